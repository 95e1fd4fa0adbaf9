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
    var styles = StyleStatements()

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
        if try styles.read(&scanner, definitions: &diagram.classDefinitions, noun: "an entity name", warnings: &warnings) {
            return
        }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        try parseEntityOrRelationship()
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
        styles.apply(to: &diagram.entities, index: entityIndex, classes: \.classes, style: \.style)
    }
}
