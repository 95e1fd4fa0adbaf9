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
