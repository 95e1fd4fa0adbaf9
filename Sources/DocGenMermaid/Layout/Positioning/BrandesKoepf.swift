/// Assigns x coordinates with Brandes and Köpf, "Fast and Simple Horizontal Coordinate
/// Assignment" (GD 2001), as dagre's `position/bk` implements it: four vertical alignments
/// (up/down × left/right) built from median neighbours, each compacted horizontally, then
/// aligned to the narrowest and averaged (the mean of the two middle candidates).
///
/// Pre-conditions: every node has a rank and order; edges span one rank.
/// Post-conditions: every layered node has `x`; nodes in a rank keep their order and are at
/// least half their widths plus half the node (or, for dummies, edge) separation apart.
/// Border chains are inner segments, so cluster sides come out straight.
struct BrandesKoepf {
    let graph: LayerGraph
    let layers: [[Int]]
    let predecessors: [[Int]]
    let successors: [[Int]]
    var conflicts = Set<Int>()

    static func apply(_ graph: inout LayerGraph) {
        let positioner = BrandesKoepf(graph: graph)
        let xs = positioner.coordinates()
        for v in graph.nodes.indices where graph.isLayered(v) { graph.nodes[v].x = xs[v] }
    }

    init(graph: LayerGraph) {
        self.graph = graph
        layers = graph.layers()
        let (predecessors, successors) = graph.adjacency(includingBorderChains: true)
        self.predecessors = predecessors.map { $0.map(\.0) }
        self.successors = successors.map { $0.map(\.0) }
        conflicts = findTypeOneConflicts()
    }

    private func key(_ u: Int, _ v: Int) -> Int {
        let (a, b) = u < v ? (u, v) : (v, u)
        return a * graph.nodes.count + b
    }

    /// Marks non-inner segments that cross inner segments (edges between two dummies), and
    /// every segment that crosses a cluster's border chain, so border chains always align and
    /// cluster sides come out straight.
    private func findTypeOneConflicts() -> Set<Int> {
        var result = Set<Int>()
        for rank in layers.indices.dropFirst() {
            let previous = layers[rank - 1]
            let layer = layers[rank]
            var k0 = 0
            var scanPosition = 0
            for (i, v) in layer.enumerated() {
                let inner = graph.nodes[v].isDummy ? predecessors[v].first { graph.nodes[$0].isDummy } : nil
                let k1 = inner.map { graph.nodes[$0].order } ?? previous.count
                guard inner != nil || i == layer.count - 1 else { continue }
                for scanNode in layer[scanPosition...i] {
                    for u in predecessors[scanNode] {
                        let position = graph.nodes[u].order
                        if (position < k0 || k1 < position) && !(graph.nodes[u].isDummy && graph.nodes[scanNode].isDummy) {
                            result.insert(key(u, scanNode))
                        }
                    }
                }
                scanPosition = i + 1
                k0 = k1
            }
            markBorderCrossings(in: layer, into: &result)
        }
        return result
    }

    /// Marks every segment into `layer` that crosses a border chain segment into it.
    private func markBorderCrossings(in layer: [Int], into result: inout Set<Int>) {
        let chains = layer.filter { isBorderSide($0) }.compactMap { v in
            predecessors[v].first.map { (upper: graph.nodes[$0].order, lower: graph.nodes[v].order) }
        }
        guard !chains.isEmpty else { return }
        for v in layer where !isBorderSide(v) {
            let lower = graph.nodes[v].order
            for u in predecessors[v] {
                let upper = graph.nodes[u].order
                if chains.contains(where: { (upper - $0.upper) * (lower - $0.lower) < 0 }) {
                    result.insert(key(u, v))
                }
            }
        }
    }

    private func isBorderSide(_ v: Int) -> Bool {
        switch graph.nodes[v].kind {
        case .borderLeft, .borderRight: true
        default: false
        }
    }

    /// The final coordinate of every node (indexed by node).
    func coordinates() -> [Double] {
        var candidates: [[Double]] = []
        var horizontalFlags: [Bool] = []
        for up in [true, false] {
            var adjusted = up ? layers : Array(layers.reversed())
            for right in [false, true] {
                if right { adjusted = adjusted.map { Array($0.reversed()) } }
                let neighbours = up ? predecessors : successors
                let root = verticalAlignment(adjusted, neighbours: neighbours)
                var xs = horizontalCompaction(adjusted, root: root, reverseSeparation: right)
                if right { xs = xs.map { -$0 } }
                candidates.append(xs)
                horizontalFlags.append(right)
            }
        }
        let layered = graph.nodes.indices.filter(graph.isLayered)
        guard !layered.isEmpty else { return Array(repeating: 0, count: graph.nodes.count) }
        func width(_ xs: [Double]) -> Double {
            let minimum = layered.map { xs[$0] - graph.nodes[$0].width / 2 }.min() ?? 0
            let maximum = layered.map { xs[$0] + graph.nodes[$0].width / 2 }.max() ?? 0
            return maximum - minimum
        }
        let narrowest = candidates.indices.min { (width(candidates[$0]), $0) < (width(candidates[$1]), $1) } ?? 0
        let alignMin = layered.map { candidates[narrowest][$0] }.min() ?? 0
        let alignMax = layered.map { candidates[narrowest][$0] }.max() ?? 0
        for index in candidates.indices where index != narrowest {
            let values = layered.map { candidates[index][$0] }
            let delta = horizontalFlags[index] ? alignMax - (values.max() ?? 0) : alignMin - (values.min() ?? 0)
            if delta != 0 { candidates[index] = candidates[index].map { $0 + delta } }
        }
        var result = [Double](repeating: 0, count: graph.nodes.count)
        for v in layered {
            let sorted = candidates.map { $0[v] }.sorted()
            result[v] = (sorted[1] + sorted[2]) / 2
        }
        return result
    }

    /// Aligns each node with a median neighbour in the previous layer where no conflict or
    /// earlier alignment forbids it; returns each node's block root.
    private func verticalAlignment(_ layering: [[Int]], neighbours: [[Int]]) -> [Int] {
        let count = graph.nodes.count
        var root = Array(0..<count)
        var align = Array(0..<count)
        var position = [Int](repeating: 0, count: count)
        for layer in layering {
            for (order, v) in layer.enumerated() { position[v] = order }
        }
        for layer in layering {
            var previousIndex = -1
            for v in layer {
                let ws = neighbours[v].sorted { position[$0] < position[$1] }
                guard !ws.isEmpty else { continue }
                let middle = Double(ws.count - 1) / 2
                for i in Int(middle.rounded(.down))...Int(middle.rounded(.up)) {
                    let w = ws[i]
                    if align[v] == v, previousIndex < position[w], !conflicts.contains(key(v, w)) {
                        align[w] = v
                        root[v] = root[w]
                        align[v] = root[v]
                        previousIndex = position[w]
                    }
                }
            }
        }
        return root
    }
}
