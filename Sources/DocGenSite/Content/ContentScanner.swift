import DocGenDiagnostics
import Foundation

/// Lists the files under the content folder in a stable order, skipping hidden files and
/// guarding against symlink loops.
///
/// Content comes from pull requests anyone can write, so a symbolic link may not lead outside the
/// project folder (or the content folder, when that lies elsewhere): a link to `/etc/passwd` or a
/// CI secret would otherwise be published. Only regular files are read; a FIFO would block the build.
struct ContentScanner {
    let configuration: SiteConfiguration
    private(set) var diagnostics: [Diagnostic] = []
    // Real paths of folders already read through a symbolic link: each is read once, so links
    // that fan out to the same folders cannot multiply the walk exponentially.
    private var linkedFolders: Set<String> = []
    private let allowedRoots: [String]

    init(configuration: SiteConfiguration) {
        self.configuration = configuration
        allowedRoots = [configuration.rootDirectory, configuration.contentDirectory].map {
            $0.resolvingSymlinksInPath().path
        }
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
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
            let real = url.resolvingSymlinksInPath().path
            if isLink, !allowedRoots.contains(where: { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                diagnostics.append(
                    .error(
                        "symbolic link leads outside the project folder to '\(real)'; it is not read",
                        at: SourceLocation(file: display, line: 1), rule: "symlink-outside"))
                continue
            }
            if isDirectory.boolValue {
                guard visited.insert(real).inserted else {
                    diagnostics.append(
                        .warning(
                            "folder is a symbolic link loop and is skipped", at: SourceLocation(file: display, line: 1),
                            rule: "symlink-loop"))
                    continue
                }
                if isLink {
                    guard linkedFolders.insert(real).inserted else {
                        diagnostics.append(
                            .warning(
                                "folder was already read through another symbolic link and is skipped",
                                at: SourceLocation(file: display, line: 1), rule: "symlink-loop"))
                        visited.remove(real)
                        continue
                    }
                }
                walk(url, relative: relativePath, visited: &visited, into: &files)
                visited.remove(real)
            } else if Self.isRegularFile(real) {
                // A linked file is read from its target, so the site holds its bytes, never a link.
                let source = isLink ? URL(fileURLWithPath: real) : url
                files.append(SourceFile(relativePath: relativePath, url: source, displayPath: display))
            } else {
                diagnostics.append(
                    .error(
                        "not a regular file (a pipe, socket or device) and cannot be read",
                        at: SourceLocation(file: display, line: 1), rule: "unreadable-file"))
            }
        }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }
}
