import DocGenDiagnostics
import DocGenModelRules
import Yams

/// Reads `rules:` of a configuration file into `SampleRules`; every mistake is a `config-value`
/// error at its line and column.
///
/// ```yaml
/// rules:
///   CouponModel:
///     - name: coupon-kind
///       field: kind
///       oneOf: [percent, amount]
///     - name: coupon-duplicate-code
///       unique: code
/// ```
struct SampleRulesReader {
    /// The file's name in diagnostics.
    let file: String
    /// What was wrong, in file order.
    private(set) var diagnostics: [Diagnostic] = []

    /// The keys a rule may have.
    static let ruleKeys = ["name", "severity", "message", "when", "field", "order"] + checkKeys
    /// The keys that each name a check; a rule has exactly one.
    static let checkKeys = ["oneOf", "matchCase", "format", "required", "absent", "unique", "last"]

    init(file: String) {
        self.file = file
    }

    /// The rules of `node`, the value of `rules:`; nil when it is not a mapping.
    mutating func read(_ node: Node) -> SampleRules? {
        // `rules:` with nothing after it, like a list emptied of its last rule, declares none.
        if let scalar = node.scalar, scalar.style == .plain, ["", "~", "null"].contains(scalar.string) {
            return SampleRules.none
        }
        guard let mapping = node.mapping else {
            fail("configuration 'rules' must map model type names to lists of rules", node)
            return nil
        }
        var types: [SampleRules.TypeRules] = []
        for (typeNode, listNode) in mapping {
            guard let typeName = typeNode.scalar?.string, !typeName.isEmpty else {
                fail("a key of 'rules' must be a model type name", typeNode)
                continue
            }
            guard let list = listNode.sequence else {
                fail("the rules of '\(typeName)' must be a list, each item a rule with a 'name' and one check", listNode)
                continue
            }
            types.append(
                SampleRules.TypeRules(typeName: typeName, rules: list.compactMap { rule($0) }, location: location(typeNode)))
        }
        return SampleRules(types)
    }

    private mutating func rule(_ node: Node) -> SampleRule? {
        guard let mapping = node.mapping else {
            fail("a rule must be a mapping with a 'name' and one check (\(Self.listed(Self.checkKeys)))", node)
            return nil
        }
        var values: [String: Node] = [:]
        var hasUnknownKey = false
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard Self.ruleKeys.contains(key) else {
                fail("unknown rule key '\(key)'\(Suggestion.hint(for: key, in: Self.ruleKeys))", keyNode)
                hasUnknownKey = true
                continue
            }
            values[key] = value
        }
        // What the rule lacks may be under the misspelt key: that one error says it.
        guard !hasUnknownKey else { return nil }
        guard let nameNode = values["name"] else {
            fail("a rule needs a 'name', the id printed in brackets after its message", node)
            return nil
        }
        guard let name = text(nameNode, "name"), Self.isRuleName(name) else {
            if let text = nameNode.scalar?.string {
                fail("rule name '\(text)' must be lowercase letters, digits and '-', such as 'coupon-kind'", nameNode)
            }
            return nil
        }
        let checks = Self.checkKeys.filter { values[$0] != nil }
        guard let checkKey = checks.first, checks.count == 1 else {
            let found =
                checks.isEmpty ? "no check" : "more than one check (\(checks.map { "'\($0)'" }.joined(separator: ", ")))"
            fail("rule '\(name)' has \(found); give it exactly one of \(Self.listed(Self.checkKeys))", node)
            return nil
        }
        let errorsBefore = diagnostics.count
        var rule = SampleRule(name: name, check: .required, location: location(node))
        if let severityNode = values["severity"], let severity = text(severityNode, "severity") {
            switch severity {
            case "error": rule.severity = .error
            case "warning": rule.severity = .warning
            default: fail("rule severity must be 'error' or 'warning', found '\(severity)'", severityNode)
            }
        }
        if let messageNode = values["message"] { rule.message = text(messageNode, "message") }
        if let whenNode = values["when"] { rule.when = conditions(whenNode, key: "when") }
        if let fieldNode = values["field"] { rule.field = text(fieldNode, "field") }
        guard let checkNode = values[checkKey], let check = check(checkKey, checkNode, &rule, values: values) else {
            return nil
        }
        rule.check = check
        if values["order"] != nil, checkKey != "last" {
            fail("'order' belongs to a 'last' rule; rule '\(name)' checks '\(checkKey)'", values["order"] ?? node)
        }
        if values["field"] != nil, ["unique", "last"].contains(checkKey) {
            let why = checkKey == "unique" ? "'unique' names the field itself" : "'last' reads the fields of its order"
            fail("rule '\(name)' has a 'field', but \(why)", values["field"] ?? node)
        }
        if rule.field == nil, !["unique", "last"].contains(checkKey), values["field"] == nil {
            fail("rule '\(name)' checks '\(checkKey)' of a field: add 'field'", node)
        }
        return diagnostics.count == errorsBefore ? rule : nil
    }

    private mutating func check(
        _ key: String, _ node: Node, _ rule: inout SampleRule, values: [String: Node]
    ) -> SampleRule.Check? {
        switch key {
        case "oneOf": return strings(node, key).map(SampleRule.Check.oneOf)
        case "matchCase": return strings(node, key).map(SampleRule.Check.matchCase)
        case "format":
            guard let text = text(node, key) else { return nil }
            guard let format = SampleRule.Format(rawValue: text) else {
                let known = SampleRule.Format.allCases.map(\.rawValue)
                fail(
                    "unknown format '\(text)'; the formats are \(Self.listed(known))\(Suggestion.hint(for: text, in: known))",
                    node)
                return nil
            }
            return .format(format)
        case "required", "absent":
            guard node.scalar?.style == .plain, node.bool == true else {
                fail("'\(key)' must be 'true'", node)
                return nil
            }
            return key == "required" ? .required : .absent
        case "unique":
            rule.field = text(node, key)
            return rule.field == nil ? nil : .unique
        default:
            guard let orderNode = values["order"] else {
                fail(
                    "rule '\(rule.name)' checks 'last', which needs an 'order' of fields, such as [priority descending, id]", node
                )
                return nil
            }
            let conditions = conditions(node, key: key)
            guard let order = order(orderNode) else { return nil }
            return .last(conditions, order: order)
        }
    }

    /// `{type: popup}`, `{type: [a, b]}`, `{landingType: {not: [web, none]}}`.
    private mutating func conditions(_ node: Node, key: String) -> [SampleCondition] {
        guard let mapping = node.mapping, !mapping.isEmpty else {
            fail("'\(key)' must map fields to values, such as {type: popup}", node)
            return []
        }
        var conditions: [SampleCondition] = []
        for (fieldNode, valueNode) in mapping {
            guard let field = fieldNode.scalar?.string, !field.isEmpty else {
                fail("a key of '\(key)' must be a field name", fieldNode)
                continue
            }
            if let negation = valueNode.mapping {
                guard negation.count == 1, let (notKey, notValue) = negation.first, notKey.string == "not" else {
                    fail("a condition on '\(field)' is a value, a list of values, or {not: values}", valueNode)
                    continue
                }
                if let values = strings(notValue, "not") {
                    conditions.append(SampleCondition(field: field, values: values, negated: true))
                }
            } else if let values = strings(valueNode, field) {
                conditions.append(SampleCondition(field: field, values: values))
            }
        }
        return conditions
    }

    /// `[priority descending, id]`: each a field, then `ascending` (the default) or `descending`.
    private mutating func order(_ node: Node) -> [SampleOrderKey]? {
        guard let words = strings(node, "order") else { return nil }
        var keys: [SampleOrderKey] = []
        for entry in words {
            let parts = entry.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let field = parts.first, parts.count <= 2, parts.count == 1 || ["ascending", "descending"].contains(parts[1])
            else {
                fail("an 'order' entry is a field, optionally followed by 'ascending' or 'descending', found '\(entry)'", node)
                return nil
            }
            keys.append(SampleOrderKey(field: field, descending: parts.count == 2 && parts[1] == "descending"))
        }
        return keys
    }

    /// A scalar's text; an error when the node is a list or mapping.
    private mutating func text(_ node: Node, _ key: String) -> String? {
        guard let scalar = node.scalar else {
            fail("rule '\(key)' must be a single value", node)
            return nil
        }
        return scalar.string
    }

    /// One value or a non-empty list of values, as text.
    private mutating func strings(_ node: Node, _ key: String) -> [String]? {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence, !sequence.isEmpty, sequence.allSatisfy({ $0.scalar != nil }) else {
            fail("'\(key)' must be a value or a list of values", node)
            return nil
        }
        return sequence.compactMap { $0.scalar?.string }
    }

    private mutating func fail(_ message: String, _ node: Node) {
        diagnostics.append(.error(message, at: location(node), rule: "config-value"))
    }

    private func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private static func isRuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("0"..."9").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// "'a', 'b' or 'c'".
    private static func listed(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
