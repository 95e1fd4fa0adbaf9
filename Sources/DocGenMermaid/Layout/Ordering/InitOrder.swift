/// The starting order for crossing reduction.
///
/// A depth-first search from the nodes of the lowest ranks appends each node to its rank as
/// it is reached (Gansner, Koutsofios, North and Vo 1993).
///
/// Pre-conditions: ranks are final and every edge spans at most one rank.
/// Post-conditions: returns every layered node, grouped by rank, in visiting order.
enum InitOrder {
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
