/// What a state is.
enum StateKind: String, Sendable, Hashable {
    case normal, start, end, fork, join, choice, composite, note
}

/// A state with everything said about it.
struct StateNode: Sendable, Hashable {
    var id: String
    var kind: StateKind
    /// Lines from `id : text`, in order; they accumulate.
    var descriptions: [TextBlock] = []
    /// The name from `state "name" as id`.
    var alias: TextBlock?
    /// The composite or region holding it.
    var parent: String?
    var classes: [String] = []
    var style: [StyleProperty] = []
    var link: NodeLink?
    var offset: Int
}
