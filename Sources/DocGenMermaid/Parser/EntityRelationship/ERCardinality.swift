/// The crow's-foot cardinalities and identification of ER relationships, in symbols
/// (`|o`, `||`, `}o`, `}|` and their mirror images) and in words (`zero or more`, `to`, …).
enum ERCardinality {
    /// Symbols and words for each cardinality, longest first so no prefix wins early.
    private static let spellings: [(text: String, marker: EdgeMarker, isWord: Bool)] = [
        ("one or zero", .zeroOrOne, true), ("zero or one", .zeroOrOne, true), ("one or more", .oneOrMore, true),
        ("one or many", .oneOrMore, true), ("zero or more", .zeroOrMore, true), ("zero or many", .zeroOrMore, true),
        ("only one", .exactlyOne, true), ("many(0)", .zeroOrMore, false), ("many(1)", .oneOrMore, false),
        ("many", .zeroOrMore, true), ("one", .exactlyOne, true), ("1+", .oneOrMore, false), ("0+", .zeroOrMore, false),
        ("1", .exactlyOne, true), ("|o", .zeroOrOne, false), ("o|", .zeroOrOne, false), ("||", .exactlyOne, false),
        ("}o", .zeroOrMore, false), ("o{", .zeroOrMore, false), ("}|", .oneOrMore, false), ("|{", .oneOrMore, false),
    ]

    /// The identification spellings: whether each is identifying (a solid line).
    private static let links: [(text: String, isIdentifying: Bool, isWord: Bool)] = [
        ("optionally to", false, true), ("to", true, true), ("--", true, false), ("..", false, false),
        (".-", false, false), ("-.", false, false),
    ]

    /// The cardinality at the cursor, consumed, or nil with the cursor unmoved.
    static func scan(_ scanner: inout Scanner) -> EdgeMarker? {
        for spelling in spellings where matches(spelling.text, isWord: spelling.isWord, scanner) {
            scanner.advance(spelling.text.unicodeScalars.count)
            return spelling.marker
        }
        return nil
    }

    /// The identification at the cursor, consumed, or nil with the cursor unmoved.
    static func scanLink(_ scanner: inout Scanner) -> Bool? {
        for link in links where matches(link.text, isWord: link.isWord, scanner) {
            scanner.advance(link.text.unicodeScalars.count)
            return link.isIdentifying
        }
        return nil
    }

    /// Whether `text` is next, ignoring case; words must end at a space, a link or a mark.
    private static func matches(_ text: String, isWord: Bool, _ scanner: Scanner) -> Bool {
        var index = 0
        for scalar in text.unicodeScalars {
            guard let next = scanner.peek(index), lowercased(next) == scalar else { return false }
            index += 1
        }
        guard isWord, let after = scanner.peek(index) else { return true }
        return !Scanner.isWordScalar(after) && after != "(" && after != "+"
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }
}
