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
