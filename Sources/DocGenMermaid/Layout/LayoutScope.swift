/// One graph for the layered engine to lay out: the whole diagram, or the inside of a
/// cluster that no edge crosses (laid out on its own, as Mermaid does).
struct LayoutScope: Sendable {
    struct Item: Sendable {
        var size: Size
        /// The innermost compound cluster holding it, by index into `clusters`.
        var cluster: Int?
    }

    struct Edge: Sendable {
        var from: Int
        var to: Int
        var minimumLength: Int
        var labelSize: Size?
        /// Set for a note's link: the note goes beside its state on this side.
        var noteSide: NoteSide?
    }

    struct Cluster: Sendable {
        var parent: Int?
        var titleSize: Size
    }

    var items: [Item] = []
    var edges: [Edge] = []
    var clusters: [Cluster] = []
    var direction: FlowDirection
    var spacing: LayoutSpacing
}

/// Distances between nodes, ranks and edges, as Mermaid configures dagre.
struct LayoutSpacing: Sendable, Hashable {
    var nodeSeparation: Double = 50
    var rankSeparation: Double = 50
    var edgeSeparation: Double = 20
    /// Space around a cluster's contents and its title.
    var clusterPadding: Double = 8
    /// Space around the whole drawing.
    var diagramPadding: Double = 8
}
