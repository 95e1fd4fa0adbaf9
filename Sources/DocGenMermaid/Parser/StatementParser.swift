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
