import Foundation

/// Notices changes under a set of folders by comparing snapshots of file sizes and
/// modification times; portable, and cheap enough to run several times a second.
struct FileWatcher: Sendable {
    /// A file's state as far as change detection cares.
    struct Stamp: Equatable, Sendable {
        var size: Int
        var modified: Date
    }

    let paths: [URL]

    /// The current state of every file under the watched paths (a watched file counts too).
    func snapshot() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        let fileManager = FileManager.default
        for root in paths {
            guard let attributes = try? fileManager.attributesOfItem(atPath: root.path) else { continue }
            if (attributes[.type] as? FileAttributeType) != .typeDirectory {
                result[root.path] = Self.stamp(attributes)
                continue
            }
            guard let enumerator = fileManager.enumerator(atPath: root.path) else { continue }
            for case let relative as String in enumerator {
                let path = root.appendingPathComponent(relative).path
                if let attributes = try? fileManager.attributesOfItem(atPath: path),
                    (attributes[.type] as? FileAttributeType) != .typeDirectory
                {
                    result[path] = Self.stamp(attributes)
                }
            }
        }
        return result
    }

    /// The paths that differ between two snapshots: added, removed or changed.
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var changed = Set<String>()
        for (path, stamp) in new where old[path] != stamp { changed.insert(path) }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed.sorted()
    }

    private static func stamp(_ attributes: [FileAttributeKey: Any]) -> Stamp {
        Stamp(
            size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
            modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
    }
}
