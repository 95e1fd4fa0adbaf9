#if os(Linux)
import Foundation
import Glibc

/// Changes as Linux's inotify reports them: a watch on every folder under the watched paths,
/// added for folders as they appear.
///
/// Edits show up as a finished write (`IN_CLOSE_WRITE`) or, for editors that save by writing a
/// new file and renaming it over the old one, as a move into the folder (`IN_MOVED_TO`);
/// creating, removing and moving files out and changing attributes count too. A single
/// watched file (docgen.yml) is watched through its folder, since a rename replaces its inode.
final class InotifyChangeSource: ChangeSource, @unchecked Sendable {
    // Guarded by `lock`; `changes` is called from one task at a time, but may hop threads.
    private let lock = NSLock()
    private let descriptor: Int32
    /// What each watch descriptor watches: a folder, and the only names that matter in it (nil: all).
    private var watches: [Int32: (path: String, names: Set<String>?)] = [:]
    private let roots: [String]

    let interval: Duration = .milliseconds(5)
    let settle: Duration = .milliseconds(5)

    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `paths`; nil when inotify is unavailable or refuses a watch (too many folders for
    /// the system's limit), so the caller can poll instead.
    init?(paths: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        roots = paths
        for path in paths {
            guard let status = DirectoryEntries.status(path) else {
                // A folder that does not exist yet (the conventional Templates/, which may be
                // left out) is watched for in its parent: once created, it is watched whole.
                let parent = (path as NSString).deletingLastPathComponent
                if DirectoryEntries.status(parent) != nil {
                    _ = addWatch(parent, names: [(path as NSString).lastPathComponent])
                }
                continue
            }
            let added =
                DirectoryEntries.isDirectory(status)
                ? DirectoryEntries.folders(under: path).allSatisfy { addWatch($0, names: nil) }
                : addWatch((path as NSString).deletingLastPathComponent, names: [(path as NSString).lastPathComponent])
            guard added else {
                close(descriptor)
                return nil
            }
        }
    }

    deinit {
        close(descriptor)
    }

    func changes() -> Set<String> {
        lock.withLock {
            var changed = Set<String>()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                parse(buffer, count: count, into: &changed)
            }
            return changed
        }
    }

    private func parse(_ buffer: [UInt8], count: Int, into changed: inout Set<String>) {
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset + 16 <= count {
                let wd = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = bytes[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                handle(wd: wd, mask: mask, name: name, into: &changed)
            }
        }
    }

    private func handle(wd: Int32, mask: UInt32, name: String, into changed: inout Set<String>) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: say everything changed, which rebuilds the whole site.
            changed.formUnion(roots)
            return
        }
        guard let watch = watches[wd] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            watches[wd] = nil
            return
        }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            changed.insert(watch.path)
            return
        }
        guard !name.isEmpty, watch.names?.contains(name) ?? true else { return }
        let path = watch.path + "/" + name
        let isDirectory = mask & UInt32(IN_ISDIR) != 0
        // A folder's own attributes say nothing about the files in it.
        if isDirectory && mask & UInt32(IN_ATTRIB) != 0 { return }
        changed.insert(path)
        if isDirectory && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            // Files may have arrived before the watch did; the folder's own path already says
            // something new is there.
            for folder in DirectoryEntries.folders(under: path) { _ = addWatch(folder, names: nil) }
        }
    }

    private func addWatch(_ folder: String, names: Set<String>?) -> Bool {
        let wd = inotify_add_watch(descriptor, folder, Self.mask)
        guard wd >= 0 else { return false }
        if let existing = watches[wd], existing.path == folder {
            let merged = existing.names.flatMap { old in names.map { old.union($0) } }
            watches[wd] = (folder, merged)
        } else {
            watches[wd] = (folder, names)
        }
        return true
    }
}
#endif
