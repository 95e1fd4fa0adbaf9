/// A parsed tree view: names nested by indentation, as a folder listing shows them.
struct TreeViewDiagram: Sendable {
    var labels: [TextBlock] = []
    var outline = Outline()
    var accessibility = AccessibilityText()
}

/// Reads `treeView` source: one `"name"` (or bare name) per line, nested by indentation.
struct TreeViewParser: StatementParser {
    var scanner: Scanner
    private var diagram = TreeViewDiagram()
    private let maximumNodes: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> TreeViewDiagram {
        try parseHeaderLine()
        try parseStatements()
        guard !diagram.labels.isEmpty else {
            throw ParseError(message: "tree view has no entries; add '\"name\"' lines", offset: scanner.offset)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        guard diagram.labels.count < maximumNodes else {
            throw ParseError(message: "tree view has more than \(maximumNodes) entries", offset: start, rule: MermaidRule.limit)
        }
        let indent = scanner.source.lineAndColumn(of: start).column
        let name = scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scanRestOfLine().trimmingSpaces
        _ = diagram.outline.add(indent: indent)
        diagram.labels.append(LabelDecoder.decode(name, quoted: true))
    }
}
