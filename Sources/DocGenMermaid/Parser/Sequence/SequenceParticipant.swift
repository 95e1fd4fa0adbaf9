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

extension SequenceParticipant {
    /// Whether it is drawn as a figure above its label: an actor or a figure symbol.
    var hasFigure: Bool { symbol.map(\.isFigure) ?? isActor }
}

/// One entry of a participant's link menu, with a URL that passed the link rules.
struct SequenceLink: Sendable, Hashable {
    var label: String
    var url: String
}
