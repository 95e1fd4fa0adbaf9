/// A flowchart edge.
struct FlowEdge: Sendable, Hashable {
    /// The source node or subgraph id.
    var from: String
    /// The target node or subgraph id.
    var to: String
    /// The label from `|text|` or `-- text -->`.
    var label: TextBlock?
    /// How it is drawn.
    var link: FlowLink
    /// The id written before the link (`A e1@--> B`).
    var id: String?
    /// Classes from `class e1 name`, for edges with ids.
    var classes: [String] = []
    /// Set by `e1@{ animate: true }` or `animation: fast|slow`.
    var animation: EdgeAnimation?
    /// The offset of its link.
    var offset: Int
}

/// How an edge with an id moves (`e1@{ animate: true }`, `animation: slow`): a CSS dash animation.
enum EdgeAnimation: String, Sendable, Hashable {
    case fast, slow
}
