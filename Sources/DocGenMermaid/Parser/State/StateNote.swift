/// A note beside a state.
struct StateNote: Sendable, Hashable {
    var target: String
    var side: NoteSide
    var text: TextBlock
    var offset: Int
}
