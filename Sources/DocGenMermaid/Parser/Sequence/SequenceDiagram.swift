/// A parsed `sequenceDiagram`: participants in order of appearance and the events read top to bottom.
struct SequenceDiagram: Sendable {
    /// Participants and actors, left to right.
    var participants: [SequenceParticipant] = []
    /// Messages, notes, activations and block boundaries, in source order.
    var events: [SequenceEvent] = []
    /// `box … end` groups of participants.
    var boxes: [SequenceBox] = []
    /// `accTitle` and `accDescr`.
    var accessibility = AccessibilityText()
    /// The `title` statement, if any.
    var title: String?

    /// The messages, in order.
    var messages: [SequenceMessage] {
        events.compactMap { if case .message(let message) = $0 { message } else { nil } }
    }

    /// The notes, in order.
    var notes: [SequenceNote] {
        events.compactMap { if case .note(let note) = $0 { note } else { nil } }
    }
}
