/// The chart types: each has its own parser, layout and renderer in its folder, and they share
/// the axis and scale module and ``ChartDocument`` rather than the graph pipeline.
enum ChartKind: Sendable, Equatable, CaseIterable {
    case gantt
    case pie
    case timeline
    case xyChart
    case quadrantChart
    case radar

    /// The kind a header word starts, or nil.
    init?(keyword: String) {
        switch keyword {
        case "gantt": self = .gantt
        case "pie": self = .pie
        case "timeline": self = .timeline
        case "xychart", "xychart-beta": self = .xyChart
        case "quadrantChart": self = .quadrantChart
        case "radar", "radar-beta": self = .radar
        default: return nil
        }
    }

    /// The header words of every chart type.
    static let keywords = ["gantt", "pie", "timeline", "xychart", "xychart-beta", "quadrantChart", "radar-beta", "radar"]
}
