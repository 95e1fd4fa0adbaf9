import DocGenDiagnostics

/// Checks one `json TypeName` block: its syntax, its value against the type, and the type's sample rules.
struct JSONExampleChecker {
    let index: TypeIndex
    /// The site's declared rules; nil when it has none.
    let rules: SampleRuleChecker?

    /// The problems in the block, and its value as a sample when it parsed.
    ///
    /// `typeColumn` is the column of the type text on the fence line, just above the code.
    func check(
        code: String, typeText: String, typeColumn: Int = 1, lines: TextLines
    ) -> (diagnostics: [Diagnostic], sample: Sample?) {
        let fence = lines.location(line: 0, column: typeColumn)
        guard let written = TypeRefReader.read(text: typeText) else {
            return ([.error("cannot read the type '\(typeText)' in the info string", at: fence, rule: "json-type")], nil)
        }
        let unknown = unknownNames(in: written)
        guard unknown.isEmpty else {
            let diagnostics = unknown.map { name -> Diagnostic in
                let hint =
                    Suggestion.oldName(name, in: index.types.keys).map { "; did you mean '\($0)'?" }
                    ?? Suggestion.hint(for: name, in: index.allTypeNames)
                let column = typeColumn + Self.offset(of: name, in: typeText)
                return .error(
                    "unknown type '\(name)' in the info string\(hint)", at: lines.location(line: 0, column: column),
                    rule: "json-type")
            }
            return (diagnostics, nil)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(code)
        } catch {
            let location = lines.location(line: error.position.line, column: error.position.column)
            return ([.error(error.message, at: location, rule: error.rule)], nil)
        }
        var validator = JSONValidator(index: index, lines: lines)
        validator.validate(root, as: written, context: .root)
        var diagnostics = validator.diagnostics
        let sample = Sample(type: index.resolve(written), root: root.sampleNode(in: lines), language: .json)
        diagnostics += rules?.check(sample, firstLine: lines.firstLine) ?? []
        // Only a passing block is previewed.
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (diagnostics, nil) }
        return (diagnostics, sample)
    }

    /// The column offset of `name` as a whole word in `typeText` (`Item` in `[String: Item]`), or 0.
    static func offset(of name: String, in typeText: String) -> Int {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        var searchStart = typeText.startIndex
        while let range = typeText.range(of: name, range: searchStart..<typeText.endIndex) {
            let before = range.lowerBound == typeText.startIndex ? nil : typeText[typeText.index(before: range.lowerBound)]
            let after = range.upperBound == typeText.endIndex ? nil : typeText[range.upperBound]
            if before.map(isWordCharacter) != true, after.map(isWordCharacter) != true {
                return typeText.unicodeScalars.distance(from: typeText.startIndex, to: range.lowerBound)
            }
            searchStart = range.upperBound
        }
        return 0
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
