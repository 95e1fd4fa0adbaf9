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
