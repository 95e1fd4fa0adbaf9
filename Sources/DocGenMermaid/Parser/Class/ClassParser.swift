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
        try Self.firstMention(
            of: id, in: &diagram.classes, index: &classIndex, maximum: options.maximumNodes, noun: "classes", at: offset
        ) { ClassNode(id: id, offset: offset) }
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

/// `classDef`, `cssClass`, `style`, `click`, `link` and `callback`, applied once all classes are known.
extension ClassParser {
    mutating func parseClassDefinition() throws(ParseError) {
        let (names, text, offset) = try scanner.scanClassDefinition()
        let properties = StyleParser.properties(text, at: offset, warnings: &warnings)
        for name in names where !name.isEmpty {
            diagram.classDefinitions.append(ClassDefinition(name: name, properties: properties))
        }
    }

    /// `cssClass "A,B" name` (the ids quoted or not).
    private mutating func parseCSSClass() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let ids =
            scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n") }
        scanner.skipSpaces()
        let className = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty, !className.isEmpty else {
            throw ParseError(message: "expected 'cssClass \"ids\" className', such as cssClass \"A,B\" highlight", offset: start)
        }
        pendingClasses.append((ids.split(separator: ",").map { String($0).trimmingSpaces }, className))
    }

    /// `style A,B fill:#f9f,stroke:#333`.
    mutating func parseStyle() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let ids = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty else { throw ParseError(message: "expected a class name after 'style'", offset: start) }
        scanner.skipSpaces()
        let textStart = scanner.offset
        let properties = StyleParser.properties(scanner.scanRestOfLine(), at: textStart, warnings: &warnings)
        for id in ids.split(separator: ",") { pendingStyles.append((String(id), properties)) }
    }

    /// `click A href "url" "tooltip"` or `link A "url" "tooltip"`, under the flowchart's URL rules.
    mutating func parseClick() throws(ParseError) {
        let (id, link, problem) = try scanner.scanClickStatement(noun: "class")
        if let problem { warnings.append(problem) }
        if let link { pendingClicks.append((id, link)) }
    }

    /// `callback A "function"`: scripts never run, so it is dropped with a warning.
    private mutating func parseCallback(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let id = scanner.scanIdentifier(allowingDots: false)
        _ = scanner.scanRestOfStatement()
        warnings.append(
            ParseError(
                message: "callback on '\(id)' is ignored; only links are supported", offset: start, rule: MermaidRule.click))
    }

    /// Applies deferred classes, styles and links.
    mutating func finish() {
        for (ids, className) in pendingClasses {
            for id in ids { if let index = classIndex[id] { diagram.classes[index].classes.append(className) } }
        }
        for (id, properties) in pendingStyles {
            if let index = classIndex[id] { diagram.classes[index].style = diagram.classes[index].style.merged(with: properties) }
        }
        for (id, link) in pendingClicks {
            if let index = classIndex[id] { diagram.classes[index].link = link }
        }
    }
}
