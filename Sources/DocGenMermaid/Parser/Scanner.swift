/// The lexer every diagram parser reads through: a cursor over source scalars that
/// recognises spaces, words, quoted strings and literals, and knows its offset.
struct Scanner {
    /// The source being read.
    let source: SourceText
    /// The offset of the next scalar.
    var offset: Int

    /// A scanner at the start of the source.
    init(_ source: SourceText, offset: Int = 0) {
        self.source = source
        self.offset = offset
    }

    /// Whether everything has been read.
    var isAtEnd: Bool { offset >= source.scalars.count }

    /// The scalar `ahead` places after the cursor, or nil past the end.
    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let index = offset + ahead
        return index < source.scalars.count ? source.scalars[index] : nil
    }

    /// Moves past one scalar.
    mutating func advance(_ count: Int = 1) {
        offset = min(source.scalars.count, offset + count)
    }

    /// Skips spaces and tabs, not newlines.
    mutating func skipSpaces() {
        while let scalar = peek(), scalar == " " || scalar == "\t" { offset += 1 }
    }

    /// Skips spaces, tabs, newlines and `;` statement separators.
    mutating func skipSeparators() {
        while let scalar = peek(), scalar == " " || scalar == "\t" || scalar == "\n" || scalar == ";" { offset += 1 }
    }

    /// Whether the cursor is at a newline, a `;` or the end.
    var isAtStatementEnd: Bool {
        guard let scalar = peek() else { return true }
        return scalar == "\n" || scalar == ";"
    }

    /// Whether the text at the cursor is `literal`.
    func lookingAt(_ literal: String) -> Bool {
        var index = offset
        for scalar in literal.unicodeScalars {
            guard index < source.scalars.count, source.scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    /// Consumes `literal` when it is next.
    mutating func match(_ literal: String) -> Bool {
        guard lookingAt(literal) else { return false }
        offset += literal.unicodeScalars.count
        return true
    }

    /// Consumes the word `keyword` when it is next and not followed by a word character.
    mutating func matchKeyword(_ keyword: String) -> Bool {
        guard lookingAt(keyword) else { return false }
        let after = offset + keyword.unicodeScalars.count
        if after < source.scalars.count, Self.isWordScalar(source.scalars[after]) { return false }
        offset = after
        return true
    }

    /// Reads scalars while the predicate holds.
    mutating func scan(while predicate: (Unicode.Scalar) -> Bool) -> String {
        let start = offset
        while let scalar = peek(), predicate(scalar) { offset += 1 }
        return source.string(start..<offset)
    }

    /// Reads to the end of the line (not including the newline).
    mutating func scanRestOfLine() -> String {
        scan { $0 != "\n" }
    }

    /// Reads to the end of the statement: the next newline or `;`.
    mutating func scanRestOfStatement() -> String {
        scan { $0 != "\n" && $0 != ";" }
    }

    /// Reads text to the end of the statement, keeping the `;` that ends an entity such as
    /// `#9829;` or `&amp;` as text.
    mutating func scanTextOfStatement() -> String {
        let start = offset
        var entityStart: Int?
        while let scalar = peek(), scalar != "\n" {
            if scalar == ";" {
                guard let begin = entityStart, offset - begin > 1 else { break }
            }
            if scalar == "#" || scalar == "&" {
                entityStart = offset
            } else if entityStart != nil, !(scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) {
                // Entity names are ASCII letters and digits; anything else ends the candidate.
                entityStart = nil
            }
            offset += 1
        }
        return source.string(start..<offset)
    }

    /// Reads a `"…"` string whose opening quote is next, returning its contents; newlines are
    /// allowed inside, as Mermaid allows them in Markdown strings.
    mutating func scanQuoted() throws(ParseError) -> String {
        let start = offset
        advance()
        let contentStart = offset
        while let scalar = peek(), scalar != "\"" { offset += 1 }
        guard peek() == "\"" else { throw ParseError(message: "unterminated string; add a closing '\"'", offset: start) }
        let text = source.string(contentStart..<offset)
        advance()
        return text
    }

    /// Letters, digits and `_`: the characters of identifiers and keywords.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20  // A–Z to a–z (0x61…0x7A); nothing else lands there
            return (0x61...0x7A).contains(value) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        return scalar.properties.isAlphabetic
    }

    /// Reads an identifier of word characters, also allowing `-` and `.` when they cannot
    /// start an arrow (so `my-node` is one id but `a-->b` is not).
    mutating func scanIdentifier(allowingDots: Bool = true) -> String {
        let start = offset
        while let scalar = peek() {
            if Self.isWordScalar(scalar) {
                offset += 1
            } else if scalar == "-", let next = peek(1), Self.isWordScalar(next), offset > start {
                offset += 1
            } else if allowingDots, scalar == ".", let next = peek(1), Self.isWordScalar(next), offset > start {
                offset += 1
            } else {
                break
            }
        }
        return source.string(start..<offset)
    }
}

/// `@{ key: value, … }` attribute lists, as flowchart nodes and edges and sequence
/// participants write them.
extension Scanner {
    /// One `key: value` entry; `offset` is where the value starts.
    struct Attribute {
        var key: String
        var value: String
        var quoted: Bool
        var offset: Int
    }

    /// Reads `{ key: value, … }` with the `{` next; keys may be quoted (`"type": "database"`)
    /// and entries may span lines.
    mutating func scanAttributes() throws(ParseError) -> [Attribute] {
        let start = offset
        advance()
        var entries: [Attribute] = []
        while true {
            while let scalar = peek(), scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "," { advance() }
            if match("}") { return entries }
            guard !isAtEnd else { throw ParseError(message: "'@{' is never closed; add '}'", offset: start) }
            let keyStart = offset
            let key = peek() == "\"" ? try scanQuoted() : scan { Self.isWordScalar($0) || $0 == "-" }
            skipSpaces()
            guard !key.isEmpty, match(":") else {
                throw ParseError(message: "expected 'key: value' inside '@{ … }'", offset: keyStart)
            }
            skipSpaces()
            let valueStart = offset
            if peek() == "\"" {
                entries.append(Attribute(key: key, value: try scanQuoted(), quoted: true, offset: valueStart))
            } else {
                let value = scan { $0 != "," && $0 != "\n" && $0 != "}" }.trimmingSpaces
                entries.append(Attribute(key: key, value: value, quoted: false, offset: valueStart))
            }
        }
    }
}
