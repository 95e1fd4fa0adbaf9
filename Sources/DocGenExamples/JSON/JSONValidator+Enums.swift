import DocGenDiagnostics

extension JSONValidator {
    /// Checks a raw-value enum: the JSON value must equal one of the cases' raw values.
    mutating func validateRawValue(_ node: JSONNode, _ declaration: TypeDeclaration, type: TypeRef, context: JSONValueContext) {
        let rawValues = declaration.rawValues.map(\.rawValue)
        let isText = ["String", "Character"].contains(declaration.rawType?.name ?? "")
        let written: String
        switch node.value {
        case let .string(text) where isText:
            written = text
            guard !rawValues.contains(text) else { return }
        case let .number(text) where !isText:
            written = text
            guard !rawValues.contains(where: { Double($0) == Double(text) }) else { return }
        default:
            return mismatch(node, type, context)
        }
        let hint = isText ? Suggestion.hint(for: written, in: rawValues) : ""
        let list = rawValues.count <= 12 ? "; expected one of \(rawValues.map { "'\($0)'" }.joined(separator: ", "))" : ""
        let message = "invalid value '\(written)'\(context.suffix) of '\(declaration.name)'\(hint.isEmpty ? list : hint)"
        report(.error(message, node.position, "json-enum-value"))
    }

    /// Checks an enum without raw values as synthesized `Codable` writes it: `{"caseName": {"label": value}}`,
    /// with `_0`, `_1`, … for unlabeled associated values.
    mutating func validateCaseObject(_ node: JSONNode, _ declaration: TypeDeclaration, type: TypeRef, context: JSONValueContext) {
        guard let members = node.members else { return mismatch(node, type, context) }
        guard members.count == 1, let member = members.first else {
            let message =
                "'\(declaration.name)' is written as an object with exactly one key, the case name; found \(members.count)"
            report(.error(message, node.position, "json-type-mismatch"))
            return
        }
        guard let enumCase = declaration.cases.first(where: { $0.name == member.key }) else {
            let hint = Suggestion.hint(for: member.key, in: declaration.cases.map(\.name))
            report(.error("unknown case '\(member.key)' of '\(declaration.name)'\(hint)", member.keyPosition, "json-enum-value"))
            return
        }
        guard let payload = member.value.members else {
            let message =
                "expected an object with the associated values of '\(declaration.name).\(enumCase.name)', found \(member.value.value.kindDescription)"
            report(.error(message, member.value.position, "json-type-mismatch"))
            return
        }
        let fields = (enumCase.associatedValues ?? []).enumerated().map { offset, parameter in
            (key: parameter.label ?? "_\(offset)", type: Optional(parameter.type))
        }
        validateObject(
            member.value, members: payload, owner: "\(declaration.name).\(enumCase.name)", fields: fields, requireAll: true)
    }
}
