/// One message from a participant to another (or itself).
struct SequenceMessage: Sendable, Hashable {
    /// Sender index into the diagram's participants.
    var from: Int
    /// Receiver index.
    var to: Int
    /// The arrow.
    var arrow: SequenceArrow
    /// The text after `:`, possibly empty.
    var text: TextBlock
    /// `+` activates the receiver after the message; `-` deactivates the sender.
    var activatesTarget = false
    /// Whether `-` follows the arrow.
    var deactivatesSource = false
    /// The autonumber shown (`3`, `1.25`), if numbering is on.
    var number: String?
    /// `A()->>B` and `A->>()B`: the message meets a central point on the lifeline, drawn as a circle.
    var centralSource = false
    var centralTarget = false
    /// The scalar offset of the arrow.
    var offset: Int

    /// Whether it goes from a participant to itself.
    var isSelf: Bool { from == to }
}
