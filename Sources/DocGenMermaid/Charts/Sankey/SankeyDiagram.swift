/// A parsed sankey diagram: flows of a value from one node to another.
struct SankeyDiagram: Sendable {
    /// One `source,target,value` row.
    struct Link: Sendable {
        var source: Int
        var target: Int
        var value: Double
    }

    /// Node names in the order first named.
    var nodes: [String] = []
    var links: [Link] = []
    var accessibility = AccessibilityText()
}

/// Reads `sankey` source: CSV rows of `source,target,value`, fields quoted with `"` when they
/// hold commas (`""` inside quotes is one quote); blank lines are allowed.
struct SankeyParser: StatementParser {
    var scanner: Scanner
    private var diagram = SankeyDiagram()
    private var index: [String: Int] = [:]
    private let maximumEdges: Int
    private let maximumNodes: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumEdges = input.options.maximumEdges
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> SankeyDiagram {
        try parseHeaderLine()
        try parseStatements()
        guard !diagram.links.isEmpty else {
            throw ParseError(message: "sankey diagram has no rows; add 'source,target,value' lines", offset: scanner.offset)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        guard diagram.links.count < maximumEdges else {
            throw ParseError(message: "sankey diagram has more than \(maximumEdges) rows", offset: start, rule: MermaidRule.limit)
        }
        var fields: [String] = []
        while true {
            fields.append(try field())
            guard scanner.match(",") else { break }
        }
        guard fields.count == 3 else {
            throw ParseError(message: "expected 3 fields 'source,target,value', found \(fields.count)", offset: start)
        }
        let text = fields[2].trimmingSpaces
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw ParseError(message: "expected a value of 0 or more, found '\(text)'", offset: start)
        }
        let source = try node(fields[0], at: start)
        let target = try node(fields[1], at: start)
        diagram.links.append(SankeyDiagram.Link(source: source, target: target, value: value))
    }

    /// One CSV field at the cursor, quoted or not.
    private mutating func field() throws(ParseError) -> String {
        guard scanner.peek() == "\"" else { return scanner.scan { $0 != "," && $0 != "\n" } }
        let start = scanner.offset
        scanner.advance()
        var text = ""
        while let scalar = scanner.peek() {
            scanner.advance()
            if scalar == "\"" {
                guard scanner.peek() == "\"" else { return text }
                scanner.advance()
            }
            text.unicodeScalars.append(scalar)
        }
        throw ParseError(message: "unterminated string; add a closing '\"'", offset: start)
    }

    /// The index of the node named `raw`, added on its first mention.
    private mutating func node(_ raw: String, at offset: Int) throws(ParseError) -> Int {
        let name = raw.trimmingSpaces
        return try Self.firstMention(
            of: name, in: &diagram.nodes, index: &index, maximum: maximumNodes, noun: "nodes", at: offset
        ) { name }
    }
}
