import DocGenDiagnostics

/// Parses `classDiagram`/`classDiagram-v2` source into a ``ClassDiagram``.
///
/// One statement per line: declarations with optional bodies, member lines, relations,
/// namespaces (an explicit stack, bounded by the nesting limit), notes, styles and links.
struct ClassParser: StatementParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = ClassDiagram()
    var warnings: [ParseError] = []
    var classIndex: [String: Int] = [:]
    var namespaceIndex: [String: Int] = [:]
    /// Open `namespace … {` blocks, innermost last, by id.
    var namespaceStack: [String] = []
    var pendingClasses: [(ids: [String], className: String)] = []
    var pendingStyles: [(id: String, properties: [StyleProperty])] = []
    var pendingClicks: [(id: String, link: NodeLink)] = []

    /// A parser for `source` whose header word starts at `headerOffset`.
    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    /// Parses the whole diagram.
    mutating func parse() throws(ParseError) -> ClassDiagram {
        try parseHeaderLine()
        try parseStatements()
        if let open = namespaceStack.last, let index = namespaceIndex[open] {
            throw ParseError(
                message: "namespace '\(open)' is never closed; add '}'", offset: diagram.namespaces[index].offset)
        }
        finish()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if scanner.match("}") { return try closeNamespace(at: start) }
        if scanner.matchKeyword("namespace") { return try openNamespace(at: start) }
        if scanner.matchKeyword("class") { return try parseClassDeclaration() }
        if scanner.lookingAt("<<") { return try parseAnnotationStatement() }
        if scanner.matchKeyword("note") { return try parseNote(at: start) }
        if scanner.matchKeyword("direction") {
            diagram.direction = try scanner.scanDirection()
            return
        }
        if scanner.matchKeyword("classDef") { return try parseClassDefinition() }
        if scanner.matchKeyword("cssClass") { return try parseCSSClass() }
        if scanner.matchKeyword("style") { return try parseStyle() }
        if scanner.matchKeyword("click") { return try parseClick() }
        if scanner.matchKeyword("link") { return try parseClick() }
        if scanner.matchKeyword("callback") { return try parseCallback(at: start) }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        try parseRelationOrMember()
    }

    /// Creates the class on first mention and returns its index.
    @discardableResult
    mutating func touch(_ id: String, at offset: Int) throws(ParseError) -> Int {
        if let index = classIndex[id] { return index }
        guard diagram.classes.count < options.maximumNodes else {
            throw ParseError(
                message: "diagram has more than \(options.maximumNodes) classes", offset: offset, rule: MermaidRule.limit)
        }
        diagram.classes.append(ClassNode(id: id, offset: offset))
        classIndex[id] = diagram.classes.count - 1
        return diagram.classes.count - 1
    }
}

extension Scanner {
    /// Reads the word after `direction` as a direction, or throws naming the closest one.
    mutating func scanDirection() throws(ParseError) -> FlowDirection {
        skipSpaces()
        let start = offset
        let word = scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard let direction = FlowDirection(keyword: word) else {
            throw ParseError(
                message: "unknown direction '\(word)'\(Suggestion.hint(for: word, in: FlowDirection.keywords))", offset: start)
        }
        return direction
    }
}
