import DocGenExamples
import DocGenMarkdown
import DocGenMermaid

/// The class diagrams of the model reference: on a type's page, the type with the types nested
/// in it and the model types and enums its stored properties use; on the index, every type.
///
/// They are drawn from the type index, so a model change redraws them with the next build.
enum ModelDiagram {
    /// Related types drawn beside a page's own, at most: the first ones its properties use.
    static let relatedLimit = 12
    /// The index draws every type only up to this many; a larger model folder gets no overview,
    /// which would be too large to read.
    static let indexLimit = 40

    /// The figure for `name`'s page; empty when the type is not in the index or cannot be drawn.
    static func figure(for name: String, index: TypeIndex, label: String) -> String {
        guard let type = index.types[name] else { return "" }
        var names = [name]
        func add(_ candidate: String) {
            if names.count <= relatedLimit, !names.contains(candidate), index.types[candidate] != nil { names.append(candidate) }
        }
        for nested in type.nestedTypes { add(name + "." + nested) }
        for property in type.storedProperties {
            guard let used = property.type else { continue }
            for candidate in modelNames(in: index.resolve(used, scope: name)) { add(candidate) }
        }
        return draw(names, index: index, id: "model-diagram", label: label)
    }

    /// The overview on the model index; empty past `indexLimit` types.
    static func overview(of names: [String], index: TypeIndex, label: String) -> String {
        guard names.count <= indexLimit else { return "" }
        return draw(names.filter { index.types[$0] != nil }, index: index, id: "model-overview", label: label)
    }

    private static func draw(_ names: [String], index: TypeIndex, id: String, label: String) -> String {
        let described = names.compactMap { name in index.types[name].map { describe($0, name: name, index: index) } }
        guard !described.isEmpty else { return "" }
        let output = MermaidRenderer().render(
            TypeDiagram.source(for: described), file: "(generated)", firstLine: 1, idPrefix: id)
        guard let svg = output.svg else { return "" }
        return "<figure class=\"diagram model-diagram\" aria-label=\"\(HTMLEscaping.attribute(label))\">\n\(svg)\n</figure>\n"
    }

    private static func describe(_ type: TypeDeclaration, name: String, index: TypeIndex) -> TypeDiagramType {
        let kind: TypeDiagramType.Kind =
            switch type.kind {
            case .struct: .structure
            case .class, .actor: .classType
            case .enum: .enumeration
            case .protocol: .protocolType
            }
        let properties = type.storedProperties.map { property in
            TypeDiagramType.Property(
                name: property.name, type: property.type.map { index.resolve($0, scope: name).description } ?? "?")
        }
        let cases = type.cases.map { enumCase in
            guard let values = enumCase.associatedValues else { return enumCase.name }
            return enumCase.name + "(" + values.map(\.type.description).joined(separator: ", ") + ")"
        }
        return TypeDiagramType(name: name, kind: kind, properties: properties, cases: cases)
    }

    /// The qualified names a resolved type mentions, outermost first.
    private static func modelNames(in type: TypeRef) -> [String] {
        switch type {
        case let .named(name, arguments): [name] + arguments.flatMap(modelNames)
        case let .optional(wrapped), let .array(wrapped): modelNames(in: wrapped)
        case let .dictionary(key, value): modelNames(in: key) + modelNames(in: value)
        case .opaque: []
        }
    }
}
