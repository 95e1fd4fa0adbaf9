import DocGenDiagnostics

/// Parses C4 diagrams into a ``C4Diagram``.
///
/// One statement per line: `Name(arguments)` calls, where a boundary or deployment node may
/// open a `{ … }` block; `title`, `accTitle` and `accDescr`. Arguments are positional (quoted
/// or bare) or named (`$key="value"`), as in C4-PlantUML.
struct C4Parser: StatementParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = C4Diagram()
    var warnings: [ParseError] = []
    /// Open boundaries, innermost last, by index.
    var open: [Int] = []
    var openedBlock = false
    var pendingElementStyles: [(alias: String, properties: [StyleProperty])] = []
    var pendingRelationStyles: [(from: String, to: String, properties: [StyleProperty])] = []

    var statementContinuesLine: Bool { openedBlock }

    /// Element functions and what they draw: stereotype, shape, external.
    static let elements: [String: (String, C4Element.Shape, Bool)] = {
        var table: [String: (String, C4Element.Shape, Bool)] = [
            "Person": ("person", .person, false), "Person_Ext": ("external_person", .person, true),
        ]
        for base in ["System", "Container", "Component"] {
            let word = base.lowercased()
            table[base] = (word, .box, false)
            table[base + "Db"] = (word + "_db", .database, false)
            table[base + "Queue"] = (word + "_queue", .queue, false)
            table[base + "_Ext"] = ("external_" + word, .box, true)
            table[base + "Db_Ext"] = ("external_" + word + "_db", .database, true)
            table[base + "Queue_Ext"] = ("external_" + word + "_queue", .queue, true)
        }
        return table
    }()
    /// Boundary functions; the value is the type drawn when none is given.
    static let boundaries: [String: String?] = [
        "Boundary": nil, "Enterprise_Boundary": "enterprise", "System_Boundary": "system",
        "Container_Boundary": "container", "Deployment_Node": nil, "Node": nil, "Node_L": nil, "Node_R": nil,
    ]
    /// Relationship functions; `Rel_Back` runs from the second alias to the first.
    static let relationships = [
        "Rel", "BiRel", "Rel_U", "Rel_Up", "Rel_D", "Rel_Down", "Rel_L", "Rel_Left", "Rel_R", "Rel_Right", "Rel_Back",
        "RelIndex",
    ]
    /// Calls read and not drawn: legend settings and layout macros.
    static let ignored = [
        "UpdateBoundaryStyle", "AddElementTag", "AddRelTag", "SHOW_LEGEND", "LAYOUT_TOP_DOWN",
        "LAYOUT_LEFT_RIGHT", "LAYOUT_WITH_LEGEND",
    ]

    /// Every statement name, for recognising a call and suggesting one.
    static let known: [String] =
        (Array(elements.keys) + Array(boundaries.keys) + relationships + ignored + [
            "UpdateElementStyle", "UpdateRelStyle", "UpdateLayoutConfig",
        ]).sorted()
    /// The same names as a set, looked up once per statement.
    private static let knownSet = Set(known)

    /// A parser for `source` whose header word starts at `headerOffset`.
    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    /// Parses the whole diagram.
    mutating func parse() throws(ParseError) -> C4Diagram {
        try parseHeaderLine()
        try parseStatements()
        if let last = open.last {
            throw ParseError(
                message: "'\(diagram.boundaries[last].alias)' is never closed; add '}'", offset: diagram.boundaries[last].offset)
        }
        for (alias, properties) in pendingElementStyles {
            for index in diagram.elements.indices where diagram.elements[index].alias == alias {
                diagram.elements[index].style = diagram.elements[index].style.merged(with: properties)
            }
        }
        for (from, to, properties) in pendingRelationStyles {
            for index in diagram.relationships.indices
            where diagram.relationships[index].from == from && diagram.relationships[index].to == to {
                diagram.relationships[index].style = diagram.relationships[index].style.merged(with: properties)
            }
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        openedBlock = false
        let start = scanner.offset
        if scanner.match("}") {
            guard open.popLast() != nil else { throw ParseError(message: "'}' without an open boundary", offset: start) }
            openedBlock = true
            return
        }
        if scanner.matchKeyword("title") {
            scanner.skipSpaces()
            diagram.title = scanner.scanRestOfStatement().trimmingSpaces
            return
        }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        let name = scanner.scan { Scanner.isWordScalar($0) }
        guard Self.knownSet.contains(name) else {
            let shown = name.isEmpty ? currentWord() : name
            throw ParseError(
                message: "unknown C4 statement '\(shown)'\(Suggestion.hint(for: name, in: Self.known))", offset: start)
        }
        scanner.skipSpaces()
        let (positional, named) = try scanArguments(after: name)
        func argument(_ index: Int, _ key: String) -> String? {
            named[key.lowercased()] ?? (index < positional.count ? positional[index] : nil)
        }
        func required(_ index: Int, _ what: String) throws(ParseError) -> String {
            guard let value = argument(index, what), !value.isEmpty else {
                throw ParseError(message: "'\(name)' needs \(what) as argument \(index + 1)", offset: start)
            }
            return value
        }
        if let (stereotype, shape, external) = Self.elements[name] {
            let hasTechnology = !name.hasPrefix("Person") && !name.hasPrefix("System")
            guard diagram.elements.count < options.maximumNodes else {
                throw ParseError(
                    message: "diagram has more than \(options.maximumNodes) elements", offset: start, rule: MermaidRule.limit)
            }
            diagram.elements.append(
                C4Element(
                    alias: try required(0, "an alias"), stereotype: stereotype, shape: shape, isExternal: external,
                    label: argument(1, "label") ?? "", technology: hasTechnology ? argument(2, "techn") : nil,
                    description: argument(hasTechnology ? 3 : 2, "descr"), boundary: open.last))
        } else if let defaultType = Self.boundaries[name] {
            let isNode = name.hasPrefix("Node") || name == "Deployment_Node"
            let type = name == "Boundary" || isNode ? argument(2, "type") : defaultType
            guard open.count < options.maximumNesting else {
                throw ParseError(
                    message: "boundaries nest deeper than \(options.maximumNesting)", offset: start, rule: MermaidRule.limit)
            }
            diagram.boundaries.append(
                C4Boundary(
                    alias: try required(0, "an alias"), label: argument(1, "label") ?? "", type: type, parent: open.last,
                    offset: start))
            scanner.skipSpaces()
            if scanner.match("{") {
                open.append(diagram.boundaries.count - 1)
                openedBlock = true
            }
        } else if Self.relationships.contains(name) {
            let shift = name == "RelIndex" ? 1 : 0
            var from = try required(shift, "a source alias")
            var to = try required(shift + 1, "a target alias")
            if name == "Rel_Back" { swap(&from, &to) }
            guard diagram.relationships.count < options.maximumEdges else {
                throw ParseError(
                    message: "diagram has more than \(options.maximumEdges) relationships", offset: start,
                    rule: MermaidRule.limit)
            }
            diagram.relationships.append(
                C4Relationship(
                    from: from, to: to, label: argument(shift + 2, "label") ?? "",
                    technology: argument(shift + 3, "techn"), isBidirectional: name == "BiRel"))
        } else if name == "UpdateElementStyle" {
            let keys = [("bgColor", "fill"), ("fontColor", "color"), ("borderColor", "stroke")]
            pendingElementStyles.append((try required(0, "an element alias"), style(keys, positionalFrom: 1, positional, named)))
        } else if name == "UpdateLayoutConfig" {
            diagram.shapesInRow = perRow(named["c4shapeinrow"], default: diagram.shapesInRow)
            diagram.boundariesInRow = perRow(named["c4boundaryinrow"], default: diagram.boundariesInRow)
        } else if name == "UpdateRelStyle" {
            let keys = [("textColor", "color"), ("lineColor", "stroke")]
            pendingRelationStyles.append(
                (
                    try required(0, "a source alias"), try required(1, "a target alias"),
                    style(keys, positionalFrom: 2, positional, named)
                ))
        }
    }

    /// A count per row from `UpdateLayoutConfig`; a value that is not a positive number keeps the default.
    private func perRow(_ value: String?, default current: Int) -> Int {
        guard let value, let count = Int(value), count > 0 else { return current }
        return min(count, 1_000)
    }

    /// Safe style properties from C4 colour arguments; unsafe values are dropped with a warning.
    private mutating func style(
        _ keys: [(String, String)], positionalFrom first: Int, _ positional: [String], _ named: [String: String]
    ) -> [StyleProperty] {
        var text: [String] = []
        for (index, (key, property)) in keys.enumerated() {
            let value = named[key.lowercased()] ?? (first + index < positional.count ? positional[first + index] : nil)
            if let value, !value.isEmpty { text.append("\(property):\(value)") }
        }
        return StyleParser.properties(text.joined(separator: ","), at: scanner.offset, warnings: &warnings)
    }

    /// `(a, "b", $key="value")`: positional and named arguments, quotes removed.
    private mutating func scanArguments(after name: String) throws(ParseError) -> ([String], [String: String]) {
        guard scanner.match("(") else {
            throw ParseError(message: "expected '(' after '\(name)'", offset: scanner.offset)
        }
        var positional: [String] = []
        var named: [String: String] = [:]
        while true {
            scanner.skipSpaces()
            if scanner.match(")") { return (positional, named) }
            var key: String?
            if scanner.match("$") {
                key = scanner.scan { Scanner.isWordScalar($0) }.lowercased()
                scanner.skipSpaces()
                guard scanner.match("=") else {
                    throw ParseError(message: "expected '=' after '$\(key ?? "")'", offset: scanner.offset)
                }
                scanner.skipSpaces()
            }
            var value: String
            if scanner.peek() == "\"" {
                value = try scanner.scanQuoted()
            } else {
                value = scanner.scan { $0 != "," && $0 != ")" && $0 != "\n" }.trimmingSpaces
            }
            if let key { named[key] = value } else { positional.append(value) }
            scanner.skipSpaces()
            if scanner.match(",") { continue }
            guard scanner.peek() == ")" else {
                throw ParseError(message: "expected ',' or ')' in the arguments of '\(name)'", offset: scanner.offset)
            }
        }
    }
}
