import DocGenDiagnostics

/// Parses `stateDiagram`/`stateDiagram-v2` source into a ``StateDiagram``.
///
/// Composite states are tracked with an explicit stack of open blocks (bounded by the
/// nesting limit); `[*]` means a start or end state scoped to the innermost block.
struct StateParser: StatementParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = StateDiagram()
    var warnings: [ParseError] = []
    var stateIndex: [String: Int] = [:]
    var frames: [Frame] = [Frame(composite: nil, offset: 0)]
    var pendingClasses: [(ids: [String], className: String)] = []
    var pendingStyles: [(id: String, properties: [StyleProperty], offset: Int)] = []
    var pendingClicks: [(id: String, link: NodeLink)] = []
    /// Whether the statement just read opened a block, so more may follow on the same line.
    var openedBlock = false
    /// `direction` inside composites, applied when they close.
    var pendingDirections: [String: FlowDirection] = [:]

    /// An open composite state (or the root), with the states of each concurrent region.
    struct Frame {
        var composite: String?
        var regions: [[String]] = [[]]
        var offset: Int
    }

    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    mutating func parse() throws(ParseError) -> StateDiagram {
        try parseHeaderLine()
        try parseStatements()
        if frames.count > 1, let open = frames.last {
            throw ParseError(message: "state '\(open.composite ?? "")' is never closed; add '}'", offset: open.offset)
        }
        try finish()
        return diagram
    }

    var statementContinuesLine: Bool { openedBlock }

    mutating func parseStatement() throws(ParseError) {
        openedBlock = false
        let start = scanner.offset
        if scanner.match("}") { return try closeComposite(at: start) }
        if scanner.lookingAt("--"), isDivider() { return try addDivider(at: start) }
        if scanner.matchKeyword("state") { return try parseStateDeclaration(at: start) }
        if scanner.matchKeyword("note") { return try parseNote(at: start) }
        if scanner.matchKeyword("direction") { return try parseDirection() }
        if scanner.matchKeyword("classDef") {
            let (names, text, offset) = try scanner.scanClassDefinition()
            let properties = styleProperties(text, at: offset)
            for name in names where !name.isEmpty {
                diagram.classDefinitions.append(ClassDefinition(name: name, properties: properties))
            }
            return
        }
        if scanner.matchKeyword("class") {
            pendingClasses.append(try scanner.scanClassAssignment())
            return
        }
        if scanner.matchKeyword("style") { return try parseStyle() }
        if scanner.matchKeyword("click") { return try parseClick() }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("hide") || scanner.matchKeyword("scale") {
            _ = scanner.scanRestOfLine()
            return
        }
        try parseTransitionOrDescription()
    }

    private func isDivider() -> Bool {
        var copy = scanner
        copy.advance(2)
        copy.skipSpaces()
        return copy.isAtStatementEnd
    }

    private mutating func parseTransitionOrDescription() throws(ParseError) {
        let from = try parseStateReference(asSource: true)
        scanner.skipSpaces()
        if scanner.match("-->") {
            scanner.skipSpaces()
            guard !scanner.isAtStatementEnd else {
                throw ParseError(message: "expected a state after '-->'", offset: scanner.offset)
            }
            let arrowOffset = scanner.offset
            let to = try parseStateReference(asSource: false)
            scanner.skipSpaces()
            var label: TextBlock?
            if scanner.match(":") { label = LabelDecoder.decode(scanner.scanRestOfLine().trimmingSpaces, quoted: false) }
            guard diagram.transitions.count < options.maximumEdges else {
                throw ParseError(
                    message: "diagram has more than \(options.maximumEdges) transitions", offset: arrowOffset,
                    rule: MermaidRule.limit)
            }
            diagram.transitions.append(
                StateTransition(from: from, to: to, label: label?.isEmpty == true ? nil : label, offset: arrowOffset))
        } else if scanner.match(":") {
            let text = LabelDecoder.decode(scanner.scanRestOfLine().trimmingSpaces, quoted: false)
            if let index = stateIndex[from], !text.isEmpty { diagram.states[index].descriptions.append(text) }
        } else if !scanner.isAtStatementEnd {
            throw ParseError(message: "unexpected '\(currentWord())'; expected '-->' or ':'", offset: scanner.offset)
        }
    }

    /// Reads `[*]` or an id with an optional `:::class`, creating the state on first mention.
    mutating func parseStateReference(asSource: Bool) throws(ParseError) -> String {
        let start = scanner.offset
        if scanner.match("[*]") {
            let scope = currentScopeName()
            let id = asSource ? "\(scope)_start" : "\(scope)_end"
            try touch(id, kind: asSource ? .start : .end, at: start)
            return id
        }
        let id = scanner.scanIdentifier()
        guard !id.isEmpty else { throw ParseError(message: "expected a state id, found '\(currentWord())'", offset: start) }
        let index = try touch(id, kind: .normal, at: start)
        while scanner.match(":::") {
            let name = scanner.scanIdentifier()
            guard !name.isEmpty else { throw ParseError(message: "expected a class name after ':::'", offset: scanner.offset) }
            diagram.states[index].classes.append(name)
        }
        return id
    }

    /// The name `[*]` states of the innermost block are scoped by.
    private func currentScopeName() -> String {
        guard let frame = frames.last, let composite = frame.composite else { return "root" }
        return frame.regions.count > 1 ? "\(composite)_r\(frame.regions.count - 1)" : composite
    }

    @discardableResult
    mutating func touch(_ id: String, kind: StateKind, at offset: Int) throws(ParseError) -> Int {
        let (count, parent) = (diagram.states.count, frames.last?.composite)
        let index = try Self.firstMention(
            of: id, in: &diagram.states, index: &stateIndex, maximum: options.maximumNodes, noun: "states", at: offset
        ) { StateNode(id: id, kind: kind, parent: parent, offset: offset) }
        if diagram.states.count > count, parent != nil {
            frames[frames.count - 1].regions[frames[frames.count - 1].regions.count - 1].append(id)
        }
        return index
    }
}

/// `style` and `click` in state diagrams, and applying deferred classes, styles and links.
extension StateParser {
    mutating func parseStyle() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let ids = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty else { throw ParseError(message: "expected a state id after 'style'", offset: start) }
        scanner.skipSpaces()
        let textStart = scanner.offset
        let properties = styleProperties(scanner.scanRestOfLine(), at: textStart)
        for id in ids.split(separator: ",") { pendingStyles.append((String(id), properties, start)) }
    }

    mutating func parseClick() throws(ParseError) {
        let (id, link, problem) = try scanner.scanClickStatement(noun: "state")
        if let problem { warnings.append(problem) }
        if let link { pendingClicks.append((id, link)) }
    }

    /// Parses declarations, warning about any dropped as unsafe or unknown.
    mutating func styleProperties(_ text: String, at offset: Int) -> [StyleProperty] {
        StyleParser.properties(text, at: offset, warnings: &warnings)
    }

    mutating func finish() throws(ParseError) {
        for (ids, className) in pendingClasses {
            for id in ids { if let index = stateIndex[id] { diagram.states[index].classes.append(className) } }
        }
        for (id, properties, _) in pendingStyles {
            if let index = stateIndex[id] { diagram.states[index].style = diagram.states[index].style.merged(with: properties) }
        }
        for (id, link) in pendingClicks {
            if let index = stateIndex[id] { diagram.states[index].link = link }
        }
    }
}
