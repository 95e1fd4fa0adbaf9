import DocGenContent

/// What a template context looks like with its text left out: the template, each dictionary's
/// keys, each list's length, every flag and number, and which texts are empty.
///
/// Contexts with equal keys render alike (`TemplateSkeletons`). Values are matched by their exact
/// type, the few that page contexts hold; anything else (a lambda, an optional with a value, a
/// type Mustache would read through reflection) makes the context one that is rendered directly.
package struct ContextShape {
    /// The shape as bytes; equal keys, equal shapes.
    package private(set) var key: [UInt8] = []
    /// The non-empty texts, in the order the markers number them.
    package private(set) var texts: [TemplateText] = []

    /// Describes `context` as rendered by `template`; false when it holds a value of another type.
    package mutating func describe(_ context: [String: Any], template: String) -> Bool {
        key.reserveCapacity(256)
        texts.reserveCapacity(32)
        append(template)
        return describe(dictionary: context)
    }

    /// `context` with every non-empty text replaced by `marker(number)`, numbered as `describe`
    /// numbered them, and every list slot by `slot(list number)`.
    package func marked(_ context: [String: Any], marker: (Int) -> String, slot: (Int) -> [[String: Any]]) -> [String: Any] {
        var next = 0
        return Self.mark(dictionary: context, next: &next, marker: marker, slot: slot)
    }

    private mutating func describe(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == ObjectIdentifier(String.self), let text = value as? String {
            if text.isEmpty {
                key.append(UInt8(ascii: "e"))
            } else {
                key.append(UInt8(ascii: "s"))
                texts.append(.string(text))
            }
        } else if type == ObjectIdentifier(HTMLFragment.self), let fragment = value as? HTMLFragment {
            // HTML as bytes is a text like a string: the skeleton is the same for both.
            if fragment.html.isEmpty {
                key.append(UInt8(ascii: "e"))
            } else {
                key.append(UInt8(ascii: "s"))
                texts.append(.html(fragment.html))
            }
        } else if type == ObjectIdentifier(UIWordsValue.self), let words = value as? UIWordsValue {
            // The same on every page in its language: part of the skeleton, not a text to fill.
            key.append(UInt8(ascii: "w"))
            append(words.language)
        } else if type == ObjectIdentifier(Bool.self), let flag = value as? Bool {
            key.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        } else if type == ObjectIdentifier(Int.self), let number = value as? Int {
            key.append(UInt8(ascii: "i"))
            append(String(number))
        } else if type == ObjectIdentifier(Double.self), let number = value as? Double {
            key.append(UInt8(ascii: "d"))
            append(String(number.bitPattern))
        } else if type == ObjectIdentifier(ListSlot.self), let slot = value as? ListSlot {
            // Only the list's place: its entries are rendered on their own (`ListSplice`).
            key.append(UInt8(ascii: "L"))
            append(String(slot.number))
        } else if type == ObjectIdentifier(String?.self), let optional = value as? String?, optional == nil {
            key.append(UInt8(ascii: "n"))
        } else if type == ObjectIdentifier([String: Any].self), let dictionary = value as? [String: Any] {
            return describe(dictionary: dictionary)
        } else if type == ObjectIdentifier([[String: Any]].self), let list = value as? [[String: Any]] {
            return describe(list: list)
        } else if type == ObjectIdentifier([String].self), let list = value as? [String] {
            return describe(list: list)
        } else if type == ObjectIdentifier([Any].self), let list = value as? [Any] {
            return describe(list: list)
        } else {
            return false
        }
        return true
    }

    private mutating func describe(dictionary: [String: Any]) -> Bool {
        key.append(UInt8(ascii: "{"))
        // In key order, `mark`'s; the entries' positions are sorted rather than copies of the
        // entries, and each is read at its position without hashing its key again.
        var order = Array(dictionary.indices)
        order.sort { dictionary.keys[$0] < dictionary.keys[$1] }
        for position in order {
            let (name, value) = dictionary[position]
            append(name)
            guard describe(value) else { return false }
        }
        key.append(UInt8(ascii: "}"))
        return true
    }

    private mutating func describe(list: [some Any]) -> Bool {
        key.append(UInt8(ascii: "["))
        for value in list {
            guard describe(value as Any) else { return false }
        }
        key.append(UInt8(ascii: "]"))
        return true
    }

    /// Appends a length-prefixed name, so no name can run into the next one.
    private mutating func append(_ name: String) {
        // The length's digits, least significant first: a prefix that cannot run into the name.
        var length = name.utf8.count
        repeat {
            key.append(UInt8(ascii: "0") + UInt8(length % 10))
            length /= 10
        } while length > 0
        key.append(UInt8(ascii: ":"))
        if name.utf8.withContiguousStorageIfAvailable({ key.append(contentsOf: $0) }) == nil {
            key.append(contentsOf: name.utf8)
        }
    }

    private static func mark(_ value: Any, next: inout Int, marker: (Int) -> String, slot: (Int) -> [[String: Any]]) -> Any {
        switch value {
        case let text as String where !text.isEmpty && Swift.type(of: value) == String.self:
            defer { next += 1 }
            return marker(next)
        case let fragment as HTMLFragment where !fragment.html.isEmpty:
            defer { next += 1 }
            return marker(next)
        case let list as ListSlot:
            return slot(list.number)
        case let dictionary as [String: Any] where Swift.type(of: value) == [String: Any].self:
            return mark(dictionary: dictionary, next: &next, marker: marker, slot: slot)
        case let list as [[String: Any]] where Swift.type(of: value) == [[String: Any]].self:
            return list.map { mark(dictionary: $0, next: &next, marker: marker, slot: slot) }
        case let list as [String] where Swift.type(of: value) == [String].self:
            return list.map { text -> String in
                guard !text.isEmpty else { return text }
                defer { next += 1 }
                return marker(next)
            }
        case let list as [Any] where Swift.type(of: value) == [Any].self:
            return list.map { mark($0, next: &next, marker: marker, slot: slot) }
        default:
            return value
        }
    }

    private static func mark(
        dictionary: [String: Any], next: inout Int, marker: (Int) -> String, slot: (Int) -> [[String: Any]]
    ) -> [String: Any] {
        var result: [String: Any] = [:]
        for name in dictionary.keys.sorted() {
            if let value = dictionary[name] { result[name] = mark(value, next: &next, marker: marker, slot: slot) }
        }
        return result
    }
}
