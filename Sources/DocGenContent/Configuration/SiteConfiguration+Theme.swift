import DocGenDiagnostics
import DocGenTheme
import Foundation

extension SiteConfiguration {
    /// Takes the settings a team sets instead of changing the theme (`logo`, `accentColor`,
    /// `stylesheet`, `editURL`) from the file, finding the files they name; a file that is not
    /// where it can be published is an error at the setting.
    package mutating func applyThemeSettings(_ file: ConfigurationFile, fileFolder: URL) throws(ConfigurationError) {
        accentColor = file.accentColor
        editURL = file.editURL
        if let logo = file.logo {
            self.logo = try findLogo(logo, at: file.locations["logo"])
        }
        if let stylesheet = file.stylesheet {
            (self.stylesheet, stylesheetSource) = try findStylesheet(
                stylesheet, at: file.locations["stylesheet"], fileFolder: fileFolder)
        }
    }

    /// The logo: a URL, a file of the content folder, or an asset of the templates (the
    /// templates folder's or the default theme's), which are published at the same path.
    private func findLogo(_ value: String, at location: SourceLocation?) throws(ConfigurationError) -> SiteLink {
        if SiteLink.isWebURL(value) { return .url(value) }
        if isFile(contentDirectory.appendingPathComponent(value)) || isThemeAsset(value) { return .file(value) }
        throw ConfigurationError(
            "logo '\(value)' not found in '\(displayPath(contentDirectory))' or in the templates' assets/", at: location,
            rule: "config-value")
    }

    /// The stylesheet: a URL, a file of the content folder (published with it), or a file of
    /// the configuration file's folder, copied into the site at the same path.
    private func findStylesheet(
        _ value: String, at location: SourceLocation?, fileFolder: URL
    ) throws(ConfigurationError) -> (SiteLink, URL?) {
        if SiteLink.isWebURL(value) { return (.url(value), nil) }
        if isFile(contentDirectory.appendingPathComponent(value)) { return (.file(value), nil) }
        let source = fileFolder.appendingPathComponent(value).standardizedFileURL
        // A link may not publish a file from outside the folder, as in the content folder.
        let real = source.resolvingSymlinksInPath().path
        let folder = fileFolder.resolvingSymlinksInPath().path
        guard isFile(source), FolderListing.contains(folder, real, allowingHidden: true) else {
            throw ConfigurationError(
                "stylesheet '\(value)' not found in '\(displayPath(contentDirectory))' or '\(displayPath(fileFolder))'",
                at: location, rule: "config-value")
        }
        guard !isThemeAsset(value) else {
            throw ConfigurationError(
                "stylesheet '\(value)' would replace the theme's file at that path; give it another name, or put it in the templates folder to override the theme's",
                at: location, rule: "config-value")
        }
        return (.file(value), source)
    }

    /// Whether the theme publishes a file at `path`: an asset of the templates folder or of
    /// the default theme.
    private func isThemeAsset(_ path: String) -> Bool {
        path.hasPrefix("assets/")
            && (isFile(templatesDirectory.appendingPathComponent(path)) || DefaultTheme.file(at: path) != nil)
    }

    /// Whether a regular file is there, links followed: a named pipe would block the build
    /// that copies it.
    private func isFile(_ url: URL) -> Bool {
        FolderListing.EntryKind(followingLinksAt: url.path) == .file
    }
}
