/// Turns clusters into ranking constraints (Sander 1996, "Layout of Compound Directed
/// Graphs", as dagre's nesting graph does it).
///
/// Pre-conditions: the graph is acyclic; clusters list their parents.
/// Post-conditions (`apply`): a root node and, per cluster, top and bottom border nodes are
/// added, with heavy edges that keep each cluster's members between its borders and the
/// whole graph connected; edge lengths are scaled by the node-rank factor.
/// Post-conditions (`cleanup`): the root and the nesting edges are gone; the borders stay.
enum NestingGraph {
    static func apply(_ graph: inout LayerGraph) {
        let root = graph.addNode(.root)
        var childClusters = [[Int]](repeating: [], count: graph.clusters.count)
        var childNodes = [[Int]](repeating: [], count: graph.clusters.count)
        for (index, cluster) in graph.clusters.enumerated() {
            if let parent = cluster.parent { childClusters[parent].append(index) }
        }
        var leaves: [Int] = []
        for v in graph.nodes.indices where v != root {
            leaves.append(v)
            if let parent = graph.nodes[v].parent { childNodes[parent].append(v) }
        }
        let maxDepth = graph.clusters.isEmpty ? 1 : (graph.clusters.map(\.depth).max() ?? 0) + 1
        let height = maxDepth - 1
        let nodeSeparation = 2 * height + 1
        for index in graph.edges.indices { graph.edges[index].minLength *= nodeSeparation }
        let weight = graph.edges.reduce(0) { $0 + $1.weight } + 1
        let padding = graph.titlePadding
        for c in graph.clusters.indices {
            let title = graph.clusters[c].titleSize
            let band = title.height > 0 ? title.height + padding : padding
            var topSize = Size(width: 0, height: padding)
            var bottomSize = Size(width: 0, height: padding)
            switch graph.titleSide {
            case .top: topSize = Size(width: title.width + 2 * padding, height: band)
            case .bottom: bottomSize = Size(width: title.width + 2 * padding, height: band)
            case .left: break
            }
            graph.clusters[c].borderTop = graph.addNode(.borderTop(c), width: topSize.width, height: topSize.height, parent: c)
            graph.clusters[c].borderBottom = graph.addNode(
                .borderBottom(c), width: bottomSize.width, height: bottomSize.height, parent: c)
        }
        for v in leaves {
            graph.edges.append(LayerGraph.Edge(from: root, to: v, minLength: nodeSeparation, weight: 0, isNesting: true))
        }
        // A fixed order (deepest clusters first) keeps the edge list, and so ranking's tie-breaks, stable.
        let order = graph.clusters.indices.sorted { (graph.clusters[$0].depth, $0) > (graph.clusters[$1].depth, $1) }
        for c in order {
            let cluster = graph.clusters[c]
            for child in childClusters[c] {
                link(
                    &graph, top: cluster.borderTop, bottom: cluster.borderBottom,
                    childTop: graph.clusters[child].borderTop, childBottom: graph.clusters[child].borderBottom,
                    weight: weight, minLength: 1)
            }
            for v in childNodes[c] {
                link(
                    &graph, top: cluster.borderTop, bottom: cluster.borderBottom, childTop: v, childBottom: v,
                    weight: 2 * weight, minLength: height - cluster.depth + 1)
            }
            if cluster.parent == nil {
                graph.edges.append(
                    LayerGraph.Edge(
                        from: root, to: cluster.borderTop, minLength: height + cluster.depth, weight: 0, isNesting: true))
            }
        }
        graph.nodeRankFactor = nodeSeparation
    }

    private static func link(
        _ graph: inout LayerGraph, top: Int, bottom: Int, childTop: Int, childBottom: Int, weight: Double, minLength: Int
    ) {
        graph.edges.append(LayerGraph.Edge(from: top, to: childTop, minLength: minLength, weight: weight, isNesting: true))
        graph.edges.append(LayerGraph.Edge(from: childBottom, to: bottom, minLength: minLength, weight: weight, isNesting: true))
    }

    /// Removes the nesting edges; the root stays as an unlayered node so indices hold.
    static func cleanup(_ graph: inout LayerGraph) {
        graph.edges.removeAll { $0.isNesting }
    }

    /// Records each cluster's rank span from its border nodes.
    static func assignRankMinMax(_ graph: inout LayerGraph) {
        for c in graph.clusters.indices {
            graph.clusters[c].minRank = graph.nodes[graph.clusters[c].borderTop].rank
            graph.clusters[c].maxRank = graph.nodes[graph.clusters[c].borderBottom].rank
        }
    }
}
