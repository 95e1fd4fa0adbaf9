/// Splits every edge that spans more than one rank into a chain of dummy nodes, one per
/// rank, as dagre's `normalize` does; the middle one of a labelled edge carries the label.
///
/// Pre-conditions: ranks are final; edges point from lower to higher ranks (or stay within one).
/// Post-conditions: every edge between different ranks spans exactly one rank, and `chains`
/// records, per scope edge, its end nodes and bend-point nodes in order.
enum Normalize {
    static func apply(_ graph: inout LayerGraph, labelSizes: [Size?]) {
        let horizontal = graph.isHorizontal
        let original = graph.edges
        graph.edges.removeAll(keepingCapacity: true)
        for edge in original {
            guard let origin = edge.origin else {
                graph.edges.append(edge)
                continue
            }
            var chain = LayerGraph.Chain(from: edge.from, to: edge.to, reversed: edge.reversed)
            let fromRank = graph.nodes[edge.from].rank
            let toRank = graph.nodes[edge.to].rank
            guard toRank > fromRank + 1 else {
                graph.edges.append(edge)
                graph.chains[origin] = chain
                continue
            }
            let labelRank = fromRank + (toRank - fromRank) / 2
            var previous = edge.from
            for rank in (fromRank + 1)..<toRank {
                let dummy: Int
                if rank == labelRank, let size = labelSizes[origin], size.width > 0 {
                    let turned = CoordinateSystem.adjust(size, horizontal: horizontal)
                    dummy = graph.addNode(.edgeLabel(origin), width: turned.width, height: turned.height, rank: rank)
                    chain.labelNode = dummy
                } else {
                    dummy = graph.addNode(.edgeDummy(origin), rank: rank)
                }
                chain.points.append(dummy)
                graph.edges.append(
                    LayerGraph.Edge(
                        from: previous, to: dummy, minLength: 1, weight: edge.weight, origin: origin, reversed: edge.reversed))
                previous = dummy
            }
            graph.edges.append(
                LayerGraph.Edge(
                    from: previous, to: edge.to, minLength: 1, weight: edge.weight, origin: origin, reversed: edge.reversed))
            graph.chains[origin] = chain
        }
    }
}
