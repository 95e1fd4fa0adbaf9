/// Escaping for text and attribute values written into HTML.
///
/// Every character that needs escaping is ASCII, so the escapers walk UTF-8 bytes and copy the
/// runs between those characters whole; text without any comes back as it is, uncopied.
/// `&`, `<`, `>` and `"` become entities (and `'` in attributes); U+0000 becomes U+FFFD, as
/// HTML parsers would read it.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` for element content.
    public static func text(_ value: String) -> String {
        escape(value, quotes: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for attribute values.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    /// Appends escaped element content to `output` without building an intermediate string.
    public static func appendText(_ value: String, to output: inout String) {
        append(value, quotes: false, to: &output)
    }

    /// Appends escaped attribute content to `output` without building an intermediate string.
    public static func appendAttribute(_ value: String, to output: inout String) {
        append(value, quotes: true, to: &output)
    }

    private static func escape(_ value: String, quotes: Bool) -> String {
        guard firstSpecial(in: value, quotes: quotes) != nil else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        append(value, quotes: quotes, to: &result)
        return result
    }

    private static func append(_ value: String, quotes: Bool, to output: inout String) {
        guard let first = firstSpecial(in: value, quotes: quotes) else {
            output += value
            return
        }
        let utf8 = value.utf8
        var runStart = utf8.startIndex
        var index = utf8.index(utf8.startIndex, offsetBy: first)
        // Every index here sits just before or after an ASCII byte, so on a scalar boundary.
        while index != utf8.endIndex {
            if let entity = entity(for: utf8[index], quotes: quotes) {
                if runStart != index { output += value[runStart..<index] }
                output += entity
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if runStart != utf8.endIndex { output += value[runStart...] }
    }

    /// The UTF-8 offset of the first byte that needs escaping, or nil when none does.
    private static func firstSpecial(in value: String, quotes: Bool) -> Int? {
        if let found = value.utf8.withContiguousStorageIfAvailable({ firstSpecial(in: $0, quotes: quotes) }) {
            return found
        }
        return value.utf8.firstIndex { entity(for: $0, quotes: quotes) != nil }
            .map { value.utf8.distance(from: value.utf8.startIndex, to: $0) }
    }

    static func firstSpecial(in bytes: UnsafeBufferPointer<UInt8>, quotes: Bool) -> Int? {
        for offset in bytes.indices where bytes[offset] <= maximumSpecial {
            if entity(for: bytes[offset], quotes: quotes) != nil { return offset }
        }
        return nil
    }

    /// The largest byte that can need escaping (`>`): most bytes are ruled out by one comparison.
    static let maximumSpecial = UInt8(ascii: ">")

    /// What a byte is written as, or nil when it is written as it is.
    @inline(__always)
    static func entity(for byte: UInt8, quotes: Bool) -> String? {
        guard byte <= maximumSpecial else { return nil }
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'") where quotes: return "&#39;"
        case 0: return "\u{FFFD}"
        default: return nil
        }
    }
}
