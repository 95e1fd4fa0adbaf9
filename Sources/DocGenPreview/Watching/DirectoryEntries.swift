import DocGenContent
import DocGenSite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads folders with plain `opendir`/`readdir` (DocGenSite's `FolderListing`) and `stat`, which
/// is several times cheaper than Foundation's enumerator and attribute dictionaries on a folder
/// of thousands of files.
enum DirectoryEntries {
    /// The names in a folder, without `.` and `..`; empty when it cannot be read.
    static func names(in path: String) -> [String] {
        guard case .success(let entries) = FolderListing.entries(in: path) else { return [] }
        return entries.map(\.name)
    }

    /// `stat` of a path, following symbolic links; nil when there is nothing there.
    static func status(_ path: String) -> stat? {
        var result = stat()
        return stat(path, &result) == 0 ? result : nil
    }

    /// Whether a status is a folder's.
    static func isDirectory(_ status: stat) -> Bool {
        status.st_mode & S_IFMT == S_IFDIR
    }

    /// Every folder at and under `root`, following links to folders but never twice into the same one.
    static func folders(under root: String) -> [String] {
        var result: [String] = []
        var visited: Set<[UInt64]> = []
        var stack = [root]
        while let folder = stack.popLast() {
            guard let status = status(folder), isDirectory(status),
                visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted
            else { continue }
            result.append(folder)
            for name in names(in: folder) {
                let path = folder + "/" + name
                if let child = self.status(path), isDirectory(child) { stack.append(path) }
            }
        }
        return result
    }
}
