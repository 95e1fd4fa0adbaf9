/// A parsed treemap: sections nested by indentation, leaves carrying values.
struct TreemapDiagram: Sendable {
    /// A section or a leaf.
    struct Node: Sendable {
        var label: TextBlock
        /// A leaf's value; nil for a section, whose value is its leaves' sum.
        var value: Double?
        var classes: [String] = []
    }

    var nodes: [Node] = []
    var outline = Outline()
    /// `classDef` styles by class name.
    var classStyles: [String: [StyleProperty]] = [:]
    var title: String?
    var accessibility = AccessibilityText()
}
