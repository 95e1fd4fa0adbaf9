import DocGenContent
import DocGenDiagnostics
import DocGenTheme
import Foundation

/// Copies files of the default theme into a folder, for `docgen theme`: the start of a
/// templates folder that overrides them file by file.
public enum ThemeExport {
    /// The paths of every file of the default theme, sorted (`assets/style.css`, `layout.mustache`).
    public static var paths: [String] { DefaultTheme.paths }

    /// The paths of the default theme's files that `names` ask for, sorted: each name is a
    /// file's path or a folder of them (`partials`); every file when `names` is empty.
    ///
    /// A name that is neither is a usage error, with the closest path as a hint.
    public static func select(_ names: [String]) throws(ConfigurationError) -> [String] {
        let all = paths
        guard !names.isEmpty else { return all }
        var selected: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for name in names {
            var path = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
            while path.hasSuffix("/") { path.removeLast() }
            let matches = all.filter { $0 == path || $0.hasPrefix(path + "/") }
            if path.isEmpty || matches.isEmpty {
                let hint = Suggestion.hint(for: path, in: all)
                diagnostics.append(
                    .error(
                        "'\(name)' is not a file or folder of the default theme"
                            + (hint.isEmpty ? " ('docgen theme --list' lists its files)" : hint), at: nil, rule: "theme-file"))
            }
            selected.formUnion(matches)
        }
        guard diagnostics.isEmpty else { throw ConfigurationError(diagnostics: diagnostics) }
        return all.filter(selected.contains)
    }

    /// Writes the default theme's files at `paths` under `folder`, creating folders as needed.
    ///
    /// Nothing is overwritten: when any of the files exists already, nothing is written and a
    /// usage error names each of them. A file that cannot be written throws the system's error.
    public static func write(_ paths: [String], into folder: URL, configuration: SiteConfiguration) throws {
        let fileManager = FileManager.default
        let urls = paths.map { folder.appendingPathComponent($0) }
        if let error = ConfigurationError.existing(
            urls.map { ($0, configuration.displayPath($0)) }, command: "docgen theme",
            advice: "write to another folder with '--output'", rule: "theme-exists")
        {
            throw error
        }
        for path in paths {
            guard let file = DefaultTheme.file(at: path) else { continue }
            let url = folder.appendingPathComponent(path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.withUnsafeBufferPointer { try FileOutput.save($0, to: url.path) }
        }
    }
}
