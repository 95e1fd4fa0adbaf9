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
