/// A parsed ER diagram: the value-type AST the parser produces and the graph builder reads.
struct ERDiagram: Sendable {
    /// The direction from `direction`, TB by default.
    var direction: FlowDirection = .topToBottom
    /// Entities in order of first mention.
    var entities: [EREntity] = []
    var relationships: [ERRelationship] = []
    var classDefinitions: [ClassDefinition] = []
    var accessibility = AccessibilityText()
}

/// An entity with its attributes.
struct EREntity: Sendable, Hashable {
    var id: String
    /// The name shown instead of the id, from `id[Alias]`.
    var alias: String?
    var attributes: [EntityRow] = []
    var classes: [String] = []
    var style: [StyleProperty] = []
    var offset: Int
}

/// A relationship `A ||--o{ B : label`, from the left entity to the right one.
struct ERRelationship: Sendable, Hashable {
    var from: String
    var to: String
    /// The crow's-foot mark at the left entity.
    var fromCardinality: EdgeMarker
    /// The crow's-foot mark at the right entity.
    var toCardinality: EdgeMarker
    /// `--` (solid) rather than `..` (dashed, non-identifying).
    var isIdentifying: Bool
    var label: TextBlock?
    var offset: Int
}
