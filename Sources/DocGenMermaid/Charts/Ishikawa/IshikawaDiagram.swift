/// A parsed ishikawa (fishbone) diagram: the problem, its cause categories and their causes.
struct IshikawaDiagram: Sendable {
    var labels: [TextBlock] = []
    /// The lines nested by indentation; the first line is the problem.
    var outline = Outline()
    var accessibility = AccessibilityText()

    /// The categories: the lines after the problem at its indentation, or the lines indented under it.
    var categories: [Int] {
        Array(outline.roots.dropFirst()) + (outline.roots.first.map { outline.children[$0] } ?? [])
    }
}

/// Reads `ishikawa` source: the problem on the first line, then categories and indented causes.
struct IshikawaParser: StatementParser {
    var scanner: Scanner
    private var diagram = IshikawaDiagram()
    private let maximumNodes: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> IshikawaDiagram {
        try parseHeaderLine()
        try parseStatements()
        guard !diagram.labels.isEmpty else {
            throw ParseError(message: "ishikawa diagram has no problem; add it on the next line", offset: scanner.offset)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        guard diagram.labels.count < maximumNodes else {
            throw ParseError(
                message: "ishikawa diagram has more than \(maximumNodes) lines", offset: start, rule: MermaidRule.limit)
        }
        let indent = scanner.source.lineAndColumn(of: start).column
        let text = scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scanRestOfLine().trimmingSpaces
        _ = diagram.outline.add(indent: indent)
        diagram.labels.append(LabelDecoder.decode(text, quoted: true))
    }
}
