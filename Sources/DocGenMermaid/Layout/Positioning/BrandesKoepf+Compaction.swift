/// Horizontal compaction of one alignment: blocks are placed as far left as their
/// separation constraints allow, then pulled right towards their successors where that
/// frees space (dagre's two-pass compaction over the block graph).
extension BrandesKoepf {
    func horizontalCompaction(_ layering: [[Int]], root: [Int], reverseSeparation: Bool) -> [Double] {
        let count = graph.nodes.count
        // Block graph: an edge from each block root to the next block's root in a layer,
        // weighted with the separation the two nodes need.
        var blockIn = [[(Int, Double)]](repeating: [], count: count)
        var blockOut = [[(Int, Double)]](repeating: [], count: count)
        var isBlock = [Bool](repeating: false, count: count)
        var blockOrder: [Int] = []
        for layer in layering {
            var previous: Int?
            for v in layer {
                let vRoot = root[v]
                if !isBlock[vRoot] {
                    isBlock[vRoot] = true
                    blockOrder.append(vRoot)
                }
                if let u = previous {
                    let uRoot = root[u]
                    let separation = self.separation(v, u)
                    if let existing = blockOut[uRoot].firstIndex(where: { $0.0 == vRoot }) {
                        blockOut[uRoot][existing].1 = max(blockOut[uRoot][existing].1, separation)
                        if let back = blockIn[vRoot].firstIndex(where: { $0.0 == uRoot }) {
                            blockIn[vRoot][back].1 = blockOut[uRoot][existing].1
                        }
                    } else {
                        blockOut[uRoot].append((vRoot, separation))
                        blockIn[vRoot].append((uRoot, separation))
                    }
                }
                previous = v
            }
        }
        var xs = [Double](repeating: 0, count: count)
        // Pass 1: smallest coordinates, predecessors first.
        for block in postorder(blockOrder, next: blockIn) {
            xs[block] = blockIn[block].reduce(0) { max($0, xs[$1.0] + $1.1) }
        }
        // Pass 2: move blocks right towards their successors, except the outer border.
        for block in postorder(blockOrder, next: blockOut) {
            let limit = blockOut[block].reduce(Double.infinity) { min($0, xs[$1.0] - $1.1) }
            let isOuterBorder: Bool
            switch graph.nodes[block].kind {
            case .borderLeft: isOuterBorder = reverseSeparation
            case .borderRight: isOuterBorder = !reverseSeparation
            default: isOuterBorder = false
            }
            if limit != .infinity, !isOuterBorder { xs[block] = max(xs[block], limit) }
        }
        for v in 0..<count where graph.isLayered(v) { xs[v] = xs[root[v]] }
        return xs
    }

    /// The least distance between the centres of neighbours `v` (right) and `u` (left).
    func separation(_ v: Int, _ u: Int) -> Double {
        let nodeV = graph.nodes[v]
        let nodeU = graph.nodes[u]
        return nodeV.width / 2 + (nodeV.isDummy ? graph.edgeSeparation : graph.nodeSeparation) / 2
            + (nodeU.isDummy ? graph.edgeSeparation : graph.nodeSeparation) / 2 + nodeU.width / 2
    }

    /// Every block after the blocks `next` names for it, by iterative depth-first search.
    private func postorder(_ blocks: [Int], next: [[(Int, Double)]]) -> [Int] {
        var result: [Int] = []
        var state = [UInt8](repeating: 0, count: graph.nodes.count)
        for start in blocks.reversed() where state[start] == 0 {
            var stack: [(node: Int, cursor: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.cursor < next[top.node].count {
                    stack[stack.count - 1].cursor += 1
                    let w = next[top.node][top.cursor].0
                    if state[w] == 0 {
                        state[w] = 1
                        stack.append((w, 0))
                    }
                } else {
                    stack.removeLast()
                    state[top.node] = 2
                    result.append(top.node)
                }
            }
        }
        return result
    }
}
