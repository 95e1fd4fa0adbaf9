/// A `classDef` rule: a named list of style declarations.
struct ClassDefinition: Sendable, Hashable {
    /// The class name; `default` applies to nodes without a class.
    var name: String
    /// The declarations.
    var properties: [StyleProperty]
}

extension [ClassDefinition] {
    /// A node's style: `classDef default` (when `useDefault`), then each of its classes in
    /// order, then its own `style`, later declarations winning.
    func resolvedStyle(classes: [String], own: [StyleProperty], useDefault: Bool = true) -> [StyleProperty] {
        var style: [StyleProperty] = []
        if useDefault {
            for definition in self where definition.name == "default" { style = style.merged(with: definition.properties) }
        }
        for name in classes {
            for definition in self where definition.name == name { style = style.merged(with: definition.properties) }
        }
        return style.merged(with: own)
    }
}
