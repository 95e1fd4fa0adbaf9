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
