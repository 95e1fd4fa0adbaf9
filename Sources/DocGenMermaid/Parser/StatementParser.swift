/// A diagram parser that reads the header line, then one statement per line: what the class,
/// ER, flowchart, sequence and state parsers share.
protocol StatementParser {
    /// The cursor in the diagram's source.
    var scanner: Scanner { get set }
    /// Reads one statement at the cursor.
    mutating func parseStatement() throws(ParseError)
    /// Whether the statement just read may be followed by more on its line: a block it opened.
    var statementContinuesLine: Bool { get }
}

extension StatementParser {
    var statementContinuesLine: Bool { false }

    /// The index of the element named `id`, made by `make` and added to `elements` on its first mention.
    ///
    /// Every diagram kind's nodes, classes, entities, states and participants are made this way;
    /// a `limit` error naming `noun` is thrown when the diagram has `maximum` already.
    static func firstMention<Element>(
        of id: String, in elements: inout [Element], index: inout [String: Int], maximum: Int, noun: String,
        at offset: Int, make: () -> Element
    ) throws(ParseError) -> Int {
        if let found = index[id] { return found }
        guard elements.count < maximum else {
            throw ParseError(message: "diagram has more than \(maximum) \(noun)", offset: offset, rule: MermaidRule.limit)
        }
        elements.append(make())
        index[id] = elements.count - 1
        return elements.count - 1
    }

    /// The word at the cursor, cut to 20 characters, for messages.
    func currentWord() -> String {
        var copy = scanner
        return String(copy.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }.prefix(20))
    }

    /// Reads the header word (`classDiagram`, `stateDiagram-v2`), after which the line must end.
    mutating func parseHeaderLine(hyphenated: Bool = true) throws(ParseError) {
        _ = scanner.scan { Scanner.isWordScalar($0) || (hyphenated && $0 == "-") }
        scanner.skipSpaces()
        guard scanner.isAtStatementEnd else {
            throw ParseError(
                message: "unexpected '\(currentWord())' after the diagram type; start statements on a new line",
                offset: scanner.offset)
        }
    }

    /// Reads statements to the end of the source; after each, only the end of its line may follow.
    mutating func parseStatements(expected: String = "a new line") throws(ParseError) {
        while true {
            scanner.skipSeparators()
            if scanner.isAtEnd { break }
            try parseStatement()
            scanner.skipSpaces()
            if !statementContinuesLine, !scanner.isAtStatementEnd {
                throw ParseError(message: "unexpected '\(currentWord())'; expected \(expected)", offset: scanner.offset)
            }
        }
    }
}
