import DocGenContent
import DocGenDiagnostics
import DocGenTheme
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a site's template set is made of: the default theme's, with the templates folder
/// laid over them file by file, as Hugo does with a theme.
///
/// A template or asset in the templates folder at the same relative path as one of the default
/// theme's files replaces it; any other is added.
package struct TemplateFiles {
    /// One file of the set.
    package struct File {
        /// The path relative to the theme or templates folder (`partials/footer.mustache`).
        let path: String
        let contents: [UInt8]
        /// The file as diagnostics name it: `Templates/partials/footer.mustache`, or
        /// `(default theme)/partials/footer.mustache`.
        let displayPath: String
        /// Where the file is on disk; nil for a file of the default theme.
        let url: URL?
    }

    /// The folder the default theme's files appear to be in, in diagnostics.
    package static let defaultThemeFolder = "(default theme)"

    /// Every file, sorted by path.
    package let files: [File]

    /// The default theme's files overlaid by those of `directory`; nil, with an error reported,
    /// when the folder was named explicitly and does not exist, or a file in it cannot be read.
    ///
    /// The conventional folder (`Templates/`) may be missing: the site is then built with the
    /// default theme alone.
    package static func load(
        directory: URL, defaults: [ThemeFile], configuration: SiteConfiguration, diagnostics: inout DiagnosticBag
    ) -> TemplateFiles? {
        var byPath: [String: File] = [:]
        for file in defaults {
            byPath[file.path] = File(
                path: file.path, contents: file.contents, displayPath: defaultThemeFolder + "/" + file.path, url: nil)
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let failuresBefore = diagnostics.errorCount
            let folder = directory.resolvingSymlinksInPath().path
            for relative in files(in: directory) where isUsed(relative) {
                let url = directory.appendingPathComponent(relative)
                let display = configuration.displayPath(url)
                // As in the content folder: a partial or asset linked to a secret would be published.
                let real = url.resolvingSymlinksInPath().path
                guard FolderListing.contains(folder, real), real != folder else {
                    diagnostics.report(
                        .error(
                            "symbolic link leads outside the templates folder (or into a hidden folder) to '\(real)'; it is not read",
                            at: SourceLocation(file: display, line: 1), rule: "template-symlink-outside"))
                    continue
                }
                // Reading a pipe or a device could wait forever.
                var status = stat()
                guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                    let data = FileManager.default.contents(atPath: url.path)
                else {
                    diagnostics.report(
                        .error(
                            "cannot read template file: not a regular, readable file", at: SourceLocation(file: display, line: 1),
                            rule: "unreadable-file"))
                    continue
                }
                byPath[relative] = File(path: relative, contents: Array(data), displayPath: display, url: url)
            }
            guard diagnostics.errorCount == failuresBefore else { return nil }
        } else if configuration.templatesDirectoryIsExplicit {
            diagnostics.report(
                .error(
                    "templates folder '\(configuration.displayPath(directory))' not found; create it, or leave the setting out to use the default theme",
                    at: nil, rule: "template-missing"))
            return nil
        }
        return TemplateFiles(files: byPath.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
    }

    /// Whether a template set reads the file at `path`: templates, assets and language files;
    /// other files (a README) are left alone.
    private static func isUsed(_ path: String) -> Bool {
        path.hasSuffix(".mustache") || path.hasPrefix("assets/") || (path.hasPrefix(UIStrings.folder) && path.hasSuffix(".yml"))
    }

    /// The relative paths of the files under `directory`, leaving out hidden files and folders.
    private static func files(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var result: [String] = []
        for case let path as String in enumerator {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.append(path)
            }
        }
        return result
    }
}
