/// How an edge's line is drawn.
enum EdgeStroke: String, Sendable, Hashable {
    case normal, thick, dotted, invisible
}
