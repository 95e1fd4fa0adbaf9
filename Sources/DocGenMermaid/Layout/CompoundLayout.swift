/// Lays out a whole diagram the way Mermaid wraps dagre.
///
/// A cluster that no edge crosses is laid out on its own (with its own `direction`) and placed as one block; every other
/// cluster stays a compound node of the graph around it. Scopes are processed deepest
/// first without recursion, then placed top-down.
struct CompoundLayout {
    let graph: DiagramGraph
    let spacing: LayoutSpacing
    /// Space between a block's border and its contents.
    let blockPadding = 20.0
    var isolated: [Bool] = []
    var scopeOfNode: [Int?] = []
    var scopeOfCluster: [Int?] = []
    var nodeChains: [[Int]] = []
    var clusterChains: [[Int]] = []
    var representative: [Int?] = []

    /// The layout of `graph`, or nil when it is too large to lay out within the work budget.
    static func layout(_ graph: DiagramGraph, spacing: LayoutSpacing = LayoutSpacing()) -> DiagramLayout? {
        var layout = CompoundLayout(graph: graph, spacing: spacing)
        layout.classify()
        return layout.run()
    }

    init(graph: DiagramGraph, spacing: LayoutSpacing) {
        self.graph = graph
        self.spacing = spacing
    }

    /// Decides which clusters are isolated and which scope every node and cluster lives in.
    mutating func classify() {
        let count = graph.clusters.count
        nodeChains = graph.nodes.map { graph.ancestors(ofCluster: $0.cluster) }
        clusterChains = graph.clusters.indices.map { graph.ancestors(ofCluster: $0) }
        representative = Array(repeating: nil, count: count)
        for (n, chain) in nodeChains.enumerated() {
            for c in chain where representative[c] == nil { representative[c] = n }
        }
        isolated = (0..<count).map { _ in true }
        for edge in graph.edges {
            let a = chain(of: edge.from)
            let b = chain(of: edge.to)
            let (setA, setB) = (Set(a), Set(b))
            for c in a where !setB.contains(c) { isolated[c] = false }
            for c in b where !setA.contains(c) { isolated[c] = false }
            for case .cluster(let c) in [edge.from, edge.to] where representative[c] != nil { isolated[c] = false }
        }
        // A cluster without nodes is drawn as a plain block, whatever touches it.
        for c in 0..<count where representative[c] == nil { isolated[c] = true }
        scopeOfNode = nodeChains.map { chain in chain.first { isolated[$0] } }
        scopeOfCluster = clusterChains.map { chain in chain.dropFirst().first { isolated[$0] } }
    }

    func chain(of endpoint: GraphEndpoint) -> [Int] {
        switch endpoint {
        case .node(let n): nodeChains[n]
        case .cluster(let c): clusterChains[c]
        }
    }

    /// The chain of scopes an endpoint sits in, innermost first, ending with the root (nil).
    private func scopeChain(of endpoint: GraphEndpoint) -> [Int?] {
        var first: Int?
        switch endpoint {
        case .node(let n): first = scopeOfNode[n]
        case .cluster(let c): first = scopeOfCluster[c]
        }
        var result: [Int?] = [first]
        while let current = result.last, let scope = current, result.count <= graph.clusters.count + 1 {
            result.append(scopeOfCluster[scope])
        }
        return result
    }

    /// The deepest scope both ends of an edge share.
    func scope(of edge: GraphEdge) -> Int? {
        let a = scopeChain(of: edge.from)
        let b = scopeChain(of: edge.to)
        return a.first { candidate in b.contains { $0 == candidate } } ?? nil
    }
}

/// Where everything of a ``DiagramGraph`` goes, in final SVG coordinates.
struct DiagramLayout: Sendable {
    /// An edge's path and label.
    struct EdgeRoute: Sendable {
        /// The polyline from the source's border through the bend points to the target's border.
        var points: [Point]
        /// The label's box, if the edge has a label.
        var label: Rect?
    }

    /// A cluster's box and title.
    struct ClusterBox: Sendable {
        var rect: Rect
        /// The centre of the title's first line block.
        var title: Point
    }

    /// Node boxes, indexed like the graph's nodes.
    var nodes: [Rect] = []
    var edges: [EdgeRoute] = []
    var clusters: [ClusterBox] = []
    /// The drawing's size including the outer padding.
    var size: Size = .zero
}
