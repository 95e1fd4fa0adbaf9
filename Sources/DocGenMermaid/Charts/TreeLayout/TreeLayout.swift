/// Places the nodes of an ``Outline``; shared by mindmaps (a tree growing to both sides),
/// tree views (indented rows) and treemaps (nested rectangles, in `Squarify`).
enum TreeLayout {
    /// Centres for the subtree under `root` growing rightward, the root's centre at the origin:
    /// each child a gap to the right of its parent, subtrees stacked without overlapping and
    /// each parent centred on the block its subtree fills.
    static func rightward(
        _ outline: Outline, root: Int, sizes: [Size], childrenOf: (Int) -> [Int], gap: Double, rowGap: Double
    ) -> [Int: Point] {
        var heights: [Int: Double] = [:]
        func blockHeight(_ node: Int) -> Double {
            let kids = childrenOf(node)
            let stacked = kids.map(blockHeight).reduce(0, +) + Double(max(0, kids.count - 1)) * rowGap
            let height = max(sizes[node].height, stacked)
            heights[node] = height
            return height
        }
        _ = blockHeight(root)
        var centers: [Int: Point] = [:]
        func place(_ node: Int, x: Double, top: Double) {
            let block = heights[node] ?? sizes[node].height
            centers[node] = Point(x: x, y: top + block / 2)
            let kids = childrenOf(node)
            let stacked = kids.map { heights[$0] ?? 0 }.reduce(0, +) + Double(max(0, kids.count - 1)) * rowGap
            var cursor = top + (block - stacked) / 2
            for kid in kids {
                place(kid, x: x + sizes[node].width / 2 + gap + sizes[kid].width / 2, top: cursor)
                cursor += (heights[kid] ?? 0) + rowGap
            }
        }
        place(root, x: 0, top: -(heights[root] ?? 0) / 2)
        return centers
    }

    /// Each node's row and depth in an indented list, every node on its own row in preorder.
    static func rows(_ outline: Outline) -> [(node: Int, row: Int, depth: Int)] {
        var result: [(Int, Int, Int)] = []
        for root in outline.roots {
            for node in outline.preorder(from: root) {
                result.append((node, result.count, outline.depth(of: node)))
            }
        }
        return result
    }
}
