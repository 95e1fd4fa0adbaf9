/// The chart types: every Mermaid type drawn outside the graph pipeline.
///
/// Each has its own parser, layout and renderer in its folder under `Charts/`; they share
/// ``ChartDocument``, the axis and scale module (`Axis/`) and the tree layouts (`TreeLayout/`).
enum ChartKind: String, Sendable, Equatable, CaseIterable {
    case gantt
    case pie
    case timeline
    case xyChart
    case quadrantChart
    case radar
    case mindmap
    case journey
    case kanban
    case packet
    case treemap
    case treeView
    case sankey
    case venn
    case ishikawa
    case gitGraph
    case wardley
    case eventModeling

    /// The header words that start each type, with and without Mermaid's `-beta` suffix.
    static let keywordTable: [(keyword: String, kind: ChartKind)] = [
        ("gantt", .gantt), ("pie", .pie), ("timeline", .timeline), ("xychart", .xyChart), ("xychart-beta", .xyChart),
        ("quadrantChart", .quadrantChart), ("radar-beta", .radar), ("radar", .radar), ("mindmap", .mindmap),
        ("journey", .journey), ("kanban", .kanban), ("packet", .packet), ("packet-beta", .packet), ("treemap", .treemap),
        ("treemap-beta", .treemap), ("treeView", .treeView), ("treeView-beta", .treeView), ("sankey", .sankey),
        ("sankey-beta", .sankey), ("venn", .venn), ("venn-beta", .venn), ("ishikawa", .ishikawa),
        ("ishikawa-beta", .ishikawa), ("gitGraph", .gitGraph), ("wardley-beta", .wardley), ("wardley", .wardley),
        ("eventmodeling", .eventModeling),
    ]

    /// The header words of every chart type.
    static let keywords = keywordTable.map(\.keyword)

    /// The kind a header word starts, or nil.
    init?(keyword: String) {
        guard let found = Self.keywordTable.first(where: { $0.keyword == keyword }) else { return nil }
        self = found.kind
    }
}
