/// Where the layered engine put a scope's items, edges and clusters, in the scope's own
/// coordinates (top-left of the content at 0,0).
struct ScopeLayout: Sendable {
    var items: [Point] = []
    /// Bend points of each scope edge from its source to its target, ends not included.
    var edgePoints: [[Point]] = []
    var edgeLabels: [Point?] = []
    var clusters: [Rect] = []
    var size: Size = .zero
}

/// Reads a scope's geometry out of the positioned working graph (dagre's
/// `removeBorderNodes`, `normalize.undo` and `reversePoints`, in layout space).
extension ScopeLayout {
    init(_ graph: LayerGraph, scopeEdgeCount: Int) {
        for node in graph.nodes {
            if case .item(let index) = node.kind {
                while items.count <= index { items.append(Point(x: 0, y: 0)) }
                items[index] = Point(x: node.x, y: node.y)
            }
        }
        edgePoints = Array(repeating: [], count: scopeEdgeCount)
        edgeLabels = Array(repeating: nil, count: scopeEdgeCount)
        for (origin, chain) in graph.chains.enumerated() {
            guard let chain else { continue }
            var points = chain.points.map { Point(x: graph.nodes[$0].x, y: graph.nodes[$0].y) }
            if chain.reversed { points.reverse() }
            edgePoints[origin] = points
            if let label = chain.labelNode { edgeLabels[origin] = Point(x: graph.nodes[label].x, y: graph.nodes[label].y) }
        }
        clusters = graph.clusters.map { cluster in
            let top = graph.nodes[cluster.borderTop]
            let bottom = graph.nodes[cluster.borderBottom]
            let minX = cluster.leftBorders.map { graph.nodes[$0].x - graph.nodes[$0].width / 2 }.min() ?? top.x
            let maxX = cluster.rightBorders.map { graph.nodes[$0].x + graph.nodes[$0].width / 2 }.max() ?? top.x
            return Rect(minX: minX, minY: top.y - top.height / 2, maxX: maxX, maxY: bottom.y + bottom.height / 2)
        }
    }
}
