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
