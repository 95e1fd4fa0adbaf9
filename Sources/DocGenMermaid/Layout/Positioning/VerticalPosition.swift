/// Assigns y coordinates: each rank is as tall as its tallest node, ranks are
/// `rankSeparation` apart, and nodes are centred in their rank (dagre's `positionY`).
///
/// Pre-conditions: ranks are final.
/// Post-conditions: every layered node has `y`.
enum VerticalPosition {
    static func apply(_ graph: inout LayerGraph) {
        var y = 0.0
        for layer in graph.layers() {
            let height = layer.map { graph.nodes[$0].height }.max() ?? 0
            for v in layer { graph.nodes[v].y = y + height / 2 }
            y += height + graph.rankSeparation
        }
    }
}
