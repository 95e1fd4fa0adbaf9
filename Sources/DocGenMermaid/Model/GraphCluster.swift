/// What a cluster stands for, which decides how it is drawn.
enum ClusterKind: String, Sendable, Hashable {
    /// A flowchart subgraph.
    case subgraph
    /// A composite state.
    case composite
    /// A concurrent region inside a composite state.
    case region
    /// A class diagram namespace.
    case namespace
}

/// A group of nodes drawn as a box: a subgraph or composite state.
struct GraphCluster: Sendable, Hashable {
    var id: String
    var title: TextBlock
    var kind: ClusterKind
    var parent: Int?
    /// `direction` inside it; honoured only when no edge crosses its border, as in Mermaid.
    var direction: FlowDirection?
    var classes: [String] = []
    var style: [StyleProperty] = []
    /// The title's size, filled in by ``GraphSizer``.
    var titleSize: Size = .zero
}
