import DocGenDiagnostics

/// Parses `architecture-beta` source into an ``ArchitectureDiagram``.
///
/// One statement per line: `group id(icon)[title] in parent`, `service id(icon)[title] in
/// group`, `junction id in group`, and edges `a:R -- L:b` with `<` and `>` arrows and
/// `{group}` modifiers; `accTitle` and `accDescr`.
struct ArchitectureParser: StatementParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = ArchitectureDiagram()
    var warnings: [ParseError] = []
    var declared: Set<String> = []

    /// A parser for `source` whose header word starts at `headerOffset`.
    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    /// Parses the whole diagram.
    mutating func parse() throws(ParseError) -> ArchitectureDiagram {
        try parseHeaderLine()
        try parseStatements()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            _ = scanner.scanRestOfStatement()
            return
        }
        for keyword in ["group", "service", "junction"] where scanner.matchKeyword(keyword) {
            return try parseDeclaration(keyword, at: start)
        }
        try parseEdge(at: start)
    }

    /// `group|service id(icon)[title] (in parent)?` or `junction id (in parent)?`.
    private mutating func parseDeclaration(_ keyword: String, at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let idOffset = scanner.offset
        let id = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
        guard !id.isEmpty else { throw ParseError(message: "expected an id after '\(keyword)'", offset: idOffset) }
        guard !declared.contains(id) else { throw ParseError(message: "'\(id)' is declared twice", offset: idOffset) }
        var item = ArchitectureItem(id: id, isJunction: keyword == "junction")
        if keyword != "junction" {
            if scanner.match("(") {
                item.icon = scanner.scan { $0 != ")" && $0 != "\n" }
                guard scanner.match(")") else { throw ParseError(message: "expected ')' after the icon", offset: scanner.offset) }
            }
            if scanner.match("[") {
                item.title = LabelDecoder.decode(scanner.scan { $0 != "]" && $0 != "\n" }, quoted: false).plain
                guard scanner.match("]") else {
                    throw ParseError(message: "expected ']' after the title", offset: scanner.offset)
                }
            }
        }
        scanner.skipSpaces()
        if scanner.matchKeyword("in") {
            scanner.skipSpaces()
            let parentOffset = scanner.offset
            let parent = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
            guard diagram.groups.contains(where: { $0.id == parent }) else {
                throw ParseError(message: "'\(parent)' is not a group declared before '\(id)'", offset: parentOffset)
            }
            item.parent = parent
        }
        let count = diagram.groups.count + diagram.nodes.count
        guard count < options.maximumNodes else {
            throw ParseError(
                message: "diagram has more than \(options.maximumNodes) items", offset: start, rule: MermaidRule.limit)
        }
        declared.insert(id)
        if keyword == "group" { diagram.groups.append(item) } else { diagram.nodes.append(item) }
    }

    /// `a{group}:R <--> L:b{group}`.
    private mutating func parseEdge(at start: Int) throws(ParseError) {
        var lookahead = scanner
        let word = lookahead.scan { Scanner.isWordScalar($0) }
        if lookahead.peek() != ":", lookahead.peek() != "{" {
            let hint = Suggestion.hint(for: word, in: ["group", "service", "junction"])
            throw ParseError(
                message: "expected 'group', 'service', 'junction' or an edge such as 'a:R -- L:b'\(hint)", offset: start)
        }
        let (from, fromGroup) = try scanEnd()
        guard scanner.match(":") else {
            throw ParseError(message: "expected ':' and a side after '\(from)'", offset: scanner.offset)
        }
        let fromSide = try scanSide()
        scanner.skipSpaces()
        let arrowAtStart = scanner.match("<")
        guard scanner.match("--") else { throw ParseError(message: "expected '--' between the sides", offset: scanner.offset) }
        let arrowAtEnd = scanner.match(">")
        scanner.skipSpaces()
        let toSide = try scanSide()
        guard scanner.match(":") else { throw ParseError(message: "expected ':' after the side", offset: scanner.offset) }
        let (to, toGroup) = try scanEnd()
        guard diagram.edges.count < options.maximumEdges else {
            throw ParseError(
                message: "diagram has more than \(options.maximumEdges) edges", offset: start, rule: MermaidRule.limit)
        }
        diagram.edges.append(
            ArchitectureEdge(
                from: from, fromSide: fromSide, fromGroup: fromGroup, to: to, toSide: toSide, toGroup: toGroup,
                arrowAtStart: arrowAtStart, arrowAtEnd: arrowAtEnd))
    }

    /// A declared service or junction id, with `{group}` after it.
    private mutating func scanEnd() throws(ParseError) -> (String, Bool) {
        let offset = scanner.offset
        let id = scanner.scan { Scanner.isWordScalar($0) }
        guard diagram.nodes.contains(where: { $0.id == id }) else {
            let hint = Suggestion.hint(for: id, in: diagram.nodes.map(\.id))
            let shown = id.isEmpty ? currentWord() : id
            throw ParseError(message: "'\(shown)' is not a declared service or junction\(hint)", offset: offset)
        }
        return (id, scanner.match("{group}"))
    }

    private mutating func scanSide() throws(ParseError) -> ArchitectureSide {
        let offset = scanner.offset
        guard let scalar = scanner.peek(), let side = ArchitectureSide(rawValue: String(scalar)) else {
            throw ParseError(message: "expected a side: T, B, L or R", offset: offset)
        }
        scanner.advance()
        return side
    }
}
