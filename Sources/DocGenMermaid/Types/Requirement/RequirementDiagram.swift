/// A parsed `requirementDiagram`: requirements, elements and the relationships between them.
struct RequirementDiagram: Sendable {
    var direction: FlowDirection = .topToBottom
    /// Requirements and elements in order of first mention.
    var nodes: [RequirementNode] = []
    var relationships: [RequirementRelationship] = []
    var classDefinitions: [ClassDefinition] = []
    var accessibility = AccessibilityText()
}

/// A requirement (of one of SysML's six kinds) or an element.
struct RequirementNode: Sendable {
    /// `requirement`, `functionalRequirement`, …, or `element`; drawn as `«Requirement»`.
    var kind: String
    var name: String
    /// `id`, `text`, `risk`, `verifymethod`, `type` and `docref` values by lowercased key.
    var fields: [(key: String, value: String)] = []
    var classes: [String] = []
    var style: [StyleProperty] = []
    /// Where it was declared or first named.
    var offset: Int
}

/// `source - satisfies -> destination`, drawn from source to destination labelled `«satisfies»`.
struct RequirementRelationship: Sendable {
    var from: String
    var to: String
    var kind: String
}
