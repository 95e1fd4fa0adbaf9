/// A tree read from indented lines, as mindmaps, treemaps, tree views, kanban boards and
/// ishikawa diagrams write it: each line's parent is the nearest line above it indented less.
struct Outline: Sendable {
    /// Each node's parent; nil for a root.
    private(set) var parents: [Int?] = []
    /// Each node's children, in source order.
    private(set) var children: [[Int]] = []
    /// The nodes without a parent, in source order.
    private(set) var roots: [Int] = []
    /// Open ancestors of the next line: indentation and node.
    private var stack: [(indent: Int, node: Int)] = []

    /// Adds a node for a line indented `indent` columns and returns its index.
    mutating func add(indent: Int) -> Int {
        while let last = stack.last, last.indent >= indent { stack.removeLast() }
        let index = parents.count
        let parent = stack.last?.node
        parents.append(parent)
        children.append([])
        if let parent { children[parent].append(index) } else { roots.append(index) }
        stack.append((indent, index))
        return index
    }

    /// The number of nodes.
    var count: Int { parents.count }

    /// A node's depth: 0 for a root.
    func depth(of node: Int) -> Int {
        var depth = 0
        var current = parents[node]
        while let parent = current {
            depth += 1
            current = parents[parent]
        }
        return depth
    }

    /// The nodes of the subtree under `node`, the node first, depth first in source order.
    func preorder(from node: Int) -> [Int] {
        var result: [Int] = []
        var pending = [node]
        while let next = pending.popLast() {
            result.append(next)
            pending += children[next].reversed()
        }
        return result
    }
}
