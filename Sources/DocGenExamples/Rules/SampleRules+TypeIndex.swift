import DocGenDiagnostics
import DocGenModelRules

extension SampleRules {
    /// Rules that name a type the index does not have, or a field its JSON does not have:
    /// `config-value` errors at the rule, with a did-you-mean hint when one is close.
    public func problems(in index: TypeIndex) -> [Diagnostic] {
        types.flatMap { type -> [Diagnostic] in
            guard let declaration = index.type(named: type.typeName) else {
                let hint = Suggestion.hint(for: type.typeName, in: index.allTypeNames)
                return [
                    .error(
                        "sample rules name the type '\(type.typeName)', which the model sources do not declare\(hint)",
                        at: type.location, rule: "config-value")
                ]
            }
            let keys = index.decodedProperties(of: declaration).map(\.jsonKey)
            return type.rules.flatMap { rule -> [Diagnostic] in
                var seen: Set<String> = []
                return rule.fields.filter { !keys.contains($0) && seen.insert($0).inserted }.map { field -> Diagnostic in
                    .error(
                        "rule '\(rule.name)' reads the field '\(field)', which '\(type.typeName)' does not decode\(Suggestion.hint(for: field, in: keys))",
                        at: rule.location ?? type.location, rule: "config-value")
                }
            }
        }
    }
}
