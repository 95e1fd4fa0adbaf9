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
    /// The offset of its link.
    var offset: Int
}
