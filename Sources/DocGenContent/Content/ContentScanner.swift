import DocGenDiagnostics
import Foundation

/// Lists the files under the content folder in a stable order, skipping hidden files and
/// guarding against symlink loops.
///
/// Content comes from pull requests anyone can write, so a symbolic link may not lead outside the
/// content folder, nor into a hidden folder: a link to `/etc/passwd`, `.git/config` or a CI
/// secret would otherwise be published. The one exception is a Markdown file of the project
/// outside hidden folders, reached by a relative link (a DocC catalog's `CHANGELOG.md` linked
/// to `../../CHANGELOG.md`), which is there to be read; never when the project folder is the
/// file system's root or the home folder, where anything of the machine would be "the
/// project". Only regular files are read; a FIFO would block the build.
package struct ContentScanner {
    private typealias EntryKind = FolderListing.EntryKind

    package let configuration: SiteConfiguration
    package private(set) var diagnostics: [Diagnostic] = []
    // Real paths of folders already read through a symbolic link: each is read once, so links
    // that fan out to the same folders cannot multiply the walk exponentially.
    private var linkedFolders: Set<String> = []
    private let contentRoot: String
    /// The project folder whose Markdown files a link may lead to; nil when it is `/` or the home folder.
    private let markdownRoot: String?

    package init(configuration: SiteConfiguration) {
        self.configuration = configuration
        contentRoot = configuration.contentDirectory.resolvingSymlinksInPath().path
        let project = configuration.rootDirectory.resolvingSymlinksInPath().path
        let home = FileManager.default.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
        markdownRoot = project == "/" || project == home ? nil : project
    }

    /// Whether the link at `path`, whose target outside the content folder is `real`, leads by
    /// a relative path to a Markdown file of the project, outside hidden folders, which the site
    /// may publish as the page it is.
    private func isProjectMarkdown(link path: String, real: String, kind: EntryKind) -> Bool {
        guard let markdownRoot, kind == .file, real.hasSuffix(".md") || real.hasSuffix(".markdown"),
            let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path), !destination.hasPrefix("/")
        else { return false }
        return FolderListing.contains(markdownRoot, real)
    }

    /// Every regular file below the content folder, sorted by relative path.
    package mutating func scan() throws(ConfigurationError) -> [SourceFile] {
        let root = configuration.contentDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigurationError(
                "content folder '\(configuration.displayPath(root))' not found; run docgen in a folder with 'Content/' or pass '--content'",
                rule: "content-folder")
        }
        var files: [SourceFile] = []
        let realRoot = root.resolvingSymlinksInPath().path
        var visited: Set<String> = [realRoot]
        let folder = Folder(path: root.path, display: configuration.rootRelativePath(root))
        walk(folder, real: realRoot, relative: "", visited: &visited, into: &files)
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    /// Reads one folder; `real` is its path with every symbolic link resolved, so an entry that
    /// is not a link has its real path without asking the file system again.
    private mutating func walk(
        _ folder: Folder, real folderReal: String, relative: String, visited: inout Set<String>,
        into files: inout [SourceFile]
    ) {
        let entries: [FolderListing.Entry]
        switch FolderListing.entries(in: folder.path) {
        case .success(let listed): entries = listed
        case .failure(let failure):
            diagnostics.append(
                .error(
                    "cannot read folder: \(failure.description)",
                    at: SourceLocation(file: folder.display, line: 1), rule: "unreadable-file"))
            return
        }
        for listed in entries where !listed.name.hasPrefix(".") {
            let name = listed.name
            let entryFolder = folder.child(name, configuration: configuration)
            let path = entryFolder.path
            let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
            let display = entryFolder.display
            // `readdir` tells most kinds; `lstat` is asked only when it could not.
            guard let entry = listed.kind ?? EntryKind(path: path) else {
                diagnostics.append(
                    .warning(
                        "broken symbolic link is skipped", at: SourceLocation(file: display, line: 1), rule: "broken-symlink"))
                continue
            }
            let isLink = entry == .link
            let real = isLink ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : folderReal + "/" + name
            let kind = isLink ? EntryKind(followingLinksAt: real) : entry
            guard let kind else {
                diagnostics.append(
                    .warning(
                        "broken symbolic link is skipped", at: SourceLocation(file: display, line: 1), rule: "broken-symlink"))
                continue
            }
            if isLink, !FolderListing.contains(contentRoot, real), !isProjectMarkdown(link: path, real: real, kind: kind) {
                diagnostics.append(
                    .error(
                        "symbolic link leads outside the content folder (or into a hidden folder) to '\(real)'; it is not read",
                        at: SourceLocation(file: display, line: 1), rule: "symlink-outside"))
                continue
            }
            if kind == .folder {
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
                walk(entryFolder, real: real, relative: relativePath, visited: &visited, into: &files)
                visited.remove(real)
            } else if kind == .file {
                // A linked file is read from its target, so the site holds its bytes, never a link.
                files.append(SourceFile(relativePath: relativePath, path: isLink ? real : path, displayPath: display))
            } else {
                diagnostics.append(
                    .error(
                        "not a regular file (a pipe, socket or device) and cannot be read",
                        at: SourceLocation(file: display, line: 1), rule: "unreadable-file"))
            }
        }
    }

    /// A folder's path and the path diagnostics and pages show for it, relative to the project
    /// (`SiteConfiguration.rootRelativePath`), which its entries extend by their names instead of
    /// asking `URL` for each of thousands of files.
    private struct Folder {
        var path: String
        var display: String

        func child(_ name: String, configuration: SiteConfiguration) -> Folder {
            let path = path.hasSuffix("/") ? path + name : path + "/" + name
            // Only from a folder above the project (`..`, `../..`) can an entry lead back in; only
            // then is its path worked out anew.
            guard display.hasPrefix(".."), display.split(separator: "/").allSatisfy({ $0 == ".." }) else {
                return Folder(path: path, display: display == "." ? name : display + "/" + name)
            }
            return Folder(path: path, display: configuration.rootRelativePath(URL(fileURLWithPath: path)))
        }
    }
}
