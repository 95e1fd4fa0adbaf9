/// Crossing reduction by barycenter sweeps, as dagre's `order` does it.
///
/// Alternating down and up sweeps sort each rank by the barycenters of its neighbours in the
/// rank just fixed, keeping the order with the fewest crossings (Gansner, Koutsofios, North
/// and Vo 1993).
///
/// Pre-conditions: every non-border edge between different ranks spans exactly one rank;
/// border nodes exist for every cluster rank.
/// Post-conditions: every layered node has an `order`; clusters are contiguous in every
/// rank, between their border nodes. Stops after four sweeps without improvement, after a
/// crossing-free order, or after a fixed budget of sweeps.
enum Ordering {
    static let maximumSweeps = 24

    static func apply(_ graph: inout LayerGraph) {
        let (predecessors, successors) = graph.adjacency(includingBorderChains: false)
        var layers = InitOrder.layers(graph, successors: successors)
        graph.assignOrder(layers)
        guard layers.count > 1 || !graph.clusters.isEmpty else { return }
        var childClusters = [[Int]](repeating: [], count: graph.clusters.count)
        for (c, cluster) in graph.clusters.enumerated() {
            if let parent = cluster.parent { childClusters[parent].append(c) }
        }
        var best = layers
        var bestCrossings = Double.infinity
        var sweep = 0
        var sinceBest = 0
        // Orders live in a local array during the sweeps so the graph is never copied.
        var order = graph.nodes.map(\.order)
        var barycenters = [(sum: Double, weight: Double)](repeating: (0, 0), count: graph.nodes.count)
        while sinceBest < 4, sweep < maximumSweeps {
            let down = sweep % 2 == 1
            let biasRight = sweep % 4 >= 2
            // Every rank is sorted in every sweep, so all ranks agree on the cluster order.
            let ranks: [Int] = down ? Array(layers.indices) : Array(layers.indices.reversed())
            let keys = graph.clusters.isEmpty ? [] : clusterKeys(graph, layers: layers)
            for rank in ranks {
                let neighbours = down ? predecessors : successors
                for v in layers[rank] {
                    barycenters[v] = (0, 0)
                    for (u, weight) in neighbours[v] {
                        barycenters[v].sum += Double(order[u]) * weight
                        barycenters[v].weight += weight
                    }
                }
                let sorter = SubgraphSort(
                    graph: graph, clusterKeys: keys, barycenters: barycenters, biasRight: biasRight, childClusters: childClusters)
                layers[rank] = sorter.sort(layers[rank])
                for (position, v) in layers[rank].enumerated() { order[v] = position }
            }
            let crossings = CrossCount.count(layers, successors: successors, nodeCount: graph.nodes.count)
            if crossings < bestCrossings {
                best = layers
                bestCrossings = crossings
                sinceBest = 0
            } else {
                sinceBest += 1
            }
            if crossings == 0 { break }
            sweep += 1
        }
        graph.assignOrder(best)
    }

    /// Each cluster's mean relative position (0 = left, 1 = right) over all its nodes.
    static func clusterKeys(_ graph: LayerGraph, layers: [[Int]]) -> [Double] {
        var sums = [Double](repeating: 0, count: graph.clusters.count)
        var counts = [Double](repeating: 0, count: graph.clusters.count)
        for layer in layers {
            for (order, v) in layer.enumerated() {
                let position = (Double(order) + 0.5) / Double(layer.count)
                for c in graph.ancestors(of: v) {
                    sums[c] += position
                    counts[c] += 1
                }
            }
        }
        return sums.indices.map { counts[$0] > 0 ? sums[$0] / counts[$0] : 0.5 }
    }
}
