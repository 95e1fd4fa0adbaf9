/// Moves each state-diagram note next to its state, on the side the source asked for.
///
/// Pre-conditions: the note and its state share a rank (their link has length 0) and a cluster.
/// Post-conditions: the note's order is directly before (left) or after (right) its state.
enum NotePlacement {
    static func apply(_ graph: inout LayerGraph, scope: LayoutScope) {
        var layers = graph.layers()
        var changed = false
        for edge in scope.edges {
            guard let side = edge.noteSide, edge.from != edge.to else { continue }
            let (state, note) = (edge.from, edge.to)
            let rank = graph.nodes[state].rank
            guard graph.nodes[note].rank == rank, graph.nodes[note].parent == graph.nodes[state].parent else { continue }
            layers[rank].removeAll { $0 == note }
            guard let index = layers[rank].firstIndex(of: state) else { continue }
            layers[rank].insert(note, at: side == .right ? index + 1 : index)
            changed = true
        }
        if changed { graph.assignOrder(layers) }
    }
}
