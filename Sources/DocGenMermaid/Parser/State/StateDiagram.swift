/// A parsed state diagram: the value-type AST the parser produces and the graph builder reads.
struct StateDiagram: Sendable {
    /// The root direction (`direction` at top level), TB by default.
    var direction: FlowDirection = .topToBottom
    /// States in order of first mention, including pseudo-states and composites.
    var states: [StateNode] = []
    var transitions: [StateTransition] = []
    /// Composite states and the concurrent regions inside them, in the order they close.
    var composites: [StateComposite] = []
    var notes: [StateNote] = []
    var classDefinitions: [ClassDefinition] = []
    var accessibility = AccessibilityText()
}

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

/// A transition `a --> b : label`.
struct StateTransition: Sendable, Hashable {
    var from: String
    var to: String
    var label: TextBlock?
    var offset: Int
}

/// A composite state's box, or one concurrent region of it.
struct StateComposite: Sendable, Hashable {
    var id: String
    var parent: String?
    var direction: FlowDirection?
    var isRegion: Bool
    var offset: Int
}

/// A note beside a state.
struct StateNote: Sendable, Hashable {
    var target: String
    var side: NoteSide
    var text: TextBlock
    var offset: Int
}
