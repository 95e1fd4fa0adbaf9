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

/// The starting order for crossing reduction.
///
/// A depth-first search from the nodes of the lowest ranks appends each node to its rank as
/// it is reached (Gansner, Koutsofios, North and Vo 1993).
///
/// Pre-conditions: ranks are final and every edge spans at most one rank.
/// Post-conditions: returns every layered node, grouped by rank, in visiting order.
private enum InitOrder {
    static func layers(_ graph: LayerGraph, successors: [[(Int, Double)]]) -> [[Int]] {
        let candidates = graph.nodes.indices.filter { graph.isLayered($0) }
        let maxRank = candidates.map { graph.nodes[$0].rank }.max() ?? -1
        var layers = [[Int]](repeating: [], count: maxRank + 1)
        var visited = [Bool](repeating: false, count: graph.nodes.count)
        let starts = candidates.sorted { (graph.nodes[$0].rank, $0) < (graph.nodes[$1].rank, $1) }
        for start in starts where !visited[start] {
            var stack = [start]
            while let v = stack.popLast() {
                guard !visited[v] else { continue }
                visited[v] = true
                layers[graph.nodes[v].rank].append(v)
                for (w, _) in successors[v].reversed() where !visited[w] { stack.append(w) }
            }
        }
        return layers
    }
}

/// Counts weighted edge crossings between adjacent ranks with the accumulator tree of
/// Barth, Jünger and Mutzel, "Simple and Efficient Bilayer Cross Counting" (GD 2002).
///
/// Pre-conditions: every counted edge joins adjacent ranks.
/// Post-conditions: returns the total weight of crossing edge pairs over all rank pairs.
enum CrossCount {
    static func count(_ layers: [[Int]], successors: [[(Int, Double)]], nodeCount: Int) -> Double {
        var position = [Int](repeating: 0, count: nodeCount)
        var total = 0.0
        for rank in layers.indices.dropLast() {
            let north = layers[rank]
            let south = layers[rank + 1]
            guard !north.isEmpty, !south.isEmpty else { continue }
            for (i, v) in south.enumerated() { position[v] = i }
            var entries: [(Int, Double)] = []
            for v in north {
                let targets = successors[v].map { (position[$0.0], $0.1) }.sorted { $0.0 < $1.0 }
                entries.append(contentsOf: targets)
            }
            var firstIndex = 1
            while firstIndex < south.count { firstIndex <<= 1 }
            var tree = [Double](repeating: 0, count: 2 * firstIndex - 1)
            firstIndex -= 1
            for (southPosition, weight) in entries {
                var index = southPosition + firstIndex
                tree[index] += weight
                var weightSum = 0.0
                while index > 0 {
                    if index % 2 == 1 { weightSum += tree[index + 1] }
                    index = (index - 1) >> 1
                    tree[index] += weight
                }
                total += weight * weightSum
            }
        }
        return total
    }
}
