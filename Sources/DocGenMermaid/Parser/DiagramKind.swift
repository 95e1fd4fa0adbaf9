import DocGenDiagnostics

/// What kind of diagram a source declares with its first word.
enum DiagramKind: Sendable, Equatable {
    case flowchart
    case state
    case sequence
    case classDiagram
    case entityRelationship
    /// A chart: one of the ``ChartKind`` types drawn outside the graph pipeline.
    case chart(ChartKind)
    case requirement
    case c4
    case architecture
    case block
    /// A Mermaid diagram type docgen does not draw, named as written.
    case unsupported(String)

    /// The Mermaid keywords docgen recognises but does not draw.
    static let unsupportedKeywords = [
        "zenuml", "info",
    ]

    /// The keywords that start diagrams docgen draws.
    static let supportedKeywords =
        [
            "graph", "flowchart", "flowchart-elk", "stateDiagram", "stateDiagram-v2", "sequenceDiagram",
            "classDiagram", "classDiagram-v2", "erDiagram", "requirementDiagram", "requirement", "C4Context",
            "C4Container", "C4Component", "C4Dynamic", "C4Deployment", "architecture-beta", "architecture",
            "block-beta", "block",
        ] + ChartKind.keywords

    /// Detects the kind from the first word after blank lines, returning it with the word's
    /// offset, or a syntax error naming the closest keyword.
    static func detect(in source: SourceText) throws(ParseError) -> (kind: DiagramKind, offset: Int) {
        var scanner = Scanner(source)
        scanner.skipSeparators()
        guard !scanner.isAtEnd else {
            throw ParseError(message: "diagram is empty; start it with a type such as 'flowchart TD'", offset: 0)
        }
        let start = scanner.offset
        let word = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
        switch word {
        case "graph", "flowchart", "flowchart-elk": return (.flowchart, start)
        case "stateDiagram", "stateDiagram-v2": return (.state, start)
        case "sequenceDiagram": return (.sequence, start)
        case "classDiagram", "classDiagram-v2": return (.classDiagram, start)
        case "erDiagram": return (.entityRelationship, start)
        case "requirementDiagram", "requirement": return (.requirement, start)
        case "C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment": return (.c4, start)
        case "architecture-beta", "architecture": return (.architecture, start)
        case "block-beta", "block": return (.block, start)
        default:
            if let chart = ChartKind(keyword: word) { return (.chart(chart), start) }
            if unsupportedKeywords.contains(word) { return (.unsupported(word), start) }
            let hint = Suggestion.hint(for: word, in: supportedKeywords + unsupportedKeywords)
            let shown = word.isEmpty ? scanner.peek().map { String($0) } ?? "" : word
            throw ParseError(message: "unknown diagram type '\(shown)'\(hint)", offset: start)
        }
    }
}
