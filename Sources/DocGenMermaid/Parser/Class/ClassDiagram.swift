/// A parsed class diagram: the value-type AST the parser produces and the graph builder reads.
struct ClassDiagram: Sendable {
    /// The direction from `direction`, TB by default.
    var direction: FlowDirection = .topToBottom
    /// Classes in order of first mention.
    var classes: [ClassNode] = []
    var relations: [ClassRelation] = []
    /// Namespaces in the order they open, parents before children.
    var namespaces: [ClassNamespace] = []
    var notes: [ClassNote] = []
    /// Interfaces at lollipop circles, each its own node.
    var interfaces: [ClassInterface] = []
    var classDefinitions: [ClassDefinition] = []
    var accessibility = AccessibilityText()
}

/// A class with everything said about it.
struct ClassNode: Sendable, Hashable {
    var id: String
    /// The label from `class A["Label"]`.
    var label: TextBlock?
    /// The type parameter from `class A~T~`, as written between the tildes.
    var generic: String?
    /// Annotations without their `<<` `>>`, such as `interface`.
    var annotations: [String] = []
    /// Member lines as written, attributes and methods mixed, in order.
    var members: [String] = []
    /// The id of the innermost namespace declaring it.
    var namespace: String?
    var classes: [String] = []
    var style: [StyleProperty] = []
    var link: NodeLink?
    var offset: Int
}

/// A relation `A "1" <|-- "*" B : label`: from the left class to the right one.
struct ClassRelation: Sendable, Hashable {
    var from: String
    var to: String
    /// The mark at the left class (`<|`, `*`, `o`, `<`, `()`).
    var startMarker: EdgeMarker
    /// The mark at the right class (`|>`, `*`, `o`, `>`, `()`).
    var endMarker: EdgeMarker
    /// `..` rather than `--`.
    var isDashed: Bool
    /// The cardinalities written in quotes beside each class.
    var startLabel: String?
    var endLabel: String?
    var label: TextBlock?
    var offset: Int
}

/// A `namespace` block, drawn as a cluster around its classes.
struct ClassNamespace: Sendable, Hashable {
    /// The full dotted name, such as `Shop.Billing`.
    var id: String
    var title: TextBlock
    var parent: String?
    /// Whether a `namespace` statement names it, rather than only a dotted name below it.
    var isDeclared = false
    var offset: Int
}

/// A note, floating or attached to a class with `note for`.
struct ClassNote: Sendable, Hashable {
    var target: String?
    var text: TextBlock
    var offset: Int
}

/// The name at a lollipop's circle (`Sheet --() Dismissable`), drawn as a label beside it.
struct ClassInterface: Sendable, Hashable {
    /// `interface0`, `interface1`, … in order.
    var id: String
    var label: String
}
