/// A parsed mindmap: one root and its branches, as indented lines write them.
struct MindmapDiagram: Sendable {
    /// One idea.
    struct Node: Sendable {
        var id: String
        var label: TextBlock
        var shape: Shape
        /// The name of `::icon(…)`, drawn as a placeholder.
        var icon: String?
        /// Classes from `:::a b`.
        var classes: [String] = []
    }

    /// The shapes of mindmap nodes.
    enum Shape: String, Sendable {
        /// A bare label with a line under it.
        case plain
        /// `[text]`
        case square
        /// `(text)`
        case rounded
        /// `((text))`
        case circle
        /// `))text((`
        case bang
        /// `)text(`
        case cloud
        /// `{{text}}`
        case hexagon
    }

    var nodes: [Node] = []
    /// The tree the indentation makes; its single root is the central idea.
    var outline = Outline()
    var accessibility = AccessibilityText()
}
