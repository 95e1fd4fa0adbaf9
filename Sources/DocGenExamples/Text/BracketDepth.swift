/// Guards swift-syntax's parser against nested square brackets.
///
/// The parser backtracks on `[` (array literal, array type or dictionary type) and its time grows
/// exponentially with the nesting depth: 22 levels take seconds, 30 take hours (found by
/// scripts/fuzz). No real example nests brackets that deep, so deeper text is not parsed.
/// DocGenHighlight keeps the same guard for highlighting.
enum BracketDepth {
    /// The deepest nesting of `[` parsed.
    static let maximum = 12

    /// Whether `[` nests deeper than `maximum` anywhere in the text (strings and comments
    /// included, which only errs on the safe side).
    static func exceedsMaximum(_ text: String) -> Bool {
        // Over the contiguous bytes: iterating `String.UTF8View` costs several times more per byte.
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0
            for byte in bytes {
                if byte == UInt8(ascii: "[") {
                    depth += 1
                    if depth > maximum { return true }
                } else if byte == UInt8(ascii: "]") {
                    depth = max(0, depth - 1)
                }
            }
            return false
        }
    }
}
