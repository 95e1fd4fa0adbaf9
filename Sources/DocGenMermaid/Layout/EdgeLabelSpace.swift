/// Makes room for edge labels on their own ranks, as dagre does.
///
/// Source: Gansner, Koutsofios, North and Vo, "A Technique for Drawing Directed Graphs" (1993).
///
/// Pre-conditions: edges carry their `minLength`.
/// Post-conditions: every `minLength` is doubled and the rank separation halved, so each
/// edge has a middle rank where its label can sit without pushing nodes apart.
enum EdgeLabelSpace {
    static func apply(_ graph: inout LayerGraph) {
        graph.rankSeparation /= 2
        for index in graph.edges.indices { graph.edges[index].minLength *= 2 }
    }
}
