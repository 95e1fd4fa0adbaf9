/// Where everything of a ``DiagramGraph`` goes, in final SVG coordinates.
struct DiagramLayout: Sendable {
    /// An edge's path and label.
    struct EdgeRoute: Sendable {
        /// The polyline from the source's border through the bend points to the target's border.
        var points: [Point]
        /// The label's box, if the edge has a label.
        var label: Rect?
    }

    /// A cluster's box and title.
    struct ClusterBox: Sendable {
        var rect: Rect
        /// The centre of the title's first line block.
        var title: Point
    }

    /// Node boxes, indexed like the graph's nodes.
    var nodes: [Rect] = []
    var edges: [EdgeRoute] = []
    var clusters: [ClusterBox] = []
    /// The drawing's size including the outer padding.
    var size: Size = .zero
}
