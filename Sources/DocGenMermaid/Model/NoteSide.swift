/// Which side of its state a note sits on.
enum NoteSide: String, Sendable, Hashable {
    case left, right
}
