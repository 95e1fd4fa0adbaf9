/// A subgraph: a titled group of nodes and nested subgraphs.
struct FlowSubgraph: Sendable, Hashable {
    /// Its id: as written, or `subGraphN` when only a title with spaces was given.
    var id: String
    /// Its title.
    var title: TextBlock
    /// Node and subgraph ids that belong to it directly, in order.
    var members: [String]
    /// `direction` inside it, if any.
    var direction: FlowDirection?
    /// Classes from `class`.
    var classes: [String] = []
    /// Declarations from `style`.
    var style: [StyleProperty] = []
    /// The offset of its `subgraph` keyword.
    var offset: Int
}
