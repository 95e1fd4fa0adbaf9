/// A `box [colour] [label] … end` group drawn behind its participants.
struct SequenceBox: Sendable, Hashable {
    /// The label, possibly empty.
    var label: TextBlock
    /// The sanitised fill colour, or nil for none.
    var color: String?
}
