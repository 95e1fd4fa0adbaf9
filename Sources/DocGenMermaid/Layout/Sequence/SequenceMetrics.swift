/// Mermaid's sequence spacing, in pixels (`sequence.*` defaults).
enum SequenceMetrics {
    /// Smallest participant box.
    static let actorWidth = 150.0
    static let actorHeight = 65.0
    /// Extra height of the stick figure above an actor's label.
    static let figureHeight = 40.0
    /// Height of one link line under a participant's name.
    static let linkHeight = 16.0
    /// Smallest gap between neighbouring participant boxes.
    static let actorMargin = 50.0
    /// Padding around text in boxes, notes and message labels.
    static let textPadding = 10.0
    /// Space above a message's text.
    static let messageGap = 14.0
    /// Space between a message's text and its line.
    static let textToLine = 4.0
    /// How far a self-message loops right and down.
    static let selfLoopWidth = 30.0
    static let selfLoopHeight = 20.0
    /// Width of an activation bar, and the offset of each nested one.
    static let activationWidth = 10.0
    /// Gap between a lifeline and a note beside it.
    static let noteOffset = 15.0
    /// Smallest note width.
    static let noteWidth = 100.0
    /// Space around frames and between nested frames.
    static let frameMargin = 10.0
    /// Margin around the drawing.
    static let diagramMargin = 10.0
    /// Space above and below `box` groups' participants.
    static let boxMargin = 10.0
}
