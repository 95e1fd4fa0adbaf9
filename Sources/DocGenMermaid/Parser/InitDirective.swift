/// Reads the body of a `%%{init: {…}}%%` directive: a JSON-like object whose strings may
/// use single quotes and whose objects may end with a comma, as seen in the wild.
///
/// Values are flattened to dotted keys (`themeVariables.primaryColor`). Nesting is capped,
/// so hostile input cannot recurse deeply.
struct InitDirective {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var result: [(key: String, value: String)] = []
    private static let maximumDepth = 8

    /// A reader over the text between `%%{` and `}%%`.
    init(_ body: String) {
        scalars = Array(body.unicodeScalars)
    }

    /// The flattened settings; directives other than `init`/`initialize` (such as `wrap`) give none.
    mutating func read() throws(ParseError) -> [(key: String, value: String)] {
        skipSpace()
        let name = readBareWord()
        guard name == "init" || name == "initialize" else { return [] }
        skipSpace()
        guard consume(":") else { throw error("expected ':' after '\(name)'") }
        skipSpace()
        try readValue(path: "", depth: 0)
        return result
    }

    private func error(_ message: String) -> ParseError {
        ParseError(message: message, offset: index, rule: MermaidRule.directive)
    }

    private mutating func skipSpace() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard index < scalars.count, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    private mutating func readBareWord() -> String {
        var word = String.UnicodeScalarView()
        while index < scalars.count, Scanner.isWordScalar(scalars[index]) || scalars[index] == "-" || scalars[index] == "." {
            word.append(scalars[index])
            index += 1
        }
        return String(word)
    }

    private mutating func readString() throws(ParseError) -> String {
        let quote = scalars[index]
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != quote {
            if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
            text.append(scalars[index])
            index += 1
        }
        guard consume(quote) else { throw error("unterminated string in directive") }
        return String(text)
    }

    private mutating func readValue(path: String, depth: Int) throws(ParseError) {
        guard depth < Self.maximumDepth else { throw error("directive is nested too deeply") }
        guard index < scalars.count else { throw error("expected a value in directive") }
        switch scalars[index] {
        case "{":
            index += 1
            while true {
                skipSpace()
                if consume("}") { return }
                let key: String
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    key = try readString()
                } else {
                    key = readBareWord()
                }
                guard !key.isEmpty else { throw error("expected a key in directive") }
                skipSpace()
                guard consume(":") else { throw error("expected ':' after '\(key)' in directive") }
                skipSpace()
                try readValue(path: path.isEmpty ? key : path + "." + key, depth: depth + 1)
                skipSpace()
                if consume(",") { continue }
                guard consume("}") else { throw error("expected ',' or '}' in directive") }
                return
            }
        case "[":
            index += 1
            var depthCount = 1
            while index < scalars.count, depthCount > 0 {
                if scalars[index] == "[" { depthCount += 1 }
                if scalars[index] == "]" { depthCount -= 1 }
                index += 1
            }
        case "\"", "'":
            result.append((path, try readString()))
        default:
            let word = readBareWord()
            guard !word.isEmpty else { throw error("unexpected character in directive") }
            result.append((path, word))
        }
    }
}
