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
