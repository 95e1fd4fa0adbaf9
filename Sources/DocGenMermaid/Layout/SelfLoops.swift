/// Self-loops, handled as dagre does: taken out before ranking, given a placeholder node
/// beside their node after ordering, and drawn as a loop around that placeholder.
///
/// Post-conditions (`remove`): no edge starts and ends at the same node.
/// Post-conditions (`insert`): each loop has a placeholder right after its node, as wide as
/// its label. `route` gives each loop five bend points and its label position.
enum SelfLoops {
    struct Loop: Sendable {
        var node: Int
        var origin: Int
        var placeholder = -1
    }

    static func remove(_ graph: inout LayerGraph) -> [Loop] {
        var loops: [Loop] = []
        graph.edges.removeAll { edge in
            guard edge.from == edge.to, let origin = edge.origin else { return false }
            loops.append(Loop(node: edge.from, origin: origin))
            return true
        }
        return loops
    }

    static func insert(_ graph: inout LayerGraph, _ loops: [Loop], labelSizes: [Size?]) {
        guard !loops.isEmpty else { return }
        var layers = graph.layers()
        for var loop in loops {
            let node = graph.nodes[loop.node]
            let label = labelSizes[loop.origin].map { CoordinateSystem.adjust($0, horizontal: graph.isHorizontal) } ?? .zero
            loop.placeholder = graph.addNode(
                .selfLoop(loop.origin), width: max(label.width, 10), height: label.height, parent: node.parent,
                rank: node.rank)
            if let index = layers[node.rank].firstIndex(of: loop.node) {
                layers[node.rank].insert(loop.placeholder, at: index + 1)
            }
        }
        graph.assignOrder(layers)
    }

    static func route(_ layout: inout ScopeLayout, graph: LayerGraph, loops: [Loop], labelSizes: [Size?]) {
        for v in graph.nodes.indices {
            guard case .selfLoop(let origin) = graph.nodes[v].kind, let loop = loops.first(where: { $0.origin == origin }) else {
                continue
            }
            let node = graph.nodes[loop.node]
            let x = node.x + node.width / 2
            let y = node.y
            let dx = graph.nodes[v].x - x
            let dy = node.height / 2
            layout.edgePoints[origin] = [
                Point(x: x + 2 * dx / 3, y: y - dy), Point(x: x + 5 * dx / 6, y: y - dy), Point(x: x + dx, y: y),
                Point(x: x + 5 * dx / 6, y: y + dy), Point(x: x + 2 * dx / 3, y: y + dy),
            ]
            if labelSizes[origin] != nil { layout.edgeLabels[origin] = Point(x: graph.nodes[v].x, y: y) }
        }
    }
}
