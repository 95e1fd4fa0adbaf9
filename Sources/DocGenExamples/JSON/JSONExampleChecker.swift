import DocGenDiagnostics

/// Checks one `json TypeName` block: its syntax, its value against the type, and the type's domain rules.
struct JSONExampleChecker {
    let index: TypeIndex
    let rules: [any JSONDomainRule]

    func check(code: String, typeText: String, lines: TextLines) -> [Diagnostic] {
        // The info string is on the fence line, just above the code.
        let fence = lines.location(line: 0, column: 1)
        guard let written = TypeRefReader.read(text: typeText) else {
            return [.error("cannot read the type '\(typeText)' in the info string", at: fence, rule: "json-type")]
        }
        let unknown = unknownNames(in: written)
        guard unknown.isEmpty else {
            return unknown.map { name in
                let hint = Suggestion.hint(for: name, in: index.allTypeNames)
                return .error("unknown type '\(name)' in the info string\(hint)", at: fence, rule: "json-type")
            }
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(code)
        } catch {
            return [
                .error(
                    error.message, at: lines.location(line: error.position.line, column: error.position.column), rule: error.rule)
            ]
        }
        var validator = JSONValidator(index: index, lines: lines)
        validator.validate(root, as: written, context: .root)
        var diagnostics = validator.diagnostics
        diagnostics += domainDiagnostics(root, type: index.resolve(written)).map { $0.located(in: lines) }
        return diagnostics
    }

    private func domainDiagnostics(_ root: JSONNode, type: TypeRef) -> [PositionedDiagnostic] {
        rules.flatMap { rule -> [PositionedDiagnostic] in
            switch (type, root.value) {
            case (.named(rule.typeName, []), _):
                return rule.check([root], isList: false)
            case let (.array(.named(name, [])), .array(items)) where name == rule.typeName:
                return rule.check(items, isList: true)
            default:
                return []
            }
        }
    }

    // The named types in the info string that are neither standard nor in the index.
    private func unknownNames(in type: TypeRef) -> [String] {
        switch type {
        case let .named(name, arguments):
            let known =
                JSONScalarCheck(typeName: name) != nil || ["Set"].contains(name)
                || index.qualifiedName(for: name, scope: nil) != nil || TypeIndex.builtinAliases[name] != nil
            return (known ? [] : [name]) + arguments.flatMap(unknownNames)
        case let .optional(wrapped), let .array(wrapped):
            return unknownNames(in: wrapped)
        case let .dictionary(key, value):
            return unknownNames(in: key) + unknownNames(in: value)
        case .opaque:
            return []
        }
    }
}
