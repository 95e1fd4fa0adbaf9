/// Assigns ranks: the entry point of the ranking phase.
///
/// Pre-conditions: the graph is acyclic and connected (the nesting root connects it).
/// Post-conditions: every node has a rank with `rank(to) - rank(from) >= minLength` for
/// every edge, minimising the weighted total edge length (network simplex).
enum Ranker {
    static func rank(_ graph: inout LayerGraph) {
        var problem = RankingProblem(nodeCount: graph.nodes.count)
        for edge in graph.edges {
            problem.addEdge(tail: edge.from, head: edge.to, minLength: edge.minLength, weight: edge.weight)
        }
        let ranks = NetworkSimplex.solve(problem)
        for v in graph.nodes.indices { graph.nodes[v].rank = ranks[v] }
    }
}
