import DocGenContent

/// What a sidebar entry looks like with its text left out.
///
/// The key holds its flags, which of its texts are empty, and whether it has children; entries
/// with equal keys render alike (`SidebarSkeletons`).
package struct SidebarEntryShape {
    /// The shape as bytes, one per entry key.
    package private(set) var key: [UInt8] = []
    /// The non-empty texts, in the order the markers number them.
    package private(set) var texts: [String] = []
    /// The entry's children.
    package private(set) var children: [[String: Any]] = []

    /// Describes `entry`; false when it lacks a key, has one more, or holds a value of another type.
    package mutating func describe(_ entry: [String: Any]) -> Bool {
        let names = SidebarSkeletons.entryKeys
        guard entry.count == names.count else { return false }
        key.reserveCapacity(names.count)
        for name in names {
            guard let value = entry[name] else { return false }
            // The exact type is compared first: a cast that fails costs far more than one that
            // succeeds, and most values are not the first type tried. Any other type, an
            // optional with a value among them, makes the entry one rendered directly.
            let type = ObjectIdentifier(Swift.type(of: value))
            if type == ObjectIdentifier(Bool.self), let flag = value as? Bool {
                key.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
            } else if type == ObjectIdentifier(String.self), let text = value as? String {
                key.append(text.isEmpty ? UInt8(ascii: "e") : UInt8(ascii: "s"))
                if !text.isEmpty { texts.append(text) }
            } else if type == ObjectIdentifier([[String: Any]].self), let list = value as? [[String: Any]] {
                key.append(list.isEmpty ? UInt8(ascii: "0") : UInt8(ascii: "n"))
                children = list
            } else {
                return false
            }
        }
        return true
    }

    /// `entry` with its non-empty texts replaced by `marker(number)` and its children, if any,
    /// by `placeholders`.
    package func marked(_ entry: [String: Any], placeholders: [[String: Any]], marker: (Int) -> String) -> [String: Any] {
        var marked = entry
        var next = 0
        for name in SidebarSkeletons.entryKeys {
            if let text = entry[name] as? String, !text.isEmpty {
                marked[name] = marker(next)
                next += 1
            } else if let list = entry[name] as? [[String: Any]] {
                marked[name] = list.isEmpty ? list : placeholders
            }
        }
        return marked
    }
}
