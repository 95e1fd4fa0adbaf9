/// One lifeline: a `participant` box or an `actor` stick figure.
struct SequenceParticipant: Sendable, Hashable {
    /// The id messages use.
    var id: String
    /// The text shown, from `as …` or the id.
    var label: TextBlock
    /// Drawn as a stick figure rather than a box.
    var isActor = false
    /// The index of the `box` group it belongs to.
    var box: Int?
    /// The index (among messages) of the message that creates it, after `create`.
    var createdBy: Int?
    /// The index (among messages) of the message that ends its lifeline, after `destroy`.
    var destroyedBy: Int?
    /// The scalar offset of its first mention.
    var offset: Int
}
