import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Changes found by comparing snapshots of every file's size, modification time and inode,
/// read with plain `readdir` and `stat`: portable, for systems without inotify.
final class PollingChangeSource: ChangeSource, @unchecked Sendable {
    /// A file's state as far as change detection cares.
    struct Stamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var last: [String: Stamp]
    private let paths: [String]

    let interval: Duration = .milliseconds(120)
    let settle: Duration = .milliseconds(30)

    init(paths: [String]) {
        self.paths = paths
        last = Self.snapshot(paths)
    }

    func changes() -> Set<String> {
        lock.withLock {
            let current = Self.snapshot(paths)
            var changed = Set<String>()
            for (path, stamp) in current where last[path] != stamp { changed.insert(path) }
            for path in last.keys where current[path] == nil { changed.insert(path) }
            last = current
            return changed
        }
    }

    /// The state of every file under `paths` (a watched file counts too).
    static func snapshot(_ paths: [String]) -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for root in paths {
            guard let status = DirectoryEntries.status(root) else { continue }
            guard DirectoryEntries.isDirectory(status) else {
                result[root] = stamp(status)
                continue
            }
            for folder in DirectoryEntries.folders(under: root) {
                for name in DirectoryEntries.names(in: folder) {
                    let path = folder + "/" + name
                    if let status = DirectoryEntries.status(path), !DirectoryEntries.isDirectory(status) {
                        result[path] = stamp(status)
                    }
                }
            }
        }
        return result
    }

    private static func stamp(_ status: stat) -> Stamp {
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return Stamp(
            size: Int64(status.st_size), seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
            inode: UInt64(status.st_ino))
    }
}
