/// A parsed flowchart: the value-type AST the parser produces and the graph builder reads.
struct FlowchartDiagram: Sendable {
    /// The direction after `graph`/`flowchart`, TB when none is given.
    var direction: FlowDirection = .topToBottom
    /// Nodes in order of first appearance.
    var nodes: [FlowNode] = []
    /// Edges in source order; `linkStyle` indices count these.
    var edges: [FlowEdge] = []
    /// Subgraphs in the order they close, as Mermaid registers them.
    var subgraphs: [FlowSubgraph] = []
    /// `classDef` rules in source order.
    var classDefinitions: [ClassDefinition] = []
    /// `linkStyle` rules in source order.
    var linkStyles: [FlowLinkStyle] = []
    /// `accTitle` and `accDescr`.
    var accessibility = AccessibilityText()
}

/// A flowchart node with everything said about it across the source.
struct FlowNode: Sendable, Hashable {
    /// The id used in edges.
    var id: String
    /// The label, when one was given (otherwise the id is shown).
    var label: TextBlock?
    /// The shape, when one was given (otherwise a rectangle).
    var shape: NodeShape?
    /// Classes from `:::` and `class`.
    var classes: [String] = []
    /// Declarations from `style`.
    var style: [StyleProperty] = []
    /// The icon or image of an `@{ icon: … }` or `@{ img: … }` node.
    var media: NodeMedia?
    /// Where `click` sends the reader.
    var link: NodeLink?
    /// The offset of its first mention.
    var offset: Int
}

/// A flowchart edge.
struct FlowEdge: Sendable, Hashable {
    /// The source node or subgraph id.
    var from: String
    /// The target node or subgraph id.
    var to: String
    /// The label from `|text|` or `-- text -->`.
    var label: TextBlock?
    /// How it is drawn.
    var link: FlowLink
    /// The id written before the link (`A e1@--> B`).
    var id: String?
    /// Classes from `class e1 name`, for edges with ids.
    var classes: [String] = []
    /// Set by `e1@{ animate: true }` or `animation: fast|slow`.
    var animation: EdgeAnimation?
    /// The offset of its link.
    var offset: Int
}

/// How an edge with an id moves (`e1@{ animate: true }`, `animation: slow`): a CSS dash animation.
enum EdgeAnimation: String, Sendable, Hashable {
    case fast, slow
}

/// A flowchart link as written: `-->`, `-.->`, `==>`, `~~~`, `<-->`, `--o`, with its length.
struct FlowLink: Sendable, Hashable {
    /// How the line is drawn.
    var stroke: EdgeStroke
    /// The marker at the source end (`<`, `o`, `x` before the line).
    var startMarker: EdgeMarker
    /// The marker at the target end.
    var endMarker: EdgeMarker
    /// The number of ranks it spans at least: 1 for `-->`, 2 for `--->`, capped at 10.
    var length: Int

    /// The default link, `-->`.
    static let arrow = FlowLink(stroke: .normal, startMarker: .none, endMarker: .arrow, length: 1)
}

/// A `linkStyle` rule.
struct FlowLinkStyle: Sendable, Hashable {
    /// The edge indices it applies to; nil for `default`.
    var indices: [Int]?
    /// The declarations.
    var properties: [StyleProperty]
    /// The offset of the rule, for out-of-range errors.
    var offset: Int
}

/// A subgraph: a titled group of nodes and nested subgraphs.
struct FlowSubgraph: Sendable, Hashable {
    /// Its id: as written, or `subGraphN` when only a title with spaces was given.
    var id: String
    /// Its title.
    var title: TextBlock
    /// Node and subgraph ids that belong to it directly, in order.
    var members: [String]
    /// `direction` inside it, if any.
    var direction: FlowDirection?
    /// Classes from `class`.
    var classes: [String] = []
    /// Declarations from `style`.
    var style: [StyleProperty] = []
    /// The offset of its `subgraph` keyword.
    var offset: Int
}
