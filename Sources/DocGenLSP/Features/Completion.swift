import DocGenExamples

extension LanguageServer {
    /// Completions at a position of an open page: inside a JSON example, the keys its object's
    /// type decodes that it does not have yet, the cases of an enum value and the literals that
    /// fit; inside a Swift example, the labels of a model's initializers and enum cases after `.`.
    func completions(_ params: TextDocumentPositionParams) throws -> [CompletionItem] {
        let (document, checked) = try openPage(params.textDocument.uri)
        let (line, column) = document.lineAndColumn(of: params.position)
        guard let index = checked.result.typeIndex,
            let example = ExampleAtPosition(in: checked.result.codeBlocks, line: line, column: column),
            case .code(let codeLine, let codeColumn) = example.part
        else { return [] }
        let lookup = ModelLookup(index: index)
        let (before, after) = example.splitCode(line: codeLine, column: codeColumn)
        switch example.fence {
        case .json(let typeText):
            guard let root = TypeRef(reading: typeText) else { return [] }
            return JSONCompletion(lookup: lookup).items(JSONCursor(before: before, after: after), root: root)
        case .swift:
            return SwiftCompletion(lookup: lookup).items(SwiftCursor(before: before))
        case .unchecked:
            return []
        }
    }
}

/// The completions inside a JSON example.
struct JSONCompletion {
    let lookup: ModelLookup

    func items(_ cursor: JSONCursor, root: TypeRef) -> [CompletionItem] {
        guard let container = lookup.type(at: cursor.path, from: root) else { return [] }
        switch cursor.place {
        case .key(let quoted):
            guard let declaration = lookup.declaration(of: container.type, scope: container.scope) else { return [] }
            return lookup.index.decodedProperties(of: declaration).filter { !cursor.usedKeys.contains($0.jsonKey) }.map {
                key, property in
                let type = property.type
                return CompletionItem(
                    label: key, kind: CompletionItem.Kind.property,
                    detail: "\(declaration.name).\(property.name): \(type?.description ?? "?")",
                    documentation: property.documentation.map { MarkupContent(value: $0) },
                    insertText: quoted ? key : "\"\(key)\": ",
                    // Keys a sample must have come first.
                    sortText: (type?.isOptional == false ? "0" : "1") + key)
            }
        case .value(let key, let quoted):
            guard let value = lookup.child(of: container.type, scope: container.scope, key: key) else { return [] }
            return valueItems(value.type, scope: value.scope, quoted: quoted)
        case .outside:
            return []
        }
    }

    /// An enum's raw values, `true`/`false` for a `Bool`, `null` for an optional.
    private func valueItems(_ type: TypeRef, scope: String?, quoted: Bool) -> [CompletionItem] {
        var items: [CompletionItem] = []
        let resolved = lookup.index.resolve(type, scope: scope)
        if let declaration = lookup.declaration(of: type, scope: scope), declaration.kind == .enum {
            let isString = declaration.rawType?.name == "String"
            for (name, raw) in declaration.rawValues {
                let documentation = declaration.cases.first { $0.name == name }?.documentation
                items.append(
                    CompletionItem(
                        label: isString ? "\"\(raw)\"" : raw, kind: CompletionItem.Kind.enumMember,
                        detail: "\(declaration.name).\(name)", documentation: documentation.map { MarkupContent(value: $0) },
                        insertText: isString && !quoted ? "\"\(raw)\"" : raw, sortText: nil))
            }
        }
        guard !quoted else { return items }
        if resolved.unwrapped.name == "Bool" {
            for literal in ["true", "false"] {
                items.append(CompletionItem(label: literal, kind: CompletionItem.Kind.keyword, insertText: literal))
            }
        }
        if resolved.isOptional {
            items.append(CompletionItem(label: "null", kind: CompletionItem.Kind.keyword, insertText: "null"))
        }
        return items
    }
}

/// The completions inside a Swift example.
struct SwiftCompletion {
    let lookup: ModelLookup

    func items(_ cursor: SwiftCursor) -> [CompletionItem] {
        if let base = cursor.memberBase {
            if !base.isEmpty { return cases(of: lookup.type(named: base)) }
            // `.case` as an argument: the parameter's type.
            guard let callee = cursor.callee, let label = cursor.argumentLabel,
                let type = lookup.type(named: callee),
                let parameter = type.initializers.lazy.flatMap(\.parameters).first(where: { $0.label == label })
            else { return [] }
            return cases(of: lookup.declaration(of: parameter.type, scope: type.name))
        }
        guard cursor.isAtLabel, let callee = cursor.callee, let type = lookup.type(named: callee) else { return [] }
        var seen: Set<String> = []
        var items: [CompletionItem] = []
        for initializer in type.initializers {
            for parameter in initializer.parameters {
                guard let label = parameter.label, !cursor.usedLabels.contains(label), seen.insert(label).inserted
                else { continue }
                let documentation = type.properties.first { $0.name == label }?.documentation
                items.append(
                    CompletionItem(
                        label: "\(label):", kind: CompletionItem.Kind.field,
                        detail: "\(type.name).\(initializer.signature) \(label): \(parameter.type)",
                        documentation: documentation.map { MarkupContent(value: $0) }, insertText: "\(label): ",
                        sortText: (parameter.hasDefault ? "1" : "0") + label))
            }
        }
        return items
    }

    private func cases(of declaration: TypeDeclaration?) -> [CompletionItem] {
        guard let declaration, declaration.kind == .enum else { return [] }
        return declaration.cases.map { enumCase in
            CompletionItem(
                label: enumCase.name, kind: CompletionItem.Kind.enumMember, detail: "\(declaration.name).\(enumCase.name)",
                documentation: enumCase.documentation.map { MarkupContent(value: $0) }, insertText: enumCase.name)
        }
    }
}
