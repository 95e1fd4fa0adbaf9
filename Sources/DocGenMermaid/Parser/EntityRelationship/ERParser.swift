import DocGenDiagnostics

/// Parses `erDiagram` source into an ``ERDiagram``.
///
/// One statement per line: an entity (with an alias, classes and an attribute block) or a
/// relationship between two entities, plus `direction`, `style`, `classDef` and `class`.
struct ERParser: StatementParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = ERDiagram()
    var warnings: [ParseError] = []
    var entityIndex: [String: Int] = [:]
    var pendingClasses: [(ids: [String], classNames: [String])] = []
    var pendingStyles: [(id: String, properties: [StyleProperty])] = []

    /// A parser for `source` whose header word starts at `headerOffset`.
    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    /// Parses the whole diagram.
    mutating func parse() throws(ParseError) -> ERDiagram {
        try parseHeaderLine()
        try parseStatements()
        finish()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        if scanner.matchKeyword("direction") {
            diagram.direction = try scanner.scanDirection()
            return
        }
        if scanner.matchKeyword("classDef") {
            let (names, text, offset) = try scanner.scanClassDefinition()
            let properties = StyleParser.properties(text, at: offset, warnings: &warnings)
            for name in names where !name.isEmpty {
                diagram.classDefinitions.append(ClassDefinition(name: name, properties: properties))
            }
            return
        }
        if scanner.matchKeyword("class") {
            let (ids, className) = try scanner.scanClassAssignment()
            pendingClasses.append((ids, className.split(separator: ",").map(String.init)))
            return
        }
        if scanner.matchKeyword("style") { return try parseStyle() }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        try parseEntityOrRelationship()
    }

    private mutating func parseStyle() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let ids = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty else { throw ParseError(message: "expected an entity name after 'style'", offset: start) }
        scanner.skipSpaces()
        let textStart = scanner.offset
        let properties = StyleParser.properties(scanner.scanRestOfLine(), at: textStart, warnings: &warnings)
        for id in ids.split(separator: ",") { pendingStyles.append((String(id), properties)) }
    }

    /// Creates the entity on first mention and returns its index.
    @discardableResult
    mutating func touch(_ id: String, at offset: Int) throws(ParseError) -> Int {
        try Self.firstMention(
            of: id, in: &diagram.entities, index: &entityIndex, maximum: options.maximumNodes, noun: "entities", at: offset
        ) { EREntity(id: id, offset: offset) }
    }

    /// Applies deferred classes and styles.
    private mutating func finish() {
        for (ids, classNames) in pendingClasses {
            for id in ids {
                if let index = entityIndex[id] { diagram.entities[index].classes += classNames }
            }
        }
        for (id, properties) in pendingStyles {
            if let index = entityIndex[id] {
                diagram.entities[index].style = diagram.entities[index].style.merged(with: properties)
            }
        }
    }
}
