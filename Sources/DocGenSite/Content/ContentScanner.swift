import DocGenDiagnostics
import Foundation

/// Lists the files under the content folder in a stable order, skipping hidden files and
/// guarding against symlink loops.
struct ContentScanner {
    let configuration: SiteConfiguration
    private(set) var diagnostics: [Diagnostic] = []

    init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    /// Every regular file below the content folder, sorted by relative path.
    mutating func scan() throws(ConfigurationError) -> [SourceFile] {
        let root = configuration.contentDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigurationError(
                "content folder '\(configuration.displayPath(root))' not found; run docgen in a folder with 'Content/' or pass '--content'",
                rule: "content-folder")
        }
        var files: [SourceFile] = []
        var visited: Set<String> = [root.resolvingSymlinksInPath().path]
        walk(root, relative: "", visited: &visited, into: &files)
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    private mutating func walk(_ folder: URL, relative: String, visited: inout Set<String>, into files: inout [SourceFile]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            diagnostics.append(
                .error(
                    "cannot read folder: \(error.localizedDescription)",
                    at: SourceLocation(file: configuration.displayPath(folder), line: 1), rule: "unreadable-file"))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
            let display = configuration.displayPath(url)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                diagnostics.append(
                    .warning(
                        "broken symbolic link is skipped", at: SourceLocation(file: display, line: 1), rule: "broken-symlink"))
                continue
            }
            if isDirectory.boolValue {
                let real = url.resolvingSymlinksInPath().path
                guard visited.insert(real).inserted else {
                    diagnostics.append(
                        .warning(
                            "folder is a symbolic link loop and is skipped", at: SourceLocation(file: display, line: 1),
                            rule: "symlink-loop"))
                    continue
                }
                walk(url, relative: relativePath, visited: &visited, into: &files)
                visited.remove(real)
            } else {
                files.append(SourceFile(relativePath: relativePath, url: url, displayPath: display))
            }
        }
    }
}
