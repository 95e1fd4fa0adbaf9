/// Where the layered engine put a scope's items, edges and clusters, in the scope's own
/// coordinates (top-left of the content at 0,0).
struct ScopeLayout: Sendable {
    var items: [Point] = []
    /// Bend points of each scope edge from its source to its target, ends not included.
    var edgePoints: [[Point]] = []
    var edgeLabels: [Point?] = []
    var clusters: [Rect] = []
    var size: Size = .zero
}
