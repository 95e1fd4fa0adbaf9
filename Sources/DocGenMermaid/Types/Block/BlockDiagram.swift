/// A parsed `block` (`block-beta`) diagram: blocks placed on a grid of columns, composite
/// blocks with their own columns, spaces, and edges between blocks.
struct BlockDiagram: Sendable {
    /// The composite blocks; the first is the diagram itself.
    var groups: [BlockGroup] = [BlockGroup(id: "", offset: 0)]
    var nodes: [BlockNode] = []
    var edges: [BlockEdge] = []
    var classDefinitions: [ClassDefinition] = []
    var accessibility = AccessibilityText()
}

/// A composite block (`block:id:span … end`), or the whole diagram.
struct BlockGroup: Sendable {
    var id: String
    /// `columns N`; nil for `columns auto`, which puts every item on one row.
    var columns: Int?
    /// What it holds, in the order written.
    var items: [BlockItem] = []
    /// The enclosing group; nil for the diagram.
    var parent: Int?
    var classes: [String] = []
    var style: [StyleProperty] = []
    /// Where it opens in the source.
    var offset: Int
}

/// One thing placed on a group's grid.
struct BlockItem: Sendable {
    enum Content: Sendable {
        case node(Int)
        case group(Int)
        /// Empty cells.
        case space
    }

    var content: Content
    /// How many columns it spans.
    var span: Int = 1
    /// Where it is written, for errors.
    var offset: Int
}

/// A block: an id, a label and a shape.
struct BlockNode: Sendable {
    var id: String
    var label: TextBlock
    var shape: NodeShape = .rectangle
    var arrow: BlockArrowDirections = []
    var classes: [String] = []
    var style: [StyleProperty] = []
}

/// An edge between two blocks or composite blocks, named by id.
struct BlockEdge: Sendable {
    var from: String
    var to: String
    var label: TextBlock?
    var link: FlowLink
}
