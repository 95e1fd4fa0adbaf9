import DocGenDiagnostics

/// Checks a parsed JSON value against a type from the index the way synthesized `Decodable` reads it,
/// except that unknown keys are errors (JSONDecoder ignores them silently).
struct JSONValidator {
    let index: TypeIndex
    let lines: TextLines
    private(set) var diagnostics: [Diagnostic] = []
    private var notedTypes: Set<String> = []

    init(index: TypeIndex, lines: TextLines) {
        self.index = index
        self.lines = lines
    }

    /// Checks `node` as a value of `type`, seen from inside the type `scope` (for nested type names).
    mutating func validate(_ node: JSONNode, as type: TypeRef, context: JSONValueContext, scope: String? = nil) {
        let type = index.resolve(type, scope: scope)
        if case let .optional(wrapped) = type {
            if case .null = node.value { return }
            validate(node, as: wrapped, context: context)
            return
        }
        if case .opaque = type { return }
        if case .null = node.value {
            report(.error("\(context.subject) must not be null: '\(type)' is not optional", node.position, "json-null"))
            return
        }
        switch type {
        case let .array(element):
            guard case let .array(items) = node.value else { return mismatch(node, type, context) }
            for item in items { validate(item, as: element, context: .element) }
        case let .dictionary(key, value):
            validateDictionary(node, key: key, value: value, type: type, context: context)
        case let .named(name, arguments):
            validateNamed(node, name: name, arguments: arguments, type: type, context: context)
        case .optional, .opaque:
            return
        }
    }

    private mutating func validateNamed(
        _ node: JSONNode, name: String, arguments: [TypeRef], type: TypeRef, context: JSONValueContext
    ) {
        if let scalar = JSONScalarCheck(typeName: name) {
            if let problem = scalar.check(node.value) {
                report(problem.diagnostic(type: type, context: context, at: node.position))
            }
            return
        }
        if name == "Set", let element = arguments.first {
            validate(node, as: .array(element), context: context)
            return
        }
        guard let declaration = index.type(named: name) else {
            note(
                "values of '\(name)' are not checked: it is not in the model index", node, once: name, rule: "json-unchecked-type"
            )
            return
        }
        validateModel(node, declaration, arguments: arguments, type: type, context: context)
    }

    private mutating func validateModel(
        _ node: JSONNode, _ declaration: TypeDeclaration, arguments: [TypeRef], type: TypeRef, context: JSONValueContext
    ) {
        switch (declaration.kind, declaration.decoding) {
        case (.protocol, _):
            note(
                "values of protocol '\(declaration.name)' are not checked", node, once: declaration.name,
                rule: "json-unchecked-type")
        case (_, .singleString):
            guard let text = node.string else { return mismatch(node, type, context) }
            if let problem = StringCodedForms.problem(with: text, for: declaration, index: index, suffix: context.suffix) {
                report(.error(problem, node.position, "json-string-form"))
            }
        case (.enum, let decoding):
            if decoding == .handWritten {
                note(handWrittenNote(declaration), node, once: declaration.name, rule: "json-structural")
            } else if declaration.rawType != nil {
                validateRawValue(node, declaration, type: type, context: context)
            } else {
                validateCaseObject(node, declaration, type: type, context: context)
            }
        case (_, let decoding):
            guard let members = node.members else { return mismatch(node, type, context) }
            if decoding == .handWritten {
                note(handWrittenNote(declaration), node, once: declaration.name, rule: "json-structural")
            }
            let bindings = Dictionary(zip(declaration.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            let decoded = declaration.decodedFields
            // Asked only about keys that are not fields: is the key a stored property no key decodes?
            validateObject(
                node, members: members, owner: declaration.name,
                fields: decoded.map { (key: $0.jsonKey, type: $0.type.map { $0.substituting(bindings) }) },
                requireAll: decoding == .synthesized,
                isUndecoded: { key in
                    declaration.storedProperties.contains { $0.name == key } && !decoded.contains { $0.name == key }
                },
                initialValue: { key in
                    guard let name = decoded.first(where: { $0.jsonKey == key })?.name else { return nil }
                    return declaration.properties.first { $0.isStored && $0.name == name }?.initialValue
                })
        }
    }

    /// Checks the keys of a model object: unknown keys, duplicates, missing required keys and each value.
    mutating func validateObject(
        _ node: JSONNode, members: [JSONMember], owner: String, fields: [(key: String, type: TypeRef?)],
        requireAll: Bool, isUndecoded: (String) -> Bool = { _ in false }, initialValue: (String) -> String? = { _ in nil }
    ) {
        // A model object has a few keys, which comparing finds sooner than hashing; a large one
        // is checked against a set.
        let isSmall = members.count <= 16
        var seen: Set<String> = []
        var hinted: Set<String> = []
        // Needed only for an unknown key, so made at the first one.
        var presentKeys: Set<String>?
        for (position, member) in members.enumerated() {
            let isDuplicate =
                isSmall ? members[..<position].contains { $0.key == member.key } : !seen.insert(member.key).inserted
            guard !isDuplicate else {
                report(
                    .warning(
                        "duplicate key '\(member.key)'; JSONDecoder uses the first value", member.keyPosition,
                        "json-duplicate-key"))
                continue
            }
            if let field = fields.first(where: { $0.key == member.key }) {
                if let type = field.type { validate(member.value, as: type, context: .property(member.key), scope: owner) }
                continue
            }
            if isUndecoded(member.key) {
                let message = "key '\(member.key)' is never decoded: '\(owner).\(member.key)' is not read from json"
                report(.error(message, member.keyPosition, "json-unknown-key"))
                continue
            }
            let present = presentKeys ?? Set(members.map(\.key))
            presentKeys = present
            let keys = fields.map(\.key)
            let missing = keys.filter { !present.contains($0) }
            let suggestion = Suggestion.closest(to: member.key, in: missing) ?? Suggestion.closest(to: member.key, in: keys)
            if let suggestion { hinted.insert(suggestion) }
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            report(.error("unknown key '\(member.key)' for '\(owner)'\(hint)", member.keyPosition, "json-unknown-key"))
        }
        guard requireAll else { return }
        for field in fields {
            let isPresent = isSmall ? members.contains { $0.key == field.key } : seen.contains(field.key)
            guard !isPresent, hinted.isEmpty || !hinted.contains(field.key) else { continue }
            guard let type = field.type, !index.resolve(type, scope: owner).isOptional else { continue }
            // A common surprise: synthesized Decodable requires the key even when the property has a default.
            let unusedDefault = initialValue(field.key).map { "; synthesized Decodable does not use its default '= \($0)'" } ?? ""
            report(
                .error("missing required key '\(field.key)' for '\(owner)'\(unusedDefault)", node.position, "json-missing-key"))
        }
    }

    private mutating func validateDictionary(
        _ node: JSONNode, key: TypeRef, value: TypeRef, type: TypeRef, context: JSONValueContext
    ) {
        guard let members = node.members else { return mismatch(node, type, context) }
        let keyName = key.name
        guard keyName == "String" || keyName == "Int" else { return }
        for member in members {
            if keyName == "Int", Int(member.key) == nil {
                report(
                    .error("key '\(member.key)' is not an integer, as '\(type)' needs", member.keyPosition, "json-type-mismatch"))
            }
            validate(member.value, as: value, context: .dictionaryValue(member.key))
        }
    }

    mutating func mismatch(_ node: JSONNode, _ type: TypeRef, _ context: JSONValueContext) {
        let message = "expected '\(type)'\(context.suffix), found \(node.value.kindDescription)"
        report(.error(message, node.position, "json-type-mismatch"))
    }

    private func handWrittenNote(_ declaration: TypeDeclaration) -> String {
        "'\(declaration.name)' has a hand-written 'init(from:)'; its values are checked structurally only"
    }

    mutating func note(_ message: String, _ node: JSONNode, once key: String, rule: String) {
        guard notedTypes.insert(key).inserted else { return }
        report(.note(message, node.position, rule))
    }

    mutating func report(_ diagnostic: PositionedDiagnostic) {
        diagnostics.append(diagnostic.located(in: lines))
    }
}
