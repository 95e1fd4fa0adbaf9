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
    /// Its size, filled in by ``GraphSizer``.
    var size: Size = .zero
}
