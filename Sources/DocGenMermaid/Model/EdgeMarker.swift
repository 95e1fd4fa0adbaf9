/// The mark at one end of an edge.
enum EdgeMarker: String, Sendable, Hashable {
    case none, arrow, circle, cross
    // Class diagram relations: inheritance and realization, composition, aggregation, lollipop.
    case triangle, filledDiamond, hollowDiamond, lollipop
    // Crow's-foot cardinalities of ER relationships.
    case zeroOrOne, exactlyOne, zeroOrMore, oneOrMore
}
