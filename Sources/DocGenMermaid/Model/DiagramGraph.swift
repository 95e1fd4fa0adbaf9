/// The renderable graph every diagram type becomes: nodes, edges and clusters with labels,
/// shapes and styles, independent of the syntax they came from.
///
/// Layout and SVG only ever see this type. Clusters are ordered parents first.
struct DiagramGraph: Sendable {
    /// Which Mermaid diagram this was.
    enum Kind: String, Sendable {
        case flowchart
        case state
        case classDiagram = "class"
        case entityRelationship = "er"
    }

    var kind: Kind
    var direction: FlowDirection
    var nodes: [GraphNode] = []
    var edges: [GraphEdge] = []
    var clusters: [GraphCluster] = []
    var accessibility = AccessibilityText()
    /// The front matter title, if any.
    var title: String?
}

extension DiagramGraph {
    /// The chain of clusters holding a node or cluster, innermost first.
    func ancestors(ofCluster cluster: Int?) -> [Int] {
        var result: [Int] = []
        var current = cluster
        while let index = current, result.count <= clusters.count {
            result.append(index)
            current = clusters[index].parent
        }
        return result
    }

    /// Every cluster's depth: 1 for top-level clusters.
    var clusterDepths: [Int] {
        clusters.indices.map { ancestors(ofCluster: $0).count }
    }

    /// Orders clusters parents first (keeping sibling order) and remaps every reference.
    mutating func sortClustersParentsFirst() {
        let depths = clusterDepths
        let order = clusters.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
        var newIndex = [Int](repeating: 0, count: clusters.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        clusters = order.map { old in
            var cluster = clusters[old]
            cluster.parent = cluster.parent.map { newIndex[$0] }
            return cluster
        }
        for index in nodes.indices { nodes[index].cluster = nodes[index].cluster.map { newIndex[$0] } }
        for index in edges.indices {
            if case .cluster(let c) = edges[index].from { edges[index].from = .cluster(newIndex[c]) }
            if case .cluster(let c) = edges[index].to { edges[index].to = .cluster(newIndex[c]) }
        }
    }
}
