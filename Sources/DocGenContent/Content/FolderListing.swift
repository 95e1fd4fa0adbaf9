#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one folder, read with `opendir`/`readdir`.
///
/// `readdir` tells most entries' kind on its own (`d_type`), so a folder of thousands of pages
/// costs no `lstat` per file; Foundation's `contentsOfDirectory` gives names only.
package enum FolderListing {
    /// Whether the path `real` (links resolved) is the folder `folder` (links resolved) or lies
    /// under it, and, unless `allowingHidden`, not inside a hidden file or folder of it.
    package static func contains(_ folder: String, _ real: String, allowingHidden: Bool = false) -> Bool {
        guard real != folder else { return true }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard real.hasPrefix(prefix) else { return false }
        return allowingHidden || !real.dropFirst(prefix.count).split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// One name in a folder, with its kind when `readdir` knew it without following links.
    package struct Entry {
        /// The entry's name in its folder.
        package var name: String
        /// Its kind, when `readdir` told it.
        package var kind: EntryKind?
    }

    /// What a folder entry is, from `readdir`, `lstat` (links as links) or `stat` (links followed).
    package enum EntryKind: Equatable, Sendable {
        case file, folder, link, other

        /// The kind `lstat` gives; nil when nothing is there.
        init?(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            self.init(mode: info.st_mode)
        }

        /// The kind `stat` gives, following links; nil when a link leads nowhere.
        init?(followingLinksAt path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(mode: info.st_mode)
        }

        private init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .link
            default: self = .other
            }
        }

        /// The kind in a `d_type`; nil when the file system leaves it unknown.
        fileprivate init?(directoryType: UInt8) {
            switch Int32(directoryType) {
            case Int32(DT_REG): self = .file
            case Int32(DT_DIR): self = .folder
            case Int32(DT_LNK): self = .link
            case Int32(DT_UNKNOWN): return nil
            default: self = .other
            }
        }
    }

    /// The entries of the folder at `path`, sorted by name, without `.` and `..`; the system's
    /// description of the error when it cannot be read.
    package static func entries(in path: String) -> Result<[Entry], Failure> {
        guard let folder = opendir(path) else { return .failure(Failure(code: errno)) }
        defer { closedir(folder) }
        var entries: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            guard name != "." && name != ".." else { continue }
            entries.append(Entry(name: name, kind: EntryKind(directoryType: entry.pointee.d_type)))
        }
        return .success(entries.sorted { $0.name < $1.name })
    }

    /// Why a folder could not be listed.
    package struct Failure: Error {
        /// The `errno` of the failed call.
        package var code: Int32

        /// The system's description, such as "Permission denied".
        package var description: String { String(cString: strerror(code)) }
    }
}
