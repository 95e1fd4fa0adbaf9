/// The layered (Sugiyama) layout of one scope, phase by phase in dagre's order.
///
/// Each phase lives in its own file or folder and documents its pre- and post-conditions.
/// What the phases change temporarily (reversed edges, dummy chains, border nodes, turned
/// axes) is undone when the geometry is read out (``ScopeLayout``, ``CoordinateSystem``).
enum LayeredLayout {
    /// The most bend and border nodes one scope may need; beyond it the layout is refused,
    /// so a hostile diagram (many long edges) cannot take quadratic time and memory.
    static let maximumHelperNodes = 150_000

    /// Lays out a scope and returns its geometry in the scope's own coordinates, or nil
    /// when it would exceed the work budget.
    static func run(_ scope: LayoutScope) -> ScopeLayout? {
        var graph = LayerGraph(scope)
        EdgeLabelSpace.apply(&graph)
        let selfLoops = SelfLoops.remove(&graph)
        Acyclic.apply(&graph)
        NestingGraph.apply(&graph)
        Ranker.rank(&graph)
        RankCleanup.removeEmptyRanks(&graph)
        NestingGraph.cleanup(&graph)
        RankCleanup.normalizeRanks(&graph)
        NestingGraph.assignRankMinMax(&graph)
        guard helperNodeCount(graph) <= maximumHelperNodes else { return nil }
        Normalize.apply(&graph, labelSizes: scope.edges.map(\.labelSize))
        ParentDummyChains.apply(&graph)
        BorderSegments.apply(&graph)
        Ordering.apply(&graph)
        NotePlacement.apply(&graph, scope: scope)
        SelfLoops.insert(&graph, selfLoops, labelSizes: scope.edges.map(\.labelSize))
        VerticalPosition.apply(&graph)
        BrandesKoepf.apply(&graph)
        var layout = ScopeLayout(graph, scopeEdgeCount: scope.edges.count)
        SelfLoops.route(&layout, graph: graph, loops: selfLoops, labelSizes: scope.edges.map(\.labelSize))
        CoordinateSystem.undo(&layout, direction: scope.direction)
        CoordinateSystem.translateToOrigin(&layout, scope: scope)
        return layout
    }

    /// How many dummy and border nodes normalisation and border segments would add.
    static func helperNodeCount(_ graph: LayerGraph) -> Int {
        var count = 0
        for edge in graph.edges where edge.origin != nil {
            count += max(0, graph.nodes[edge.to].rank - graph.nodes[edge.from].rank - 1)
        }
        for cluster in graph.clusters {
            count += 2 * max(0, cluster.maxRank - cluster.minRank + 1)
        }
        return count
    }
}
