/// Sorts one rank by barycenter while keeping every cluster contiguous: each cluster's
/// members (and nested clusters, as blocks) are sorted among themselves, between the
/// cluster's left and right border nodes, and a block moves by its members' mean
/// barycenter (dagre's `sortSubgraph` and `sort`, after Forster 2004).
///
/// Nodes without neighbours in the fixed rank keep their positions, as dagre does. Sibling
/// clusters always come in the order of `clusterKeys`, the same in every rank of a sweep,
/// so cluster boxes never swap sides between ranks (which would make them overlap).
struct SubgraphSort {
    let graph: LayerGraph
    /// Per cluster: its mean relative position at the start of the sweep.
    let clusterKeys: [Double]
    /// Per node: (weighted sum of neighbour positions, total weight); weight 0 = no barycenter.
    let barycenters: [(sum: Double, weight: Double)]
    let biasRight: Bool
    let childClusters: [[Int]]

    private struct Entry {
        var nodes: [Int]
        var barycenter: Double?
        var weight: Double
        var index: Int
        var cluster: Int?
    }

    /// The new order of `layer` (which holds one rank's nodes in current order).
    func sort(_ layer: [Int]) -> [Int] {
        if graph.clusters.isEmpty {
            let entries = layer.enumerated().map { index, v in
                let bc = barycenters[v]
                return Entry(nodes: [v], barycenter: bc.weight > 0 ? bc.sum / bc.weight : nil, weight: bc.weight, index: index)
            }
            return merge(entries).flatMap(\.nodes)
        }
        var direct = [[Int]](repeating: [], count: graph.clusters.count)
        var top: [Int] = []
        var present = [Bool](repeating: false, count: graph.clusters.count)
        for v in layer {
            for c in graph.ancestors(of: v) { present[c] = true }
            switch graph.nodes[v].kind {
            case .borderLeft, .borderRight: continue
            default: break
            }
            if let parent = graph.nodes[v].parent { direct[parent].append(v) } else { top.append(v) }
        }
        let rank = layer.first.map { graph.nodes[$0].rank } ?? 0
        var position = [Int: Int](minimumCapacity: layer.count)
        for (i, v) in layer.enumerated() { position[v] = i }
        let topClusters = graph.clusters.indices.filter { graph.clusters[$0].parent == nil && present[$0] }
        return sortCluster(
            nil, nodes: top, clusters: topClusters, direct: direct, present: present, rank: rank, position: position
        ).nodes
    }

    private func sortCluster(
        _ cluster: Int?, nodes: [Int], clusters: [Int], direct: [[Int]], present: [Bool], rank: Int, position: [Int: Int]
    ) -> Entry {
        var entries: [Entry] = []
        for v in nodes {
            let bc = barycenters[v]
            entries.append(
                Entry(
                    nodes: [v], barycenter: bc.weight > 0 ? bc.sum / bc.weight : nil, weight: bc.weight, index: position[v] ?? 0))
        }
        for c in clusters {
            let children = childClusters[c].filter { present[$0] }
            var entry = sortCluster(
                c, nodes: direct[c], clusters: children, direct: direct, present: present, rank: rank, position: position)
            entry.cluster = c
            entry.index = entry.nodes.compactMap { position[$0] }.min() ?? 0
            entries.append(entry)
        }
        entries.sort { $0.index < $1.index }
        for i in entries.indices { entries[i].index = i }
        var ordered = merge(entries)
        let clusterSlots = ordered.indices.filter { ordered[$0].cluster != nil }
        let byKey = clusterSlots.map { ordered[$0] }.sorted { a, b in
            let (x, y) = (clusterKeys[a.cluster ?? 0], clusterKeys[b.cluster ?? 0])
            return x != y ? x < y : (a.cluster ?? 0) < (b.cluster ?? 0)
        }
        for (slot, entry) in zip(clusterSlots, byKey) { ordered[slot] = entry }
        var result = Entry(nodes: ordered.flatMap(\.nodes), barycenter: nil, weight: 0, index: 0)
        let (sum, weight) = ordered.reduce((0.0, 0.0)) { ($0.0 + ($1.barycenter ?? 0) * $1.weight, $0.1 + $1.weight) }
        if weight > 0 { (result.barycenter, result.weight) = (sum / weight, weight) }
        if let c = cluster {
            let offset = rank - graph.clusters[c].minRank
            let lefts = graph.clusters[c].leftBorders
            let rights = graph.clusters[c].rightBorders
            if offset >= 0, offset < lefts.count, offset < rights.count {
                result.nodes = [lefts[offset]] + result.nodes + [rights[offset]]
            }
        }
        return result
    }

    private func merge(_ entries: [Entry]) -> [Entry] {
        var sortable = entries.filter { $0.barycenter != nil }
        var unsortable = entries.filter { $0.barycenter == nil }.sorted { $0.index > $1.index }
        sortable.sort { a, b in
            let (x, y) = (a.barycenter ?? 0, b.barycenter ?? 0)
            if x != y { return x < y }
            return biasRight ? a.index > b.index : a.index < b.index
        }
        var result: [Entry] = []
        var placed = 0
        func consume() {
            while let last = unsortable.last, last.index <= placed {
                unsortable.removeLast()
                result.append(last)
                placed += 1
            }
        }
        consume()
        for entry in sortable {
            placed += entry.nodes.count
            result.append(entry)
            consume()
        }
        result.append(contentsOf: unsortable.reversed())
        return result
    }
}
