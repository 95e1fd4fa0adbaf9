/// Every shape a node can be drawn as, for flowcharts and state diagrams alike.
enum NodeShape: String, Sendable, Hashable, CaseIterable {
    case rectangle, rounded, stadium, subroutine, cylinder, circle, doubleCircle, diamond, hexagon
    case leanRight, leanLeft, trapezoid, invertedTrapezoid, odd, text, smallCircle
    // State diagram shapes.
    case state, stateStart, stateEnd, fork, join, choice, note
    // A UML class box and an ER entity table, drawn from the node's ``NodeBody``.
    case classBox, entity
}
