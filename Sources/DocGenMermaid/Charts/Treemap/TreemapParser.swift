/// Reads `treemap` source: `"Section"` lines and `"Leaf": value` lines nested by indentation,
/// `:::class` after either, and `classDef` lines.
struct TreemapParser: StatementParser {
    var scanner: Scanner
    private var diagram = TreemapDiagram()
    private let maximumNodes: Int
    private(set) var warnings: [ParseError] = []

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> TreemapDiagram {
        try parseHeaderLine()
        try parseStatements(expected: "a new line")
        guard !diagram.nodes.isEmpty else {
            throw ParseError(message: "treemap has no items; add '\"Name\": value' lines", offset: scanner.offset)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            diagram.title = scanner.scanRestOfLine().trimmingSpaces.unquoted
            return
        }
        if scanner.matchKeyword("classDef") {
            let (names, text, offset) = try scanner.scanClassDefinition()
            let properties = StyleParser.properties(
                String(text.trimmingSpaces.reversed().drop { $0 == ";" }.reversed()), at: offset, warnings: &warnings)
            for name in names { diagram.classStyles[name] = properties }
            _ = scanner.match(";")
            return
        }
        guard diagram.nodes.count < maximumNodes else {
            throw ParseError(message: "treemap has more than \(maximumNodes) items", offset: start, rule: MermaidRule.limit)
        }
        let indent = scanner.source.lineAndColumn(of: start).column
        let name: String
        if scanner.peek() == "\"" || scanner.peek() == "'" {
            let quote = scanner.peek() ?? "\""
            scanner.advance()
            let nameStart = scanner.offset
            while let scalar = scanner.peek(), scalar != quote, scalar != "\n" { scanner.advance() }
            guard scanner.peek() == quote else {
                throw ParseError(message: "unterminated string; add a closing '\(quote)'", offset: start)
            }
            name = scanner.source.string(nameStart..<scanner.offset)
            scanner.advance()
        } else {
            name = scanner.scan { $0 != ":" && $0 != "\n" }.trimmingSpaces
            guard !name.isEmpty else { throw ParseError(message: "expected an item such as '\"Buttons\": 12'", offset: start) }
        }
        var node = TreemapDiagram.Node(label: LabelDecoder.decode(name, quoted: true))
        scanner.skipSpaces()
        if scanner.lookingAt(":"), !scanner.lookingAt(":::") {
            scanner.advance()
            scanner.skipSpaces()
            let valueStart = scanner.offset
            let text = scanner.scan { ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "," }
            guard let value = Double(text.replacingAll(",", with: "")), value.isFinite else {
                throw ParseError(message: "expected a number after ':', found '\(text)'", offset: valueStart)
            }
            node.value = value
        }
        scanner.skipSpaces()
        if scanner.match(":::") {
            node.classes = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" || $0 == "," }.split(separator: ",").map(
                String.init)
        }
        _ = diagram.outline.add(indent: indent)
        diagram.nodes.append(node)
    }
}
