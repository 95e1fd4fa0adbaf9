/// Escaping for text and attribute values written into HTML.
///
/// Every character that needs escaping is ASCII, so the escapers walk UTF-8 bytes: text without
/// any comes back as it is, uncopied, and other text is written once into a string of the size
/// it will have. `&`, `<`, `>` and `"` become entities (and `'` in attributes; `"` is kept in
/// code, which no cmark-gfm output needs to match); U+0000 becomes U+FFFD, as HTML parsers would
/// read it.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` for element content.
    public static func text(_ value: String) -> String {
        escape(value, quotes: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for attribute values.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` and nothing else, for values Mustache templates print:
    /// U+0000 is kept, since the template layer's skeletons mark where values go with it, and
    /// must find each mark as the template printed it.
    public static func templateValue(_ value: String) -> String {
        escape(value, quotes: true, keepsNUL: true)
    }

    /// Appends escaped element content to `output`.
    public static func appendText(_ value: String, to output: inout String) {
        output += escape(value, quotes: false)
    }

    private static func escape(_ value: String, quotes: Bool, keepsNUL: Bool = false) -> String {
        var value = value
        let escaped = value.withUTF8 { bytes -> String? in
            guard let first = firstSpecial(in: bytes, quotes: quotes, keepsNUL: keepsNUL) else { return nil }
            return escape(bytes, from: first, quotes: quotes, keepsNUL: keepsNUL)
        }
        return escaped ?? value
    }

    /// `bytes` escaped, the first byte that needs it being at `first`.
    private static func escape(
        _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, quotes: Bool, keepsNUL: Bool
    ) -> String {
        var size = 0
        forEachPiece(of: bytes, scanningFrom: first, quotes: quotes, keepsNUL: keepsNUL) { size += $0.count }
        // Only ASCII bytes are replaced, by ASCII or by U+FFFD whole, so the result is UTF-8 too.
        return String(unsafeUninitializedCapacity: size) { output in
            var written = 0
            forEachPiece(of: bytes, scanningFrom: first, quotes: quotes, keepsNUL: keepsNUL) { piece in
                guard let source = piece.baseAddress, let target = output.baseAddress else { return }
                (target + written).initialize(from: source, count: piece.count)
                written += piece.count
            }
            return written
        }
    }

    /// Calls `body` with each piece of escaped `bytes`, in order.
    ///
    /// The pieces are the runs written as they are and the entities that replace single bytes;
    /// no byte before `start` needs escaping.
    @inline(__always)
    static func forEachPiece(
        of bytes: UnsafeBufferPointer<UInt8>, scanningFrom start: Int = 0, quotes: Bool, keepsNUL: Bool = false,
        keepsDoubleQuotes: Bool = false, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let mask =
            (quotes ? attributeSpecials : keepsDoubleQuotes ? codeSpecials : textSpecials) & (keepsNUL ? ~1 : ~0)
        var runStart = 0
        // Spaces, digits and punctuation are below `>` too: the mask rules them out with one
        // shift before the switch that finds an entity.
        for offset in start..<bytes.count where bytes[offset] <= maximumSpecial && mask & (1 << bytes[offset]) != 0 {
            guard let entity = entity(for: bytes[offset], quotes: quotes) else { continue }
            if runStart < offset { body(UnsafeBufferPointer(rebasing: bytes[runStart..<offset])) }
            entity.withUTF8Buffer(body)
            runStart = offset + 1
        }
        if runStart < bytes.count { body(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    static func firstSpecial(in bytes: UnsafeBufferPointer<UInt8>, quotes: Bool, keepsNUL: Bool = false) -> Int? {
        let mask = (quotes ? attributeSpecials : textSpecials) & (keepsNUL ? ~1 : ~0)
        for offset in bytes.indices where bytes[offset] <= maximumSpecial && mask & (1 << bytes[offset]) != 0 {
            return offset
        }
        return nil
    }

    /// The bytes `entity(for:quotes:)` replaces, one bit each: a byte is tested with one shift.
    private static let textSpecials: UInt64 =
        1 | 1 << UInt8(ascii: "&") | 1 << UInt8(ascii: "<") | 1 << UInt8(ascii: ">") | 1 << UInt8(ascii: "\"")
    private static let attributeSpecials: UInt64 = textSpecials | 1 << UInt8(ascii: "'")
    // Code needs no `&quot;`: a `"` means nothing in element content, and JSON and Swift are full of them.
    private static let codeSpecials: UInt64 = textSpecials & ~(1 << UInt8(ascii: "\""))

    /// The largest byte that can need escaping (`>`): most bytes are ruled out by one comparison.
    static let maximumSpecial = UInt8(ascii: ">")

    /// What a byte is written as, or nil when it is written as it is.
    @inline(__always)
    static func entity(for byte: UInt8, quotes: Bool) -> StaticString? {
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
