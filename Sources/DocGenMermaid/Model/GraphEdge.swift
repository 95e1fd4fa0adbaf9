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
