/// Where everything in a sequence diagram is drawn, in SVG coordinates.
struct SequenceLayout: Sendable {
    /// One participant's boxes and lifeline.
    struct Participant: Sendable, Hashable {
        /// The box (or stick figure area) at the top, or where `create` introduces it.
        var top: Rect
        /// The mirrored box at the bottom; nil when `destroy` ended the lifeline.
        var bottom: Rect?
        /// The lifeline's x.
        var x: Double
        /// Where the lifeline starts and ends.
        var lifelineTop: Double
        var lifelineBottom: Double
        /// Where `destroy` crossed the lifeline out, if it did.
        var destroyedAt: Double?
    }

    /// One message's line and text.
    struct Message: Sendable, Hashable {
        /// The polyline from sender to receiver (two points, or four for a self-message).
        var points: [Point]
        /// The text's box, or nil for no text.
        var label: Rect?
        /// The autonumber badge's centre, when numbered.
        var number: Point?
    }

    /// A section divider (`else`, `and`, `option`) and its label.
    struct Section: Sendable, Hashable {
        var y: Double
        var label: TextBlock
    }

    /// One block frame with its sections.
    struct Frame: Sendable, Hashable {
        var kind: SequenceBlockKind
        var label: TextBlock
        var color: String?
        var rect: Rect
        /// The kind tag in the top-left corner.
        var tag: Rect
        /// Dividers after the first section.
        var sections: [Section]
    }

    var participants: [Participant] = []
    /// In the order of the diagram's messages.
    var messages: [Message] = []
    /// In the order of the diagram's notes.
    var notes: [Rect] = []
    /// Activation bars, by participant, in the order they open.
    var activations: [(participant: Int, rect: Rect)] = []
    /// Frames, outer before inner.
    var frames: [Frame] = []
    /// `box` groups, in the diagram's order.
    var boxes: [Rect] = []
    /// The drawing's size.
    var size = Size(width: 0, height: 0)
}
