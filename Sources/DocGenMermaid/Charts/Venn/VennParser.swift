/// Reads `venn` source: `set ID["label"]:size`, `union A,B["label"]:size`, `text ID["label"]`
/// lines that attach to the set or union above, `style` lines and `title`.
struct VennParser: StatementParser {
    var scanner: Scanner
    private var diagram = VennDiagram()
    /// Whether the last area read was a union (else a set), for `text` lines.
    private var lastWasUnion = false
    private(set) var warnings: [ParseError] = []

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
    }

    mutating func parse() throws(ParseError) -> VennDiagram {
        try parseHeaderLine()
        try parseStatements()
        guard !diagram.sets.isEmpty else {
            throw ParseError(message: "venn diagram has no sets; add 'set ID' lines", offset: scanner.offset)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            scanner.skipSpaces()
            diagram.title = scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scanRestOfLine().trimmingSpaces
            return
        }
        if scanner.matchKeyword("set") {
            guard diagram.sets.count < 12 else {
                throw ParseError(message: "venn diagram has more than 12 sets", offset: start, rule: MermaidRule.limit)
            }
            var area = try area()
            area.members = [area.id]
            diagram.sets.append(area)
            lastWasUnion = false
            return
        }
        if scanner.matchKeyword("union") {
            let area = try area()
            let members = area.id.split(separator: ",").map { String($0).trimmingSpaces }
            for member in members where !diagram.sets.contains(where: { $0.id == member }) {
                throw ParseError(message: "union names '\(member)', which is not a set declared above", offset: start)
            }
            var union = area
            union.members = members
            union.id = members.joined(separator: ",")
            diagram.unions.append(union)
            lastWasUnion = true
            return
        }
        if scanner.matchKeyword("text") {
            let text = try area()
            if lastWasUnion, !diagram.unions.isEmpty {
                diagram.unions[diagram.unions.count - 1].texts.append((text.id, text.label))
            } else if !diagram.sets.isEmpty {
                diagram.sets[diagram.sets.count - 1].texts.append((text.id, text.label))
            } else {
                throw ParseError(message: "'text' belongs to a set or union; declare one above it", offset: start)
            }
            return
        }
        if scanner.matchKeyword("style") {
            let (ids, text, offset) = try scanner.scanClassDefinition()
            let properties = StyleParser.properties(text, at: offset, warnings: &warnings)
            for id in ids { diagram.styles[id, default: []] = (diagram.styles[id] ?? []).merged(with: properties) }
            return
        }
        throw ParseError(message: "unexpected '\(currentWord())'; expected 'set', 'union', 'text' or 'style'", offset: start)
    }

    /// Reads `ID`, `ID["label"]` and an optional `:size`; for unions the id is `A,B`.
    private mutating func area() throws(ParseError) -> VennDiagram.Area {
        scanner.skipSpaces()
        let start = scanner.offset
        let id = scanner.scan { $0 != "[" && $0 != ":" && $0 != "\n" }.trimmingSpaces
        guard !id.isEmpty else { throw ParseError(message: "expected a name", offset: start) }
        var label = TextBlock(id)
        if scanner.match("[") {
            scanner.skipSpaces()
            let raw = scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scan { $0 != "]" && $0 != "\n" }
            scanner.skipSpaces()
            guard scanner.match("]") else { throw ParseError(message: "expected ']' after the label", offset: scanner.offset) }
            label = LabelDecoder.decode(raw, quoted: true)
        }
        var size: Double?
        if scanner.match(":") {
            scanner.skipSpaces()
            let sizeStart = scanner.offset
            let text = scanner.scan { ("0"..."9").contains($0) || $0 == "." }
            guard let value = Double(text), value > 0 else {
                throw ParseError(message: "expected a size above 0 after ':'", offset: sizeStart)
            }
            size = value
        }
        return VennDiagram.Area(id: id, label: label, size: size)
    }
}
