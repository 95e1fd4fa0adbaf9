/// Reads `mindmap` source: one node per line, nested by indentation, with `::icon(…)` and
/// `:::class` lines decorating the node above them.
struct MindmapParser: StatementParser {
    var scanner: Scanner
    private var diagram = MindmapDiagram()
    private let maximumNodes: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> MindmapDiagram {
        try parseHeaderLine()
        try parseStatements()
        guard !diagram.nodes.isEmpty else {
            throw ParseError(message: "mindmap has no nodes; add its root on the next line", offset: scanner.offset)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.match("::icon(") {
            let name = scanner.scan { $0 != ")" && $0 != "\n" }
            guard scanner.match(")") else { throw ParseError(message: "'::icon(' is never closed; add ')'", offset: start) }
            try decorateLastNode(at: start) { $0.icon = name.trimmingSpaces }
            return
        }
        if scanner.match(":::") {
            let names = scanner.scanRestOfLine().split(separator: " ").map(String.init)
            try decorateLastNode(at: start) { $0.classes += names }
            return
        }
        guard diagram.nodes.count < maximumNodes else {
            throw ParseError(message: "mindmap has more than \(maximumNodes) nodes", offset: start, rule: MermaidRule.limit)
        }
        let indent = scanner.source.lineAndColumn(of: start).column
        let node = try parseNode()
        _ = diagram.outline.add(indent: indent)
        if diagram.outline.roots.count > 1 {
            throw ParseError(
                message: "a mindmap has one root; indent '\(node.id)' under '\(diagram.nodes[0].id)'", offset: start)
        }
        diagram.nodes.append(node)
    }

    /// Applies a decoration line to the node above it.
    private mutating func decorateLastNode(
        at offset: Int, _ change: (inout MindmapDiagram.Node) -> Void
    ) throws(ParseError) {
        guard !diagram.nodes.isEmpty else {
            throw ParseError(message: "'::icon' and ':::' lines decorate the node above them; add a node first", offset: offset)
        }
        change(&diagram.nodes[diagram.nodes.count - 1])
    }

    /// Reads `id`, `id[text]`, `id(text)`, `id((text))`, `id))text((`, `id)text(` or `id{{text}}`.
    private mutating func parseNode() throws(ParseError) -> MindmapDiagram.Node {
        let start = scanner.offset
        let id = scanner.scan { !["[", "(", ")", "{", "\n"].contains($0) }.trimmingSpaces
        let openers: [(String, String, MindmapDiagram.Shape)] = [
            ("((", "))", .circle), ("))", "((", .bang), ("{{", "}}", .hexagon), ("(", ")", .rounded), (")", "(", .cloud),
            ("[", "]", .square),
        ]
        guard let (open, close, shape) = openers.first(where: { scanner.lookingAt($0.0) }) else {
            guard !id.isEmpty else { throw ParseError(message: "expected a node", offset: start) }
            return MindmapDiagram.Node(id: id, label: LabelDecoder.decode(id, quoted: false), shape: .plain)
        }
        let openOffset = scanner.offset
        _ = scanner.match(open)
        scanner.skipSpaces()
        let label: TextBlock
        if scanner.peek() == "\"" {
            label = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
            scanner.skipSpaces()
            guard scanner.match(close) else {
                throw ParseError(message: "expected '\(close)' to close the node's '\(open)'", offset: scanner.offset)
            }
        } else {
            let rest = scanner.scanRestOfLine().trimmingSpaces
            guard rest.hasSuffix(close), rest.unicodeScalars.count >= close.unicodeScalars.count else {
                throw ParseError(message: "expected '\(close)' to close the node's '\(open)'", offset: openOffset)
            }
            label = LabelDecoder.decode(String(rest.dropLast(close.count)), quoted: false)
        }
        return MindmapDiagram.Node(id: id.isEmpty ? label.plain : id, label: label, shape: shape)
    }
}
