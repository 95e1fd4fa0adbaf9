/// The line and heads of a message arrow, as written between its participants.
struct SequenceArrow: Sendable, Hashable {
    /// The head at the receiving end.
    enum Head: String, Sendable, Hashable, CaseIterable {
        /// `->`, `-->`: no head.
        case none
        /// `->>`, `-->>`: a filled arrowhead.
        case arrow
        /// `-x`, `--x`: a cross.
        case cross
        /// `-)`, `--)`: an open asynchronous arrowhead.
        case open
    }

    /// Dotted (`--…`) rather than solid.
    var isDotted: Bool
    /// The head at the target.
    var head: Head
    /// Also a head at the source (`<<->>`, `<<-->>`).
    var isBidirectional = false

    /// The arrows by their spelling, longest first so a prefix never wins.
    static let spellings: [(String, SequenceArrow)] = [
        ("<<-->>", SequenceArrow(isDotted: true, head: .arrow, isBidirectional: true)),
        ("<<->>", SequenceArrow(isDotted: false, head: .arrow, isBidirectional: true)),
        ("-->>", SequenceArrow(isDotted: true, head: .arrow)),
        ("--x", SequenceArrow(isDotted: true, head: .cross)),
        ("--)", SequenceArrow(isDotted: true, head: .open)),
        ("-->", SequenceArrow(isDotted: true, head: .none)),
        ("->>", SequenceArrow(isDotted: false, head: .arrow)),
        ("-x", SequenceArrow(isDotted: false, head: .cross)),
        ("-)", SequenceArrow(isDotted: false, head: .open)),
        ("->", SequenceArrow(isDotted: false, head: .none)),
    ]
}
