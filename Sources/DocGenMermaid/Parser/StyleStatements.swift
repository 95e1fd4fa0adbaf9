/// The `classDef`, `class` and `style` statements of a diagram whose nodes are boxes with
/// classes and a style (ER and requirement diagrams): definitions are kept as read, and the
/// classes and styles named for nodes wait until every node exists (`apply`).
struct StyleStatements {
    private var pendingClasses: [(ids: [String], classNames: [String])] = []
    private var pendingStyles: [(id: String, properties: [StyleProperty])] = []

    /// Reads a `classDef`, `class` or `style` statement at the cursor.
    ///
    /// False, with the cursor where it was, when the statement is none of them; `noun` names a
    /// node in messages.
    mutating func read(
        _ scanner: inout Scanner, definitions: inout [ClassDefinition], noun: String, warnings: inout [ParseError]
    ) throws(ParseError) -> Bool {
        if scanner.matchKeyword("classDef") {
            let (names, text, offset) = try scanner.scanClassDefinition()
            let properties = StyleParser.properties(text, at: offset, warnings: &warnings)
            for name in names where !name.isEmpty {
                definitions.append(ClassDefinition(name: name, properties: properties))
            }
            return true
        }
        if scanner.matchKeyword("class") {
            let (ids, className) = try scanner.scanClassAssignment()
            pendingClasses.append((ids, className.split(separator: ",").map(String.init)))
            return true
        }
        guard scanner.matchKeyword("style") else { return false }
        scanner.skipSpaces()
        let start = scanner.offset
        let ids = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty else { throw ParseError(message: "expected \(noun) after 'style'", offset: start) }
        scanner.skipSpaces()
        let textStart = scanner.offset
        let properties = StyleParser.properties(scanner.scanRestOfStatement(), at: textStart, warnings: &warnings)
        for id in ids.split(separator: ",") { pendingStyles.append((String(id), properties)) }
        return true
    }

    /// Gives each node named by a `class` or `style` statement its classes and style, in the
    /// order the statements came; names of no node are left out.
    func apply<Node>(
        to nodes: inout [Node], index: [String: Int], classes: WritableKeyPath<Node, [String]>,
        style: WritableKeyPath<Node, [StyleProperty]>
    ) {
        for (ids, classNames) in pendingClasses {
            for id in ids { if let found = index[id] { nodes[found][keyPath: classes] += classNames } }
        }
        for (id, properties) in pendingStyles {
            if let found = index[id] { nodes[found][keyPath: style] = nodes[found][keyPath: style].merged(with: properties) }
        }
    }
}
