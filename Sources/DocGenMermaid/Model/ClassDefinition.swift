/// A `classDef` rule: a named list of style declarations.
struct ClassDefinition: Sendable, Hashable {
    /// The class name; `default` applies to nodes without a class.
    var name: String
    /// The declarations.
    var properties: [StyleProperty]
}
