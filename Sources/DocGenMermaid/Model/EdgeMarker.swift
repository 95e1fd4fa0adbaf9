/// The arrowhead at one end of an edge.
enum EdgeMarker: String, Sendable, Hashable {
    case none, arrow, circle, cross
}
