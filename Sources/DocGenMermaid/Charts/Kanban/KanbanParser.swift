/// Reads `kanban` source: the least indented lines are columns, the lines under them cards.
struct KanbanParser: StatementParser {
    var scanner: Scanner
    private var diagram = KanbanDiagram()
    private var columnIndent: Int?
    private let maximumNodes: Int
    private var count = 0

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> KanbanDiagram {
        try parseHeaderLine()
        try parseStatements()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        count += 1
        guard count <= maximumNodes else {
            throw ParseError(message: "kanban has more than \(maximumNodes) items", offset: start, rule: MermaidRule.limit)
        }
        let indent = scanner.source.lineAndColumn(of: start).column
        let item = try parseItem()
        if let columnIndent, indent > columnIndent, !diagram.columns.isEmpty {
            diagram.columns[diagram.columns.count - 1].cards.append(item)
        } else {
            columnIndent = min(columnIndent ?? indent, indent)
            diagram.columns.append(KanbanDiagram.Column(item: item))
        }
    }

    /// Reads `id[text]`, `[text]` or `text`, then `@{ … }` metadata.
    private mutating func parseItem() throws(ParseError) -> KanbanDiagram.Item {
        let start = scanner.offset
        while let scalar = scanner.peek(), scalar != "[", scalar != "\n", !(scalar == "@" && scanner.peek(1) == "{") {
            scanner.advance()
        }
        let id = scanner.source.string(start..<scanner.offset).trimmingSpaces
        var label = TextBlock(id)
        if scanner.peek() == "[" {
            scanner.advance()
            let textStart = scanner.offset
            var depth = 1
            while let scalar = scanner.peek(), scalar != "\n" {
                if scalar == "[" { depth += 1 }
                if scalar == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
                scanner.advance()
            }
            guard scanner.peek() == "]" else {
                throw ParseError(message: "expected ']' to close the item's '['", offset: textStart - 1)
            }
            let raw = scanner.source.string(textStart..<scanner.offset).trimmingSpaces
            scanner.advance()
            label = LabelDecoder.decode(raw.unquoted, quoted: raw.hasPrefix("\""))
        }
        guard !id.isEmpty || !label.isEmpty else { throw ParseError(message: "expected a column or card", offset: start) }
        var item = KanbanDiagram.Item(id: id.isEmpty ? label.plain : id, label: label)
        scanner.skipSpaces()
        if scanner.match("@") {
            guard scanner.peek() == "{" else { throw ParseError(message: "expected '{' after '@'", offset: scanner.offset) }
            for attribute in try scanner.scanAttributes() {
                let value = attribute.value.unquoted
                switch attribute.key {
                case "ticket": item.ticket = value
                case "assigned": item.assigned = value
                case "priority":
                    guard let priority = KanbanDiagram.Priority(rawValue: value) else {
                        throw ParseError(
                            message: "priority '\(value)' is not one of 'Very High', 'High', 'Low' or 'Very Low'",
                            offset: attribute.offset)
                    }
                    item.priority = priority
                case "label": item.label = LabelDecoder.decode(value, quoted: true)
                default: continue
                }
            }
        }
        return item
    }
}
