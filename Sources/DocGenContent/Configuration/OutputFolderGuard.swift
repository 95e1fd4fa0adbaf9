import Foundation

/// Refuses output folders that a build would damage when it replaces them.
///
/// The output folder is replaced as a whole, so it must not be, contain, or sit inside the
/// content or templates folder, and must not be the root folder or one of its parents.
public enum OutputFolderGuard {
    /// Throws when the configured output folder is unsafe to replace.
    public static func check(_ configuration: SiteConfiguration) throws(ConfigurationError) {
        let output = resolved(configuration.outputDirectory)
        let protected: [(name: String, url: URL, insideIsUnsafe: Bool)] = [
            ("root", configuration.rootDirectory, false),
            ("content", configuration.contentDirectory, true),
            ("templates", configuration.templatesDirectory, true),
        ]
        let shown = configuration.displayPath(configuration.outputDirectory)
        for (name, url, insideIsUnsafe) in protected {
            let folder = resolved(url)
            if output == folder {
                throw ConfigurationError(
                    "output folder '\(shown)' is the \(name) folder; choose another with '--output'", rule: "output-folder")
            }
            if isAncestor(output, of: folder) {
                throw ConfigurationError(
                    "output folder '\(shown)' contains the \(name) folder; choose another with '--output'", rule: "output-folder")
            }
            if insideIsUnsafe, isAncestor(folder, of: output) {
                throw ConfigurationError(
                    "output folder '\(shown)' is inside the \(name) folder; choose another with '--output'", rule: "output-folder"
                )
            }
        }
    }

    private static func resolved(_ url: URL) -> String {
        // Resolve symlinks on the longest existing prefix so that aliases compare equal.
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var path = existing.resolvingSymlinksInPath().path
        for component in rest { path = (path as NSString).appendingPathComponent(component) }
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private static func isAncestor(_ ancestor: String, of path: String) -> Bool {
        let prefix = ancestor == "/" ? "/" : ancestor + "/"
        return path.hasPrefix(prefix)
    }
}
