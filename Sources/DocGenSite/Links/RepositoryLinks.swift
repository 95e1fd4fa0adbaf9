import DocGenContent
import DocGenDiagnostics
import Foundation

extension LinkChecker {
    /// The repository holding a folder: the nearest folder up from it with a `.git`, else `root`
    /// (the folder docgen works in).
    static func repository(of folder: URL, root: URL) -> URL {
        var repository = folder.standardizedFileURL.resolvingSymlinksInPath()
        while repository.path != "/" && !FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path) {
            repository = repository.deletingLastPathComponent()
        }
        return repository.path == "/" ? root.standardizedFileURL.resolvingSymlinksInPath() : repository
    }

    /// A folder's path inside `repository`; nil when it is that folder or lies outside it.
    static func folderInRepository(_ folder: URL, root repository: URL) -> String? {
        let (inner, outer) = (
            folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents,
            repository.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        )
        guard inner.count > outer.count, Array(inner.prefix(outer.count)) == outer else { return nil }
        return inner.dropFirst(outer.count).joined(separator: "/")
    }

    /// Where a repository's files are shown, from the `editURL` of its content folder.
    ///
    /// GitHub's and GitLab's `…/edit/main/Docs/` shows `Docs/a.md`'s source at
    /// `…/blob/main/Docs/a.md`. Nil when there is no `editURL`, it does not end with the content
    /// folder's path, or it has no `edit` part.
    static func repositoryFileURL(editURL: String?, contentFolder: String?) -> String? {
        guard var base = editURL, !base.isEmpty else { return nil }
        if !base.hasSuffix("/") { base += "/" }
        if let contentFolder {
            guard base.hasSuffix("/" + contentFolder + "/") else { return nil }
            base.removeLast(contentFolder.count + 1)
        }
        guard let edit = base.range(of: "/edit/", options: .backwards) else { return nil }
        return base.replacingCharacters(in: edit, with: "/blob/")
    }
}

extension LinkResolver {
    /// A link to a file of the repository outside the content folder.
    ///
    /// `../README.md`, or `/README.md` read from the repository's root as GitHub reads it, goes
    /// to the file on the repository's site when `editURL` says where that is; otherwise it is a
    /// warning, since the built site does not hold the file. Nil when the repository has no such
    /// file.
    func repositoryLink(
        _ path: String, suffix: String, destination: String, in page: Page, at location: SourceLocation
    ) -> Resolution? {
        let folder = [targets.contentFolderInRepository ?? "", page.folder].filter { !$0.isEmpty }.joined(separator: "/")
        guard let root = targets.repositoryRoot, let inRepository = Self.normalize(path, from: folder) else { return nil }
        let file = inRepository.hasSuffix("/") ? String(inRepository.dropLast()) : inRepository
        var isFolder: ObjCBool = false
        guard !file.isEmpty, FileManager.default.fileExists(atPath: root + "/" + file, isDirectory: &isFolder) else {
            return nil
        }
        guard let base = targets.repositoryFileURL else {
            return Resolution(
                diagnostic: .warning(
                    "link target is outside the content folder: '\(destination)'; set 'editURL' in docgen.yml to link it to the repository",
                    at: location, rule: "link-target"))
        }
        return Resolution(href: (isFolder.boolValue ? Self.folderURL(base) : base) + inRepository + suffix)
    }

    /// A link to a folder of the content folder that holds files but no page (`Treap/`).
    ///
    /// It goes to the folder on the repository's site when `editURL` says where that is, as
    /// GitHub shows it; otherwise it is a warning, since a static host has nothing there. Nil
    /// when no such folder exists.
    func folderLink(_ resolved: String, suffix: String, destination: String, at location: SourceLocation) -> Resolution? {
        let folder = resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
        var isFolder: ObjCBool = false
        guard !folder.isEmpty, let contentRoot = targets.contentRoot,
            FileManager.default.fileExists(atPath: contentRoot + "/" + folder, isDirectory: &isFolder), isFolder.boolValue
        else { return nil }
        guard let base = targets.repositoryFileURL else {
            return Resolution(
                diagnostic: .warning(
                    "link target is a folder without a page: '\(destination)'; add an index.md to it, or set 'editURL' in docgen.yml to link it to the repository",
                    at: location, rule: "link-target"))
        }
        let inRepository = [targets.contentFolderInRepository, folder].compactMap { $0 }.joined(separator: "/")
        return Resolution(href: Self.folderURL(base) + inRepository + "/" + suffix)
    }

    /// Where the repository's site shows folders, from where it shows files: GitHub's and
    /// GitLab's `/blob/` is `/tree/` for a folder.
    static func folderURL(_ fileURL: String) -> String {
        guard let blob = fileURL.range(of: "/blob/", options: .backwards) else { return fileURL }
        return fileURL.replacingCharacters(in: blob, with: "/tree/")
    }
}
