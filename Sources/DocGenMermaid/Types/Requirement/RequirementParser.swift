import DocGenDiagnostics

/// Parses `requirementDiagram` source into a ``RequirementDiagram``.
///
/// One statement per line: a requirement or element with its `{ key: value }` block, a
/// relationship (`a - satisfies -> b` or `b <- satisfies - a`), `direction`, `style`,
/// `classDef`, `class`, `name:::class`, `accTitle` and `accDescr`.
struct RequirementParser: StatementParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = RequirementDiagram()
    var warnings: [ParseError] = []
    var nodeIndex: [String: Int] = [:]
    var styles = StyleStatements()

    /// The keywords that declare a requirement or an element.
    static let kinds = [
        "requirement", "functionalRequirement", "interfaceRequirement", "performanceRequirement", "physicalRequirement",
        "designConstraint", "element",
    ]
    /// The relationship types of Mermaid's grammar.
    static let relationships = ["contains", "copies", "derives", "satisfies", "verifies", "refines", "traces"]

    /// A parser for `source` whose header word starts at `headerOffset`.
    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    /// Parses the whole diagram.
    mutating func parse() throws(ParseError) -> RequirementDiagram {
        try parseHeaderLine()
        try parseStatements()
        styles.apply(to: &diagram.nodes, index: nodeIndex, classes: \.classes, style: \.style)
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        if scanner.matchKeyword("direction") {
            diagram.direction = try scanner.scanDirection()
            return
        }
        if try styles.read(&scanner, definitions: &diagram.classDefinitions, noun: "a name", warnings: &warnings) {
            return
        }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        let start = scanner.offset
        for kind in Self.kinds where scanner.matchKeyword(kind) {
            scanner.skipSpaces()
            if scanner.isAtStatementEnd || scanner.peek() == "-" || scanner.peek() == "<" {
                // A node named like a keyword, in a relationship.
                scanner.offset = start
                break
            }
            return try parseDeclaration(kind: kind, at: start)
        }
        try parseRelationshipOrClasses()
    }

    /// `kind name[:::classes] {`, then `key: value` lines up to `}`.
    private mutating func parseDeclaration(kind: String, at start: Int) throws(ParseError) {
        let nameOffset = scanner.offset
        let name = try scanName()
        guard !name.isEmpty else {
            throw ParseError(message: "expected a name after '\(kind)'", offset: nameOffset)
        }
        let index = try touch(name, at: nameOffset)
        diagram.nodes[index].kind = kind
        diagram.nodes[index].offset = start
        try parseClasses(into: index)
        scanner.skipSpaces()
        guard scanner.match("{") else {
            throw ParseError(message: "expected '{' after '\(kind) \(name)'", offset: scanner.offset)
        }
        while true {
            while let scalar = scanner.peek(), scalar == " " || scalar == "\t" || scalar == "\n" || scalar == ";" {
                scanner.advance()
            }
            guard !scanner.isAtEnd else {
                throw ParseError(message: "'\(name)' is never closed; add '}'", offset: start)
            }
            if scanner.match("}") { return }
            let keyOffset = scanner.offset
            let key = scanner.scan { Scanner.isWordScalar($0) }.lowercased()
            let known = kind == "element" ? ["type", "docref"] : ["id", "text", "risk", "verifymethod"]
            guard known.contains(key) else {
                let hint = Suggestion.hint(for: key, in: known)
                throw ParseError(message: "unknown field '\(key)' in '\(name)'\(hint)", offset: keyOffset)
            }
            scanner.skipSpaces()
            guard scanner.match(":") else { throw ParseError(message: "expected ':' after '\(key)'", offset: scanner.offset) }
            scanner.skipSpaces()
            var value: String
            if scanner.peek() == "\"" {
                value = try scanner.scanQuoted()
            } else {
                value = scanner.scan { $0 != "\n" && $0 != ";" && $0 != "}" }.trimmingSpaces
            }
            if key == "risk" || key == "verifymethod" { value = value.prefix(1).uppercased() + value.dropFirst().lowercased() }
            diagram.nodes[index].fields.append((key, value))
        }
    }

    /// `a - type -> b`, `b <- type - a`, or `name:::classes`.
    private mutating func parseRelationshipOrClasses() throws(ParseError) {
        let start = scanner.offset
        let first = try scanName()
        guard !first.isEmpty else {
            throw ParseError(
                message: "unexpected '\(currentWord())'; expected a requirement, an element or a relationship",
                offset: start)
        }
        scanner.skipSpaces()
        if scanner.lookingAt(":::") {
            let index = try touch(first, at: start)
            return try parseClasses(into: index)
        }
        let backward: Bool
        if scanner.match("<-") {
            backward = true
        } else if scanner.match("-") {
            backward = false
        } else {
            throw ParseError(
                message: "expected a relationship such as '\(first) - satisfies -> other' after '\(first)'",
                offset: scanner.offset)
        }
        scanner.skipSpaces()
        let typeOffset = scanner.offset
        let type = scanner.scan { Scanner.isWordScalar($0) }
        guard Self.relationships.contains(type) else {
            let hint = Suggestion.hint(for: type, in: Self.relationships)
            throw ParseError(message: "unknown relationship '\(type)'\(hint)", offset: typeOffset)
        }
        scanner.skipSpaces()
        guard scanner.match(backward ? "-" : "->") else {
            throw ParseError(message: "expected '\(backward ? "-" : "->")' after '\(type)'", offset: scanner.offset)
        }
        scanner.skipSpaces()
        let secondOffset = scanner.offset
        let second = try scanName()
        guard !second.isEmpty else { throw ParseError(message: "expected a name after the relationship", offset: secondOffset) }
        try touch(first, at: start)
        try touch(second, at: secondOffset)
        guard diagram.relationships.count < options.maximumEdges else {
            throw ParseError(
                message: "diagram has more than \(options.maximumEdges) relationships", offset: start, rule: MermaidRule.limit)
        }
        diagram.relationships.append(
            RequirementRelationship(from: backward ? second : first, to: backward ? first : second, kind: type))
    }

    /// A name: `"quoted text"` or a word that may hold `-` and `.` (not an arrow).
    private mutating func scanName() throws(ParseError) -> String {
        if scanner.peek() == "\"" { return try scanner.scanQuoted() }
        var name = ""
        while let scalar = scanner.peek() {
            if Scanner.isWordScalar(scalar) || scalar == "." || scalar == "/" {
                name.unicodeScalars.append(scalar)
                scanner.advance()
            } else if scalar == "-", let next = scanner.peek(1), Scanner.isWordScalar(next), !name.isEmpty {
                name.unicodeScalars.append(scalar)
                scanner.advance()
            } else {
                break
            }
        }
        return name
    }

    /// `:::a,b` after a name.
    private mutating func parseClasses(into index: Int) throws(ParseError) {
        while scanner.match(":::") {
            let names = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" || $0 == "," }
            guard !names.isEmpty else { throw ParseError(message: "expected a class name after ':::'", offset: scanner.offset) }
            diagram.nodes[index].classes += names.split(separator: ",").map(String.init)
        }
    }

    /// Creates the node on first mention (an element until declared) and returns its index.
    @discardableResult
    private mutating func touch(_ name: String, at offset: Int) throws(ParseError) -> Int {
        if let index = nodeIndex[name] { return index }
        guard diagram.nodes.count < options.maximumNodes else {
            throw ParseError(
                message: "diagram has more than \(options.maximumNodes) requirements and elements", offset: offset,
                rule: MermaidRule.limit)
        }
        diagram.nodes.append(RequirementNode(kind: "element", name: name, offset: offset))
        nodeIndex[name] = diagram.nodes.count - 1
        return diagram.nodes.count - 1
    }
}
