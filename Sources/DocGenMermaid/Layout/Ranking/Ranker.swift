/// Assigns ranks: the entry point of the ranking phase.
///
/// Pre-conditions: the graph is acyclic and connected (the nesting root connects it).
/// Post-conditions: every node has a rank with `rank(to) - rank(from) >= minLength` for
/// every edge, minimising the weighted total edge length (network simplex).
enum Ranker {
    static func rank(_ graph: inout LayerGraph) {
        var problem = RankingProblem(nodeCount: graph.nodes.count)
        for edge in graph.edges {
            problem.addEdge(tail: edge.from, head: edge.to, minLength: edge.minLength, weight: edge.weight)
        }
        let ranks = NetworkSimplex.solve(problem)
        for v in graph.nodes.indices { graph.nodes[v].rank = ranks[v] }
    }
}

/// Tidies ranks after ranking, as dagre's `removeEmptyRanks` and `normalizeRanks` do.
///
/// Pre-conditions: every node has a rank; `nodeRankFactor` is set by the nesting graph.
/// Post-conditions: empty ranks that are not multiples of the factor are closed up, and the
/// smallest rank of a layered node is 0.
enum RankCleanup {
    static func removeEmptyRanks(_ graph: inout LayerGraph) {
        guard let offset = graph.nodes.map(\.rank).min(), let maxRank = graph.nodes.map(\.rank).max() else { return }
        var layers = [[Int]](repeating: [], count: maxRank - offset + 1)
        for v in graph.nodes.indices { layers[graph.nodes[v].rank - offset].append(v) }
        var delta = 0
        let factor = max(1, graph.nodeRankFactor)
        for (index, layer) in layers.enumerated() {
            if layer.isEmpty, index % factor != 0 {
                delta -= 1
            } else if !layer.isEmpty, delta != 0 {
                for v in layer { graph.nodes[v].rank += delta }
            }
        }
    }

    static func normalizeRanks(_ graph: inout LayerGraph) {
        let layered = graph.nodes.indices.filter(graph.isLayered)
        guard let minimum = layered.map({ graph.nodes[$0].rank }).min() else { return }
        for v in graph.nodes.indices { graph.nodes[v].rank -= minimum }
    }
}
