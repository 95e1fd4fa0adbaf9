/// Every shape a node can be drawn as, for flowcharts and state diagrams alike.
enum NodeShape: String, Sendable, Hashable, CaseIterable {
    case rectangle, rounded, stadium, subroutine, cylinder, circle, doubleCircle, diamond, hexagon
    case leanRight, leanLeft, trapezoid, invertedTrapezoid, odd, text, smallCircle
    // State diagram shapes.
    case state, stateStart, stateEnd, fork, join, choice, note
}
