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
