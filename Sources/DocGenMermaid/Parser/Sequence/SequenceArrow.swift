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
    /// A half arrowhead (`-|\`, `-//`, `/|-`, …) instead of ``head``.
    var half: HalfHead?

    /// One side of an arrowhead: filled (`|\`) or a single stroke (`\\`), above or below the
    /// line, at the target or (written before the line) at the source.
    struct HalfHead: Sendable, Hashable {
        var isTop: Bool
        var isStick: Bool
        var atSource: Bool
    }

    /// The arrows by their spelling, longest first so a prefix never wins (no half arrow starts
    /// with another arrow, so they come last, after the common ones).
    static let spellings: [(String, SequenceArrow)] =
        [
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
        ] + halfSpellings

    /// Half arrows: `-|\` `-|/` `-\\` `-//` at the target, `/|-` `\|-` `//-` `\\-` at the source;
    /// a second `-` makes them dotted.
    private static let halfSpellings: [(String, SequenceArrow)] = {
        var result: [(String, SequenceArrow)] = []
        let heads: [(target: String, source: String, isTop: Bool, isStick: Bool)] = [
            ("|\\", "/|", true, false), ("|/", "\\|", false, false), ("\\\\", "//", true, true), ("//", "\\\\", false, true),
        ]
        for dotted in [true, false] {
            let line = dotted ? "--" : "-"
            for head in heads {
                let none = SequenceArrow(isDotted: dotted, head: .none)
                var target = none
                target.half = HalfHead(isTop: head.isTop, isStick: head.isStick, atSource: false)
                var source = none
                source.half = HalfHead(isTop: head.isTop, isStick: head.isStick, atSource: true)
                result += [(line + head.target, target), (head.source + line, source)]
            }
        }
        return result
    }()
}
