import DocGenDiagnostics

/// Parses `graph`/`flowchart` source into a ``FlowchartDiagram``.
///
/// A recursive-descent parser over statements; each statement ends at a newline or `;`.
/// Nesting is tracked with an explicit subgraph stack, and node and edge counts are checked
/// as they grow so hostile input stops early.
struct FlowchartParser: StatementParser {
    var scanner: Scanner
    var diagram = FlowchartDiagram()
    let options: MermaidOptions
    /// Problems that do not stop the parse (dropped links and styles).
    var warnings: [ParseError] = []
    var nodeIndex: [String: Int] = [:]
    var subgraphStack: [SubgraphFrame] = []
    var closedSubgraphs: Set<String> = []
    var claimedNodes: Set<String> = []
    var pendingClasses: [(ids: [String], className: String)] = []
    var pendingStyles: [(id: String, properties: [StyleProperty], offset: Int)] = []
    var pendingClicks: [(id: String, link: NodeLink)] = []
    /// Edge ids (`A e1@--> B`) and their edge indices.
    var edgeIndex: [String: Int] = [:]
    /// Edges made to move with `@{ animate: true }` or `animation:`.
    var animatedEdges: [String: EdgeAnimation] = [:]

    /// An open `subgraph … end` block.
    struct SubgraphFrame {
        var id: String
        var title: TextBlock
        var direction: FlowDirection?
        var members: [String] = []
        var memberSet: Set<String> = []
        var offset: Int
    }

    /// A parser for `source` whose header word starts at `headerOffset`.
    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    /// Parses the whole diagram.
    mutating func parse() throws(ParseError) -> FlowchartDiagram {
        _ = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
        scanner.skipSpaces()
        if !scanner.isAtStatementEnd {
            let start = scanner.offset
            let word = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
            guard let direction = FlowDirection(keyword: word) else {
                throw ParseError(message: "unknown direction '\(word)'\(hint(word, FlowDirection.keywords))", offset: start)
            }
            diagram.direction = direction
        }
        try parseStatements(expected: "a new line or ';'")
        if let open = subgraphStack.last {
            throw ParseError(message: "subgraph '\(open.id)' is never closed; add 'end'", offset: open.offset)
        }
        try finish()
        return diagram
    }

    func hint(_ word: String, _ candidates: [String]) -> String {
        Suggestion.hint(for: word, in: candidates)
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if scanner.matchKeyword("subgraph") { return try openSubgraph(at: start) }
        if scanner.matchKeyword("end") { return try closeSubgraph(at: start) }
        if scanner.matchKeyword("direction") { return try parseDirection(at: start) }
        if scanner.matchKeyword("classDef") { return try parseClassDefinition() }
        if scanner.matchKeyword("class") { return try parseClassAssignment() }
        if scanner.matchKeyword("style") { return try parseStyle() }
        if scanner.matchKeyword("linkStyle") { return try parseLinkStyle(at: start) }
        if scanner.matchKeyword("click") { return try parseClick() }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if let id = edgeIDWithData() {
            scanner.offset += id.unicodeScalars.count + 1
            return try parseEdgeData(edgeID: id)
        }
        try parseVertexStatement()
    }

    /// The id at the cursor when it names an edge and `@{` follows (`e1@{ animate: true }`).
    private func edgeIDWithData() -> String? {
        guard !edgeIndex.isEmpty else { return nil }
        var copy = scanner
        let id = copy.scanIdentifier()
        guard edgeIndex[id] != nil, copy.lookingAt("@{") else { return nil }
        return id
    }

    private mutating func parseDirection(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let wordStart = scanner.offset
        let word = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard let direction = FlowDirection(keyword: word) else {
            throw ParseError(message: "unknown direction '\(word)'\(hint(word, FlowDirection.keywords))", offset: wordStart)
        }
        if subgraphStack.isEmpty {
            diagram.direction = direction
        } else {
            subgraphStack[subgraphStack.count - 1].direction = direction
        }
    }

    // MARK: - Subgraphs

    private mutating func openSubgraph(at start: Int) throws(ParseError) {
        guard subgraphStack.count < options.maximumNesting else {
            throw ParseError(
                message: "subgraphs nest deeper than \(options.maximumNesting) levels", offset: start, rule: MermaidRule.limit)
        }
        scanner.skipSpaces()
        var id: String
        var title: TextBlock
        if scanner.peek() == "\"" {
            let text = try scanner.scanQuoted()
            id = text
            title = LabelDecoder.decode(text, quoted: true)
        } else {
            let headStart = scanner.offset
            let head = scanner.scan { !($0 == "\n" || $0 == ";" || $0 == "[") }.trimmingSpaces
            if scanner.peek() == "[" {
                scanner.advance()
                scanner.skipSpaces()
                if scanner.peek() == "\"" {
                    title = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
                    scanner.skipSpaces()
                } else {
                    title = LabelDecoder.decode(scanner.scan { $0 != "]" && $0 != "\n" }, quoted: false)
                }
                guard scanner.match("]") else {
                    throw ParseError(message: "expected ']' to close the subgraph title", offset: scanner.offset)
                }
                id = head
            } else {
                id = head
                title = LabelDecoder.decode(head, quoted: false)
            }
            guard !id.isEmpty else {
                throw ParseError(message: "expected a subgraph id or title after 'subgraph'", offset: headStart)
            }
        }
        if id.contains(where: { $0 == " " || $0 == "\t" }) || id.isEmpty {
            id = "subGraph\(closedSubgraphs.count + subgraphStack.count)"
        }
        subgraphStack.append(SubgraphFrame(id: id, title: title, offset: start))
    }

    private mutating func closeSubgraph(at start: Int) throws(ParseError) {
        guard let frame = subgraphStack.popLast() else {
            throw ParseError(message: "'end' without an open 'subgraph'", offset: start)
        }
        // A node belongs to the first subgraph that closes around it, as in Mermaid.
        var members: [String] = []
        for member in frame.members where member != frame.id {
            if closedSubgraphs.contains(member) {
                members.append(member)
            } else if claimedNodes.insert(member).inserted {
                members.append(member)
            }
        }
        closedSubgraphs.insert(frame.id)
        diagram.subgraphs.append(
            FlowSubgraph(id: frame.id, title: frame.title, members: members, direction: frame.direction, offset: frame.offset))
        if !subgraphStack.isEmpty { addMember(frame.id, toFrame: subgraphStack.count - 1) }
    }

    mutating func addMember(_ id: String, toFrame index: Int) {
        if subgraphStack[index].memberSet.insert(id).inserted { subgraphStack[index].members.append(id) }
    }

    /// Records that a statement in the innermost open subgraph mentions a node.
    mutating func noteReference(_ id: String) {
        guard !subgraphStack.isEmpty, !closedSubgraphs.contains(id) else { return }
        addMember(id, toFrame: subgraphStack.count - 1)
    }

    /// Creates the node on first mention and returns its index.
    @discardableResult
    mutating func touchNode(_ id: String, at offset: Int) throws(ParseError) -> Int {
        noteReference(id)
        return try Self.firstMention(
            of: id, in: &diagram.nodes, index: &nodeIndex, maximum: options.maximumNodes, noun: "nodes", at: offset
        ) { FlowNode(id: id, offset: offset) }
    }
}
