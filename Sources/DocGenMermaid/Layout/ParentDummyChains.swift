/// Puts each dummy node of a long edge into the right cluster, walking up from the
/// edge's source to the lowest common ancestor and down to its target (dagre's
/// `parentDummyChains`), so clusters stay contiguous during ordering.
///
/// Pre-conditions: chains exist; clusters have `minRank`/`maxRank`.
/// Post-conditions: every dummy's `parent` is the deepest cluster on that path whose rank
/// span holds the dummy's rank.
enum ParentDummyChains {
    static func apply(_ graph: inout LayerGraph) {
        for case let chain? in graph.chains where !chain.points.isEmpty {
            let up = graph.ancestors(of: chain.from)
            let down = graph.ancestors(of: chain.to)
            let downSet = Set(down)
            let lca = up.first { downSet.contains($0) }
            let upPath = up.prefix { $0 != lca }
            let downPath = down.prefix { $0 != lca }
            // Path entries: clusters from the source up, the LCA (nil = root), then down to the target.
            let path: [Int?] = upPath.map { Optional($0) } + [lca] + downPath.reversed().map { Optional($0) }
            let lcaIndex = upPath.count
            var pathIndex = 0
            var ascending = true
            for dummy in chain.points {
                let rank = graph.nodes[dummy].rank
                if ascending {
                    while pathIndex < lcaIndex, let c = path[pathIndex], graph.clusters[c].maxRank < rank { pathIndex += 1 }
                    if pathIndex == lcaIndex { ascending = false }
                }
                if !ascending {
                    while pathIndex < path.count - 1, let next = path[pathIndex + 1], graph.clusters[next].minRank <= rank {
                        pathIndex += 1
                    }
                }
                graph.nodes[dummy].parent = path[pathIndex]
            }
        }
    }
}
