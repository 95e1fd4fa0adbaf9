/// A transition `a --> b : label`.
struct StateTransition: Sendable, Hashable {
    var from: String
    var to: String
    var label: TextBlock?
    var offset: Int
}
