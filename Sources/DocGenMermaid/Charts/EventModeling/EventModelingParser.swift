/// Reads `eventmodeling` source: `tf`/`timeframe` and `rf`/`resetframe` lines, `data` blocks
/// they refer to with `[[name]]`, and `entity`, `note` and `gwt` statements, which are read and
/// not drawn, as mermaid.js does.
struct EventModelingParser: StatementParser {
    var scanner: Scanner
    private var diagram = EventModelingDiagram()
    /// Each frame's `[[data]]` reference with where it was written, resolved once every block is read.
    private var references: [(frame: Int, name: String, offset: Int)] = []
    /// Each `->>` source with where it was written, checked once every frame is read.
    private var sourceOffsets: [(name: String, offset: Int)] = []
    private var dataBlocks: [String: [String]] = [:]
    private let maximumNodes: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> EventModelingDiagram {
        try parseHeaderLine()
        try parseStatements()
        for reference in references {
            guard let lines = dataBlocks[reference.name] else {
                throw ParseError(message: "no data block is named '\(reference.name)'", offset: reference.offset)
            }
            diagram.frames[reference.frame].data = lines
        }
        let names = Set(diagram.frames.map(\.name))
        for source in sourceOffsets where !names.contains(source.name) {
            throw ParseError(message: "no time frame is numbered '\(source.name)'", offset: source.offset)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.match("//") {
            _ = scanner.scanRestOfLine()
            return
        }
        if scanner.match("/*") {
            while !scanner.isAtEnd, !scanner.lookingAt("*/") { scanner.advance() }
            guard scanner.match("*/") else { throw ParseError(message: "unterminated comment; add '*/'", offset: start) }
            return
        }
        let word = scanner.scanIdentifier(allowingDots: false)
        switch word {
        case "title":
            scanner.skipSpaces()
            diagram.title = scanner.scanRestOfLine().trimmingSpaces
        case "tf", "timeframe", "rf", "resetframe":
            try parseFrame(isReset: word.hasPrefix("r"), at: start)
        case "data":
            scanner.skipSpaces()
            let name = scanner.scanIdentifier(allowingDots: false)
            guard !name.isEmpty else { throw ParseError(message: "expected the data block's name", offset: scanner.offset) }
            scanner.skipSpaces()
            dataBlocks[name] = try parseBlock()
        case "note":
            scanner.skipSpaces()
            _ = scanner.scan { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "{" }
            scanner.skipSpaces()
            _ = try parseBlock()
        case "entity", "gwt":
            _ = scanner.scanRestOfLine()
        default:
            throw ParseError(
                message: "expected 'tf', 'rf', 'data', 'note', 'entity' or 'gwt', not '\(word.isEmpty ? currentWord() : word)'",
                offset: start)
        }
    }

    /// Reads the rest of `tf 02 cmd Cart.AddItem ->> 01 [[AddItem]] { description: string }`.
    private mutating func parseFrame(isReset: Bool, at start: Int) throws(ParseError) {
        guard diagram.frames.count < maximumNodes else {
            throw ParseError(
                message: "event model has more than \(maximumNodes) time frames", offset: start, rule: MermaidRule.limit)
        }
        scanner.skipSpaces()
        let nameOffset = scanner.offset
        let name = scanner.scan { ("0"..."9").contains($0) }
        guard !name.isEmpty, name.count <= 3 else {
            throw ParseError(message: "expected the time frame's number of one to three digits", offset: nameOffset)
        }
        guard !diagram.frames.contains(where: { $0.name == name }) else {
            throw ParseError(message: "time frame '\(name)' is declared twice", offset: nameOffset)
        }
        scanner.skipSpaces()
        let kindOffset = scanner.offset
        let kindWord = scanner.scanIdentifier(allowingDots: false)
        guard let kind = EventModelingDiagram.EntityKind(word: kindWord) else {
            throw ParseError(
                message: "'\(kindWord)' is not an entity type; use ui, pcr, cmd, rmo or evt", offset: kindOffset)
        }
        scanner.skipSpaces()
        let entityOffset = scanner.offset
        let identifier = scanner.scanIdentifier(allowingDots: true)
        guard !identifier.isEmpty else { throw ParseError(message: "expected the entity's name", offset: entityOffset) }
        let parts = identifier.split(separator: ".")
        var frame = EventModelingDiagram.Frame(
            name: name, kind: kind, entity: String(parts.last ?? ""),
            namespace: parts.count == 2 ? String(parts[0]) : nil, isReset: isReset)
        scanner.skipSpaces()
        while scanner.match("->>") {
            scanner.skipSpaces()
            let sourceOffset = scanner.offset
            let source = scanner.scan { ("0"..."9").contains($0) }
            guard !source.isEmpty else {
                throw ParseError(message: "expected a time frame's number after '->>'", offset: scanner.offset)
            }
            frame.sources.append(source)
            sourceOffsets.append((source, sourceOffset))
            scanner.skipSpaces()
        }
        if scanner.match("[[") {
            let referenceOffset = scanner.offset
            let reference = scanner.scanIdentifier(allowingDots: false)
            guard scanner.match("]]") else { throw ParseError(message: "expected ']]'", offset: scanner.offset) }
            references.append((diagram.frames.count, reference, referenceOffset))
            scanner.skipSpaces()
        }
        if scanner.match("`") {
            _ = scanner.scan { $0 != "`" && $0 != "\n" }
            guard scanner.match("`") else {
                throw ParseError(message: "expected '`' after the data type", offset: scanner.offset)
            }
            scanner.skipSpaces()
        }
        if let open = scanner.peek(), open == "{" || open == "\"" || open == "'" {
            let close: Unicode.Scalar = open == "{" ? "}" : open
            let line = scanner.scanRestOfLine()
            guard let last = line.unicodeScalars.lastIndex(of: close), last != line.unicodeScalars.startIndex else {
                throw ParseError(message: "expected '\(close)' to close the inline data", offset: scanner.offset)
            }
            let inner = String(line.unicodeScalars[line.unicodeScalars.index(after: line.unicodeScalars.startIndex)..<last])
            frame.data = [inner.trimmingSpaces]
        }
        diagram.frames.append(frame)
    }

    /// Reads `{` at the cursor, then lines to a `}` alone on its line, returning them as written
    /// without the common indentation.
    private mutating func parseBlock() throws(ParseError) -> [String] {
        let start = scanner.offset
        guard scanner.match("{") else { throw ParseError(message: "expected '{' to open the block", offset: start) }
        var lines: [String] = []
        scanner.skipSpaces()
        if !scanner.isAtStatementEnd {
            // A block on one line: `{ a: 1 }`.
            let rest = scanner.scanRestOfLine()
            guard let close = rest.lastIndex(of: "}") else {
                throw ParseError(message: "expected '}' to close the block", offset: start)
            }
            return [String(rest[..<close]).trimmingSpaces]
        }
        while !scanner.isAtEnd {
            _ = scanner.match("\n")
            let line = scanner.scanRestOfLine()
            if line.trimmingSpaces == "}" { return Self.outdented(lines) }
            lines.append(line)
        }
        throw ParseError(message: "expected '}' alone on a line to close the block", offset: start)
    }

    private static func outdented(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.trimmingSpaces.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
    }
}
