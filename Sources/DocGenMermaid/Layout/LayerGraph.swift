/// The working graph of one layout scope: real nodes plus the dummy and border nodes the
/// phases add, each with a rank, an order within its rank and coordinates.
///
/// Coordinates are in "top to bottom" space; ``CoordinateSystem`` maps them back.
struct LayerGraph: Sendable {
    /// What a node stands for.
    enum NodeKind: Sendable, Hashable {
        /// An item of the scope: a diagram node or an isolated cluster drawn as one block.
        case item(Int)
        /// A bend point of a long edge (by scope edge index).
        case edgeDummy(Int)
        /// The bend point that carries an edge's label.
        case edgeLabel(Int)
        case borderTop(Int)
        case borderBottom(Int)
        case borderLeft(Int)
        case borderRight(Int)
        /// The placeholder beside a node that a self-loop wraps around.
        case selfLoop(Int)
        /// The nesting graph's root, removed after ranking.
        case root
    }

    struct Node: Sendable {
        var kind: NodeKind
        var width: Double
        var height: Double
        var parent: Int?
        var rank = 0
        var order = 0
        var x = 0.0
        var y = 0.0

        /// Whether BK and spacing treat it as a dummy (anything but a real item).
        var isDummy: Bool {
            if case .item = kind { return false }
            return true
        }
    }

    struct Edge: Sendable {
        var from: Int
        var to: Int
        var minLength: Int
        var weight: Double
        /// The scope edge it came from; nil for nesting and border edges.
        var origin: Int?
        var reversed = false
        var isNesting = false
        var isBorderChain = false
    }

    /// A compound cluster of the scope, with the border nodes the phases give it.
    struct Cluster: Sendable {
        var parent: Int?
        var titleSize: Size
        var depth = 1
        var borderTop = -1
        var borderBottom = -1
        var minRank = 0
        var maxRank = 0
        var leftBorders: [Int] = []
        var rightBorders: [Int] = []
    }

    /// A scope edge after normalisation: its end nodes and the chain of bend points between.
    struct Chain: Sendable {
        var from: Int
        var to: Int
        var points: [Int] = []
        var labelNode: Int?
        var reversed = false
    }

    var nodes: [Node] = []
    var edges: [Edge] = []
    var clusters: [Cluster] = []
    var chains: [Chain?] = []
    var rankSeparation: Double
    var nodeSeparation: Double
    var edgeSeparation: Double
    /// Set by the nesting graph: ranks that are multiples of this may stay empty.
    var nodeRankFactor = 1
    /// Whether ranks run horizontally in the final drawing (sizes arrive turned).
    var isHorizontal = false
    /// Space around cluster titles and contents.
    var titlePadding = 8.0
    /// Which border of a cluster, in layout space, carries its title.
    var titleSide = CoordinateSystem.TitleSide.top

    init(rankSeparation: Double, nodeSeparation: Double, edgeSeparation: Double) {
        self.rankSeparation = rankSeparation
        self.nodeSeparation = nodeSeparation
        self.edgeSeparation = edgeSeparation
    }

    @discardableResult
    mutating func addNode(_ kind: NodeKind, width: Double = 0, height: Double = 0, parent: Int? = nil, rank: Int = 0) -> Int {
        nodes.append(Node(kind: kind, width: width, height: height, parent: parent, rank: rank))
        return nodes.count - 1
    }

    /// Whether a node takes part in layering (everything but the removed root).
    func isLayered(_ v: Int) -> Bool { nodes[v].kind != .root }

    /// Nodes by rank, each rank sorted by order.
    func layers() -> [[Int]] {
        let maxRank = nodes.indices.filter(isLayered).map { nodes[$0].rank }.max() ?? -1
        var result = [[Int]](repeating: [], count: maxRank + 1)
        for v in nodes.indices where isLayered(v) { result[nodes[v].rank].append(v) }
        for index in result.indices { result[index].sort { (nodes[$0].order, $0) < (nodes[$1].order, $1) } }
        return result
    }

    /// Writes each node's order from its position in `layers`.
    mutating func assignOrder(_ layers: [[Int]]) {
        for layer in layers {
            for (order, v) in layer.enumerated() { nodes[v].order = order }
        }
    }

    /// Predecessors and successors over edges between adjacent ranks, with weights.
    func adjacency(includingBorderChains: Bool) -> (predecessors: [[(Int, Double)]], successors: [[(Int, Double)]]) {
        var predecessors = [[(Int, Double)]](repeating: [], count: nodes.count)
        var successors = [[(Int, Double)]](repeating: [], count: nodes.count)
        for edge in edges where nodes[edge.to].rank == nodes[edge.from].rank + 1 {
            if edge.isBorderChain && !includingBorderChains { continue }
            predecessors[edge.to].append((edge.from, edge.weight))
            successors[edge.from].append((edge.to, edge.weight))
        }
        return (predecessors, successors)
    }

    /// The chain of clusters holding a node, innermost first.
    func ancestors(of v: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[v].parent
        while let c = current, result.count <= clusters.count {
            result.append(c)
            current = clusters[c].parent
        }
        return result
    }
}

/// Building the working graph from a scope.
extension LayerGraph {
    /// The working graph for a scope, with sizes turned for horizontal directions.
    init(_ scope: LayoutScope) {
        self.init(
            rankSeparation: scope.spacing.rankSeparation, nodeSeparation: scope.spacing.nodeSeparation,
            edgeSeparation: scope.spacing.edgeSeparation)
        let horizontal = scope.direction.isHorizontal
        isHorizontal = horizontal
        for (index, item) in scope.items.enumerated() {
            let size = CoordinateSystem.adjust(item.size, horizontal: horizontal)
            addNode(.item(index), width: size.width, height: size.height, parent: item.cluster)
        }
        for (index, edge) in scope.edges.enumerated() {
            edges.append(
                Edge(
                    from: edge.from, to: edge.to, minLength: edge.noteSide == nil ? edge.minimumLength : 0,
                    weight: edge.noteSide == nil ? 1 : 8, origin: index))
        }
        for cluster in scope.clusters {
            clusters.append(Cluster(parent: cluster.parent, titleSize: cluster.titleSize))
        }
        for index in clusters.indices {
            var depth = 1
            var current = clusters[index].parent
            while let parent = current, depth <= clusters.count {
                depth += 1
                current = clusters[parent].parent
            }
            clusters[index].depth = depth
        }
        chains = Array(repeating: nil, count: scope.edges.count)
        titlePadding = scope.spacing.clusterPadding
        titleSide = CoordinateSystem.titleSide(for: scope.direction)
    }
}
