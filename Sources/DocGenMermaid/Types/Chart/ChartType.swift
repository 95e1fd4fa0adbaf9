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
        case .journey:
            var parser = JourneyParser(input)
            return JourneyChart(diagram: try parser.parse()).chart()
        case .kanban:
            var parser = KanbanParser(input)
            return KanbanChart(diagram: try parser.parse(), ticketBaseURL: input.setting("kanban.ticketBaseUrl")?.unquoted).chart()
        case .packet:
            var parser = PacketParser(input)
            var chart = PacketChart(diagram: try parser.parse())
            chart.bitsPerRow = input.number("packet.bitsPerRow", in: 1...256).map { Int($0) } ?? 32
            chart.bitWidth = input.number("packet.bitWidth", in: 4...128) ?? 32
            chart.showBits = input.setting("packet.showBits") != "false"
            return chart.chart()
        default:
            throw ParseError(
                message: "'\(rawValue)' diagrams are not drawn yet", offset: input.headerOffset, rule: MermaidRule.unsupported)
        }
    }
}
