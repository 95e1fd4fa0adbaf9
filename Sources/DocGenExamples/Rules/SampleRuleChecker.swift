import DocGenDiagnostics
import Foundation

/// Runs a model type's declared `SampleRule`s on JSON samples of that type.
///
/// A rule that fails more than once at the same value reports only its first declaration, so
/// rules sharing a name read as one chain of cases (`contentType` is not I, T or H; otherwise a
/// default banner's must be I).
struct SampleRuleChecker {
    let rules: [SampleRule]

    /// Checks the samples: a single item (`isList` false) or the items of one list.
    func check(_ nodes: [JSONNode], isList: Bool) -> [PositionedDiagnostic] {
        let items = nodes.compactMap(SampleItem.init)
        var found: [PositionedDiagnostic] = []
        var reported: Set<String> = []
        func add(_ rule: SampleRule, _ message: String, at position: TextPosition) {
            guard reported.insert("\(rule.name)\u{0}\(position.line)\u{0}\(position.column)").inserted else { return }
            var diagnostic = PositionedDiagnostic(severity: rule.severity, message: message, position: position, rule: rule.name)
            diagnostic.isDeclaredRule = true
            found.append(diagnostic)
        }
        for item in items {
            for rule in rules where !rule.isListCheck && item.meets(rule.when) {
                if let (message, position) = Self.checkField(rule, of: item) { add(rule, message, at: position) }
            }
        }
        guard isList else { return found }
        for rule in rules where rule.isListCheck {
            let members = items.filter { $0.meets(rule.when) }
            for (message, position) in Self.checkList(rule, members) { add(rule, message, at: position) }
        }
        return found
    }

    private static func checkField(_ rule: SampleRule, of item: SampleItem) -> (String, TextPosition)? {
        guard let field = rule.field else { return nil }
        switch rule.check {
        case let .oneOf(values):
            guard let (text, position) = item.string(field), !values.contains(text) else { return nil }
            let hint = Suggestion.hint(for: text, in: values)
            let own = "\(field) '\(text)' is not \(listed(values))\(hint)"
            return (message(rule, own, item, value: text, extra: ["hint": hint]), position)
        case let .matchCase(values):
            guard let (text, position) = item.string(field),
                let meant = values.first(where: { $0 != text && $0.lowercased() == text.lowercased() })
            else { return nil }
            let hint = "; did you mean '\(meant)'?"
            let own = "\(field) '\(text)' is not '\(meant)': values are case-sensitive\(hint)"
            return (message(rule, own, item, value: text, extra: ["hint": hint]), position)
        case let .format(format):
            guard let (text, position) = item.string(field), !matches(text, format) else { return nil }
            let own = "\(field) must be \(describe(format)), found '\(text)'"
            return (message(rule, own, item, value: text), position)
        case .required:
            guard item.value(field) == nil else { return nil }
            // A missing field has no place of its own: the condition that asks for it has.
            let position = rule.when.first.flatMap { item.value($0.field)?.position } ?? item.node.position
            return (message(rule, "'\(field)' is required\(describe(rule.when))", item, value: ""), position)
        case .absent:
            guard let value = item.value(field) else { return nil }
            let own = "'\(field)' should not be set\(describe(rule.when))"
            return (message(rule, own, item, value: item.text(field) ?? ""), value.position)
        case .unique, .last:
            return nil
        }
    }

    private static func checkList(_ rule: SampleRule, _ items: [SampleItem]) -> [(String, TextPosition)] {
        switch rule.check {
        case .unique:
            guard let field = rule.field else { return [] }
            var firstLine: [String: Int] = [:]
            var found: [(String, TextPosition)] = []
            for item in items {
                guard let text = item.text(field), let value = item.value(field) else { continue }
                guard let line = firstLine[text] else {
                    firstLine[text] = value.position.line
                    continue
                }
                let own = "duplicate \(field) '\(text)'; it is first used on line \(line) of this sample"
                found.append((message(rule, own, item, value: text, extra: ["line": "\(line)"]), value.position))
            }
            return found
        case let .last(conditions, order):
            return checkLast(rule, items, matching: conditions, order: order)
        case .oneOf, .matchCase, .format, .required, .absent:
            return []
        }
    }

    // Ordered by `order`, every item that meets the conditions but is not the last one is
    // reported at its value of the first order field, with why it is not last.
    private static func checkLast(
        _ rule: SampleRule, _ items: [SampleItem], matching conditions: [SampleCondition], order: [SampleOrderKey]
    ) -> [(String, TextPosition)] {
        guard let first = order.first else { return [] }
        let ordered = items.filter { $0.text(first.field) != nil }.sorted { compare($0, $1, by: order) < 0 }
        guard let last = ordered.last, let lastValue = last.text(first.field) else { return [] }
        let nameField = order.count > 1 ? order.last?.field : nil
        let lastName = nameField.flatMap(last.text) ?? ""
        return ordered.dropLast().filter { $0.meets(conditions) }.compactMap { item in
            guard let value = item.value(first.field), let text = item.text(first.field) else { return nil }
            let reason: String
            if compare(item, last, by: [first]) == 0 {
                let after = nameField.map { "'\(lastName)', which \($0) order shows after it" } ?? "the last item"
                reason = "its \(first.field) \(text) ties with \(after)"
            } else {
                let extreme = first.descending ? "lowest" : "highest"
                let holder = nameField == nil ? "the last item" : "'\(lastName)'"
                reason = "its \(first.field) \(text) is not the \(extreme) in this list (\(holder) has \(lastValue))"
            }
            let own = "this item must come last in order of \(describe(order)): \(reason)"
            return (message(rule, own, item, value: text, extra: ["reason": reason]), value.position)
        }
    }

    /// Negative when `lhs` comes first: numbers compare as numbers, anything else as text, and
    /// a missing value first.
    private static func compare(_ lhs: SampleItem, _ rhs: SampleItem, by order: [SampleOrderKey]) -> Int {
        for key in order {
            let (left, right) = (lhs.text(key.field) ?? "", rhs.text(key.field) ?? "")
            var result = 0
            if lhs.isNumber(key.field), rhs.isNumber(key.field), let l = Double(left), let r = Double(right) {
                result = l < r ? -1 : (l > r ? 1 : 0)
            } else {
                result = left < right ? -1 : (left > right ? 1 : 0)
            }
            if result != 0 { return key.descending ? -result : result }
        }
        return 0
    }

    private static func matches(_ text: String, _ format: SampleRule.Format) -> Bool {
        switch format {
        case .webURL:
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = url.host, !host.isEmpty
            else { return false }
            return true
        }
    }

    private static func describe(_ format: SampleRule.Format) -> String {
        switch format {
        case .webURL: "an http(s) url with a host"
        }
    }

    /// "'a', 'b' or 'c'".
    private static func listed(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "''" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    /// " when type is 'web'" for the conditions, or "".
    private static func describe(_ conditions: [SampleCondition]) -> String {
        guard !conditions.isEmpty else { return "" }
        return " when "
            + conditions.map { condition in
                let verb = condition.negated ? "is not" : "is"
                return "\(condition.field) \(verb) \(listed(condition.values))"
            }.joined(separator: " and ")
    }

    /// "priority (descending), id".
    private static func describe(_ order: [SampleOrderKey]) -> String {
        order.map { $0.descending ? "\($0.field) (descending)" : $0.field }.joined(separator: ", ")
    }

    /// The rule's own message with `{value}`, `{field}`, the extra placeholders (`{hint}`,
    /// `{line}`, `{reason}`) and the item's fields filled in; `own`, docgen's, without one.
    ///
    /// A placeholder is a name in braces; a field the item does not have is left empty, and
    /// braces around anything else are kept as written.
    private static func message(
        _ rule: SampleRule, _ own: String, _ item: SampleItem, value: String, extra: [String: String] = [:]
    ) -> String {
        guard let template = rule.message else { return own }
        guard template.contains("{") else { return template }
        var known = extra
        known["value"] = value
        known["field"] = rule.field ?? ""
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                result += known[String(name)] ?? item.text(String(name)) ?? ""
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// One JSON object sample as the rules read it: its top-level fields by key.
private struct SampleItem {
    let node: JSONNode

    /// The sample when it is an object; other values are for the decoding checks to report.
    init?(_ node: JSONNode) {
        guard node.members != nil else { return nil }
        self.node = node
    }

    /// The value of `key` when present and not null.
    func value(_ key: String) -> JSONNode? {
        guard let value = node.member(key)?.value else { return nil }
        if case .null = value.value { return nil }
        return value
    }

    /// The string value of `key` and where it is; nil when absent or not a string.
    func string(_ key: String) -> (String, TextPosition)? {
        guard let value = value(key), let text = value.string else { return nil }
        return (text, value.position)
    }

    /// A string, number or boolean value of `key` as text; nil for anything else.
    func text(_ key: String) -> String? {
        switch value(key)?.value {
        case let .string(text), let .number(text): text
        case let .bool(bool): bool ? "true" : "false"
        default: nil
        }
    }

    /// Whether `key` holds a number.
    func isNumber(_ key: String) -> Bool {
        if case .number = value(key)?.value { return true }
        return false
    }

    /// Whether every condition holds.
    func meets(_ conditions: [SampleCondition]) -> Bool {
        conditions.allSatisfy { condition in
            guard let text = text(condition.field) else { return false }
            return condition.values.contains(text) != condition.negated
        }
    }
}
