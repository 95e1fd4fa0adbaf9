/// The diagram types drawn as a ``Chart``: each has its own folder with its parser and layout.
enum ChartType: String, Sendable, Equatable, CaseIterable {
    case mindmap, journey, kanban, packet, treemap, treeView, sankey, venn, ishikawa

    /// The header words that start each type, with and without Mermaid's `-beta` suffix.
    static let keywords: [(keyword: String, type: ChartType)] = [
        ("mindmap", .mindmap), ("journey", .journey), ("kanban", .kanban), ("packet", .packet), ("packet-beta", .packet),
        ("treemap", .treemap), ("treemap-beta", .treemap), ("treeView", .treeView), ("treeView-beta", .treeView),
        ("sankey", .sankey), ("sankey-beta", .sankey), ("venn", .venn), ("venn-beta", .venn), ("ishikawa", .ishikawa),
        ("ishikawa-beta", .ishikawa),
    ]

    /// The type a header word starts, or nil.
    init?(keyword: String) {
        guard let found = Self.keywords.first(where: { $0.keyword == keyword }) else { return nil }
        self = found.type
    }

    /// Parses and lays out a diagram of this type.
    func chart(_ input: ChartInput) throws(ParseError) -> Chart {
        switch self {
        case .mindmap:
            var parser = MindmapParser(input)
            return MindmapChart(diagram: try parser.parse()).chart()
        default:
            throw ParseError(
                message: "'\(rawValue)' diagrams are not drawn yet", offset: input.headerOffset, rule: MermaidRule.unsupported)
        }
    }
}
