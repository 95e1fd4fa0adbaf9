/// One step of a sequence diagram, read top to bottom.
enum SequenceEvent: Sendable, Hashable {
    /// A message between participants.
    case message(SequenceMessage)
    /// A note beside or over participants.
    case note(SequenceNote)
    /// `activate` of a participant index.
    case activate(Int)
    /// `deactivate` of a participant index.
    case deactivate(Int)
    /// The start of a block, with its label and (for `rect`) sanitised colour.
    case blockStart(SequenceBlockKind, label: TextBlock, color: String?)
    /// `else`, `and` or `option` with its label.
    case blockSection(TextBlock)
    /// The `end` of the innermost block.
    case blockEnd
}
