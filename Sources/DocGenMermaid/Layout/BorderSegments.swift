/// Adds a left and a right border node to every rank a cluster spans, linked rank to rank
/// (dagre's `addBorderSegments`), so positioning keeps cluster sides straight and apart.
///
/// Pre-conditions: clusters have `minRank`/`maxRank`.
/// Post-conditions: each cluster lists its left and right border nodes by rank; the
/// left ones carry the title band when the title sits on the left in layout space.
enum BorderSegments {
    static func apply(_ graph: inout LayerGraph) {
        for c in graph.clusters.indices {
            let cluster = graph.clusters[c]
            guard cluster.maxRank >= cluster.minRank else { continue }
            let title = cluster.titleSize
            let leftWidth = graph.titleSide == .left && title.height > 0 ? title.height + graph.titlePadding : 0
            var lefts: [Int] = []
            var rights: [Int] = []
            for rank in cluster.minRank...cluster.maxRank {
                let left = graph.addNode(.borderLeft(c), width: leftWidth, parent: c, rank: rank)
                let right = graph.addNode(.borderRight(c), parent: c, rank: rank)
                if let previous = lefts.last {
                    graph.edges.append(LayerGraph.Edge(from: previous, to: left, minLength: 1, weight: 1, isBorderChain: true))
                }
                if let previous = rights.last {
                    graph.edges.append(LayerGraph.Edge(from: previous, to: right, minLength: 1, weight: 1, isBorderChain: true))
                }
                lefts.append(left)
                rights.append(right)
            }
            graph.clusters[c].leftBorders = lefts
            graph.clusters[c].rightBorders = rights
        }
    }
}
