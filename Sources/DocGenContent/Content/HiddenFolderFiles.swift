import Foundation

/// Files in the content folder's dot-folders (`.attachments/button.png`, where Azure DevOps
/// wikis keep images), which the site publishes only when a page links to them.
///
/// The scanner does not read dot-folders: they hold tool state (`.git`, caches) that is no
/// one's to publish, and can be large. A link names one file, which is checked on its own:
/// inside the content folder once links are resolved, a regular file, not itself a dotfile
/// (`.env`, `.DS_Store`), and not in a version-control folder.
package enum HiddenFolderFiles {
    /// Folders nothing is published from, whatever links to them.
    static let refusedFolders: Set<Substring> = [".git", ".svn", ".hg"]

    /// Whether `path`, relative to the content folder with `.` and `..` resolved, names a file
    /// in a dot-folder that may be published; `contentRoot` is the content folder's real path.
    package static func isPublishable(_ path: String, contentRoot: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last, parts.count >= 2, !name.hasPrefix("."),
            parts.dropLast().contains(where: { $0.hasPrefix(".") }), !parts.contains(where: refusedFolders.contains)
        else { return false }
        let file = contentRoot + "/" + path
        guard FolderListing.EntryKind(followingLinksAt: file) == .file else { return false }
        let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        guard FolderListing.contains(contentRoot, real, allowingHidden: true) else { return false }
        let realParts = real.dropFirst(contentRoot.count).split(separator: "/")
        return !realParts.contains(where: refusedFolders.contains) && realParts.last?.hasPrefix(".") == false
    }
}
