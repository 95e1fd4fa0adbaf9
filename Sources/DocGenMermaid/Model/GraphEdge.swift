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
    /// For the dashed link from a state to its note: which side the note goes on (same rank).
    var noteSide: NoteSide?
    /// The label's size, filled in by ``GraphSizer``.
    var labelSize: Size = .zero
}
