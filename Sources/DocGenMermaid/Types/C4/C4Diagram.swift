/// A parsed C4 diagram (`C4Context`, `C4Container`, `C4Component`, `C4Dynamic`,
/// `C4Deployment`): elements, boundaries around them and relationships.
struct C4Diagram: Sendable {
    var title: String?
    var elements: [C4Element] = []
    var boundaries: [C4Boundary] = []
    var relationships: [C4Relationship] = []
    var accessibility = AccessibilityText()
    /// Shapes per row inside a boundary, `UpdateLayoutConfig($c4ShapeInRow=…)`; 4 as in Mermaid.
    var shapesInRow = 4
    /// Boundaries per row inside a boundary, `UpdateLayoutConfig($c4BoundaryInRow=…)`; 2 as in Mermaid.
    var boundariesInRow = 2
}

/// A person, system, container or component, maybe external, maybe a database or a queue.
struct C4Element: Sendable {
    enum Shape: Sendable { case box, person, database, queue }

    var alias: String
    /// The stereotype as drawn, such as `person`, `external_system` or `container`.
    var stereotype: String
    var shape: Shape
    var isExternal: Bool
    var label: String
    var technology: String?
    var description: String?
    /// The boundary holding it, by index into `boundaries`.
    var boundary: Int?
    var style: [StyleProperty] = []
}

/// A boundary or deployment node: a dashed box around elements and other boundaries.
struct C4Boundary: Sendable {
    var alias: String
    var label: String
    /// Its type, drawn as `[type]` under the label.
    var type: String?
    var parent: Int?
    var offset: Int
}

/// `Rel(from, to, label, ?techn)` and its variants; `BiRel` has arrows at both ends.
struct C4Relationship: Sendable {
    var from: String
    var to: String
    var label: String
    var technology: String?
    var isBidirectional = false
    var style: [StyleProperty] = []
}
