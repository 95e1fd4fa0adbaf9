/// Every shape a node can be drawn as, for flowcharts and state diagrams alike.
enum NodeShape: String, Sendable, Hashable, CaseIterable {
    case rectangle, rounded, stadium, subroutine, cylinder, circle, doubleCircle, diamond, hexagon
    case leanRight, leanLeft, trapezoid, invertedTrapezoid, odd, text, smallCircle
    // Flowchart shapes named only with `@{ shape: … }` (Mermaid 11).
    case dataStore, notchedRectangle, linedRectangle, hourglass, braceLeft, braceRight, braces, bolt
    case document, delay, horizontalCylinder, linedCylinder, curvedTrapezoid, dividedRectangle, triangle
    case windowPane, filledCircle, notchedPentagon, flippedTriangle, slopedRectangle, stackedDocument
    case stackedRectangle, bowTieRectangle, crossedCircle, taggedDocument, taggedRectangle, flag, linedDocument
    case cloud, bang
    // `@{ icon: … }` and `@{ img: … }` nodes, drawn from the node's ``NodeMedia``.
    case icon, image
    // State diagram shapes.
    case state, stateStart, stateEnd, fork, join, choice, note
    // A UML class box and an ER entity table, drawn from the node's ``NodeBody``.
    case classBox, entity

    /// Shapes drawn without their label, as in Mermaid.
    var hidesLabel: Bool {
        switch self {
        case .stateStart, .stateEnd, .fork, .join, .choice, .smallCircle, .hourglass, .bolt, .filledCircle, .crossedCircle:
            true
        default: false
        }
    }
}
