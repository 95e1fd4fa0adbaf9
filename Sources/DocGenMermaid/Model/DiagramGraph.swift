/// The renderable graph every diagram type becomes: nodes, edges and clusters with labels,
/// shapes and styles, independent of the syntax they came from.
///
/// Layout and SVG only ever see this type. Clusters are ordered parents first.
struct DiagramGraph: Sendable {
    /// Which Mermaid diagram this was.
    enum Kind: String, Sendable {
        case flowchart
        case state
        case classDiagram = "class"
        case entityRelationship = "er"
        case requirement
        case c4
        case architecture
        case block
    }

    var kind: Kind
    var direction: FlowDirection
    var nodes: [GraphNode] = []
    var edges: [GraphEdge] = []
    var clusters: [GraphCluster] = []
    var accessibility = AccessibilityText()
    /// The front matter title, if any.
    var title: String?
}

extension DiagramGraph {
    /// The chain of clusters holding a node or cluster, innermost first.
    func ancestors(ofCluster cluster: Int?) -> [Int] {
        var result: [Int] = []
        var current = cluster
        while let index = current, result.count <= clusters.count {
            result.append(index)
            current = clusters[index].parent
        }
        return result
    }

    /// Every cluster's depth: 1 for top-level clusters.
    var clusterDepths: [Int] {
        clusters.indices.map { ancestors(ofCluster: $0).count }
    }

    /// Orders clusters parents first (keeping sibling order) and remaps every reference.
    mutating func sortClustersParentsFirst() {
        let depths = clusterDepths
        let order = clusters.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
        var newIndex = [Int](repeating: 0, count: clusters.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        clusters = order.map { old in
            var cluster = clusters[old]
            cluster.parent = cluster.parent.map { newIndex[$0] }
            return cluster
        }
        for index in nodes.indices { nodes[index].cluster = nodes[index].cluster.map { newIndex[$0] } }
        for index in edges.indices {
            if case .cluster(let c) = edges[index].from { edges[index].from = .cluster(newIndex[c]) }
            if case .cluster(let c) = edges[index].to { edges[index].to = .cluster(newIndex[c]) }
        }
    }
}

/// A node of a ``DiagramGraph``.
struct GraphNode: Sendable, Hashable {
    var id: String
    /// The label as drawn (already wrapped once sized).
    var label: TextBlock
    var shape: NodeShape
    /// Description lines below a divider, for state boxes with a title.
    var description: TextBlock?
    /// Compartments or table rows, for class boxes and entities.
    var body: NodeBody?
    var classes: [String] = []
    var style: [StyleProperty] = []
    var link: NodeLink?
    /// The picture of an icon or image node.
    var media: NodeMedia?
    /// The innermost cluster holding it.
    var cluster: Int?
    /// Where a ``NodeShape/blockArrow`` points.
    var arrow: BlockArrowDirections = []
    /// Its size, filled in by ``GraphSizer``.
    var size: Size = .zero
}

/// Every shape a node can be drawn as, for flowcharts and state diagrams alike.
enum NodeShape: String, Sendable, Hashable, CaseIterable {
    case rectangle, rounded, stadium, subroutine, cylinder, circle, doubleCircle, diamond, hexagon
    case leanRight, leanLeft, trapezoid, invertedTrapezoid, odd, text, smallCircle
    // Flowchart shapes named only with `@{ shape: … }` (Mermaid 11).
    case dataStore, notchedRectangle, linedRectangle, hourglass, braceLeft, braceRight, braces, bolt
    case document, delay, horizontalCylinder, linedCylinder, curvedTrapezoid, dividedRectangle, triangle
    case windowPane, filledCircle, notchedPentagon, flippedTriangle, slopedRectangle, stackedDocument
    case stackedRectangle, bowTieRectangle, crossedCircle, taggedDocument, taggedRectangle, flag, linedDocument
    case cloud, bang
    // `@{ icon: … }` and `@{ img: … }` nodes, drawn from the node's ``NodeMedia``.
    case icon, image
    // State diagram shapes.
    case state, stateStart, stateEnd, fork, join, choice, note
    // A UML class box and an ER entity table, drawn from the node's ``NodeBody``.
    case classBox, entity
    // A block diagram's block arrow, pointing where the node's ``GraphNode/arrow`` says.
    case blockArrow

    /// Shapes drawn without their label, as in Mermaid.
    var hidesLabel: Bool {
        switch self {
        case .stateStart, .stateEnd, .fork, .join, .choice, .smallCircle, .hourglass, .bolt, .filledCircle, .crossedCircle:
            true
        default: false
        }
    }
}

/// Where a `click` directive sends the reader; only safe URLs get this far.
struct NodeLink: Sendable, Hashable {
    /// An http(s) or relative URL.
    var url: String
    /// The tooltip, if any.
    var tooltip: String?
    /// The target window, such as `_blank`.
    var target: String?
}

/// An edge of a ``DiagramGraph``.
struct GraphEdge: Sendable, Hashable {
    var from: GraphEndpoint
    var to: GraphEndpoint
    var label: TextBlock?
    /// Text beside the start and the end, such as a class relation's cardinalities.
    var startLabel: String?
    var endLabel: String?
    var stroke: EdgeStroke = .normal
    var startMarker: EdgeMarker = .none
    var endMarker: EdgeMarker = .arrow
    /// The fewest ranks it spans.
    var minimumLength: Int = 1
    var style: [StyleProperty] = []
    /// The id a flowchart gave it (`A e1@--> B`), written as `data-id`.
    var id: String?
    /// Classes from `class e1 name`, written on the path.
    var classes: [String] = []
    /// A dash animation from `@{ animate: true }` or a class with `animation`.
    var animation: EdgeAnimation?
    /// For the dashed link from a state to its note: which side the note goes on (same rank).
    var noteSide: NoteSide?
    /// The label's size, filled in by ``GraphSizer``.
    var labelSize: Size = .zero
}

/// One end of an edge: a node, or a whole cluster (drawn to the cluster's border).
enum GraphEndpoint: Sendable, Hashable {
    case node(Int)
    case cluster(Int)
}

/// How an edge's line is drawn.
enum EdgeStroke: String, Sendable, Hashable {
    case normal, thick, dotted, invisible
}

/// The mark at one end of an edge.
enum EdgeMarker: String, Sendable, Hashable {
    case none, arrow, circle, cross
    // Class diagram relations: inheritance and realization, composition, aggregation, lollipop.
    case triangle, filledDiamond, hollowDiamond, lollipop
    // Crow's-foot cardinalities of ER relationships.
    case zeroOrOne, exactlyOne, zeroOrMore, oneOrMore
}

/// Which side of its state a note sits on.
enum NoteSide: String, Sendable, Hashable {
    case left, right
}

/// What a cluster stands for, which decides how it is drawn.
enum ClusterKind: String, Sendable, Hashable {
    /// A flowchart subgraph.
    case subgraph
    /// A composite state.
    case composite
    /// A concurrent region inside a composite state.
    case region
    /// A class diagram namespace.
    case namespace
}

/// A group of nodes drawn as a box: a subgraph or composite state.
struct GraphCluster: Sendable, Hashable {
    var id: String
    var title: TextBlock
    var kind: ClusterKind
    var parent: Int?
    /// `direction` inside it; honoured only when no edge crosses its border, as in Mermaid.
    var direction: FlowDirection?
    var classes: [String] = []
    var style: [StyleProperty] = []
    /// The title's size, filled in by ``GraphSizer``.
    var titleSize: Size = .zero
}
