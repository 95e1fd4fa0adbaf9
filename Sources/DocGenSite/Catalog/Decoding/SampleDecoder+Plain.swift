import DocGenExamples

extension SampleDecoder {
    // JSONWriter in Sample.decode gives up below this depth; the fast path must give up there too.
    static let depthLimit = 64

    /// Whether a sample is plain enough for the decoder: every number a plain integer, no object
    /// with a key twice, every color known, and no deeper than `Sample.decode` writes JSON.
    ///
    /// The whole sample is looked at, not only what a model reads: `JSONDecoder` scans all of the
    /// JSON text, so a part no model reads can still make it fail.
    static func isPlain(_ node: SampleNode, depth: Int = 0) -> Bool {
        guard depth < depthLimit else { return false }
        switch node.value {
        case .string, .bool, .null:
            return true
        case let .number(text):
            return isPlainInteger(text)
        case let .color(color):
            return color.uiColor != nil
        case let .array(elements):
            return elements.allSatisfy { isPlain($0, depth: depth + 1) }
        case let .object(fields):
            for (position, field) in fields.enumerated() {
                // Objects have a handful of keys, so a scan is cheaper than a set.
                guard isPlain(field.value, depth: depth + 1),
                    !fields[..<position].contains(where: { $0.key == field.key })
                else { return false }
            }
            return true
        }
    }

    /// Whether `text` is an integer in JSON's plainest form: an optional minus and decimal digits
    /// without leading zeros, and not `-0`.
    static func isPlainInteger(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return false
        }
        return first != UInt8(ascii: "0") || text == "0"
    }
}
