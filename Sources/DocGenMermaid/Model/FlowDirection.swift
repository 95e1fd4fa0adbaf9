/// The direction ranks flow in, as written after `graph`, `flowchart` or `direction`.
enum FlowDirection: String, Sendable, Hashable, CaseIterable {
    case topToBottom = "TB"
    case bottomToTop = "BT"
    case leftToRight = "LR"
    case rightToLeft = "RL"

    /// The direction for a keyword such as `TD` or a glyph such as `>`; nil when it is neither.
    init?(keyword: String) {
        switch keyword {
        case "TB", "TD", "v": self = .topToBottom
        case "BT", "^": self = .bottomToTop
        case "LR", ">": self = .leftToRight
        case "RL", "<": self = .rightToLeft
        default: return nil
        }
    }

    /// The keywords accepted for directions, for "did you mean" hints.
    static let keywords = ["TB", "TD", "BT", "LR", "RL"]

    /// Whether ranks run along the x axis.
    var isHorizontal: Bool { self == .leftToRight || self == .rightToLeft }

    /// Words for summaries: "top to bottom".
    var phrase: String {
        switch self {
        case .topToBottom: "top to bottom"
        case .bottomToTop: "bottom to top"
        case .leftToRight: "left to right"
        case .rightToLeft: "right to left"
        }
    }
}
