/// A parsed `architecture-beta` diagram: groups, services, junctions and the edges between
/// their sides.
struct ArchitectureDiagram: Sendable {
    var groups: [ArchitectureItem] = []
    /// Services and junctions, in declaration order.
    var nodes: [ArchitectureItem] = []
    var edges: [ArchitectureEdge] = []
    var accessibility = AccessibilityText()
}

/// A group, service or junction.
struct ArchitectureItem: Sendable {
    var id: String
    /// The icon name, drawn as a placeholder (no icon pack is loaded).
    var icon: String?
    var title: String?
    /// The group holding it, by id.
    var parent: String?
    var isJunction = false
}

/// The side of a service an edge leaves or enters: `T`, `B`, `L` or `R`.
enum ArchitectureSide: String, Sendable {
    case top = "T", bottom = "B", left = "L", right = "R"
}

/// `a:R --> L:b`: from a side of one service to a side of another, with optional arrows, and
/// `{group}` to start or end at the service's group.
struct ArchitectureEdge: Sendable {
    var from: String
    var fromSide: ArchitectureSide
    var fromGroup = false
    var to: String
    var toSide: ArchitectureSide
    var toGroup = false
    var arrowAtStart = false
    var arrowAtEnd = false
}
