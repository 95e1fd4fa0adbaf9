/// A parsed `pie` chart: its slices in source order.
struct PieDiagram: Sendable {
    /// One `"label" : value` line.
    struct Slice: Sendable, Hashable {
        var label: [String]
        var value: Double
    }
    var title: String?
    var accessibility = AccessibilityText()
    /// `showData`: the legend shows each value after its label.
    var showsData = false
    var slices: [Slice] = []
}

/// Reads `pie [showData] [title …]`, then `title`, accessibility text and `"label" : value`
/// lines through the shared statement loop.
struct PieParser: StatementParser {
    var scanner: Scanner
    private var diagram = PieDiagram()

    init(source: SourceText, headerOffset: Int) {
        scanner = Scanner(source, offset: headerOffset)
    }

    mutating func parse() throws(ParseError) -> PieDiagram {
        _ = scanner.scan { Scanner.isWordScalar($0) }
        scanner.skipSpaces()
        if scanner.matchKeyword("showData") {
            diagram.showsData = true
            scanner.skipSpaces()
        }
        if !scanner.isAtStatementEnd { try parseStatement() }
        try parseStatements()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("showData") {
            diagram.showsData = true
            return
        }
        if scanner.matchKeyword("title") {
            scanner.skipSpaces()
            let title = scanner.scanRestOfStatement().trimmingSpaces
            diagram.title = title.isEmpty ? nil : title
            return
        }
        let start = scanner.offset
        guard scanner.peek() == "\"" || scanner.peek() == "'" else {
            throw ParseError(message: "expected '\"label\" : value' or 'title', found '\(currentWord())'", offset: start)
        }
        let label: String
        if scanner.peek() == "'" {
            scanner.advance()
            label = scanner.scan { $0 != "'" && $0 != "\n" }
            guard scanner.match("'") else { throw ParseError(message: "unterminated string; add a closing \"'\"", offset: start) }
        } else {
            label = try scanner.scanQuoted()
        }
        scanner.skipSpaces()
        guard scanner.match(":") else {
            throw ParseError(message: "expected ':' and a value after the slice's label", offset: scanner.offset)
        }
        scanner.skipSpaces()
        let valueStart = scanner.offset
        let text = scanner.scan { ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "+" }
        guard let value = Double(text), value.isFinite else {
            throw ParseError(message: "expected a number after ':', such as '\"Buttons\" : 42'", offset: valueStart)
        }
        guard value >= 0 else {
            throw ParseError(message: "a slice's value cannot be negative ('\(text)')", offset: valueStart)
        }
        diagram.slices.append(PieDiagram.Slice(label: LabelDecoder.decode(label, quoted: true).lines, value: value))
    }
}
