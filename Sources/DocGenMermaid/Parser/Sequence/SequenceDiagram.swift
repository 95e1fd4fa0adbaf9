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

/// One lifeline: a `participant` box or an `actor` stick figure.
struct SequenceParticipant: Sendable, Hashable {
    /// The id messages use.
    var id: String
    /// The text shown, from `as …` or the id.
    var label: TextBlock
    /// Drawn as a stick figure rather than a box.
    var isActor = false
    /// Links from `link A: Label @ URL` and `links A: {…}`, drawn under its name.
    var links: [SequenceLink] = []
    /// The symbol from `@{ "type": … }`, drawn instead of the box or stick figure.
    var symbol: SequenceSymbol?
    /// The index of the `box` group it belongs to.
    var box: Int?
    /// The index (among messages) of the message that creates it, after `create`.
    var createdBy: Int?
    /// The index (among messages) of the message that ends its lifeline, after `destroy`.
    var destroyedBy: Int?
    /// The scalar offset of its first mention.
    var offset: Int

    /// Whether it is drawn as a figure above its label: an actor or a figure symbol.
    var hasFigure: Bool { symbol.map(\.isFigure) ?? isActor }
}

/// The participant types of `participant A@{ "type": "database" }`.
enum SequenceSymbol: String, Sendable, Hashable, CaseIterable {
    case boundary, control, entity, database, collections, queue

    /// Whether it is a figure with the label below (like an actor) rather than a box.
    var isFigure: Bool {
        switch self {
        case .boundary, .control, .entity, .database: true
        case .collections, .queue: false
        }
    }
}

/// One entry of a participant's link menu, with a URL that passed the link rules.
struct SequenceLink: Sendable, Hashable {
    var label: String
    var url: String
}

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

/// A `Note left of|right of|over A[,B]: text`.
struct SequenceNote: Sendable, Hashable {
    /// Where the note sits relative to its participants.
    enum Placement: String, Sendable, Hashable {
        case leftOf, rightOf, over
    }

    /// The placement.
    var placement: Placement
    /// One or two participant indices.
    var participants: [Int]
    /// The text.
    var text: TextBlock
    /// The scalar offset of `Note`.
    var offset: Int
}

/// The kind of a framed block: `loop`, `alt`, `opt`, `par`, `critical`, `break` or `rect`.
enum SequenceBlockKind: String, Sendable, Hashable, CaseIterable {
    case loop, alt, opt, par, critical, `break`, rect

    /// The keyword that starts another section of this kind of block, if it has sections.
    var sectionKeyword: String? {
        switch self {
        case .alt: "else"
        case .par: "and"
        case .critical: "option"
        default: nil
        }
    }
}

/// A `box [colour] [label] … end` group drawn behind its participants.
struct SequenceBox: Sendable, Hashable {
    /// The label, possibly empty.
    var label: TextBlock
    /// The sanitised fill colour, or nil for none.
    var color: String?
}
