import DocGenDiagnostics
import DocGenModelRules
import Foundation

/// Runs the declared `SampleRule`s on a sample's values of the types they name, JSON and Swift
/// samples alike.
///
/// A rule that fails more than once at the same value reports only its first declaration, so
/// rules sharing a name read as one chain of cases (`contentType` is not I, T or H; otherwise a
/// default banner's must be I).
struct SampleRuleChecker: Sendable {
    private let index: TypeIndex
    private let rulesByType: [String: [SampleRule]]

    /// A checker for the declared `rules`; nil when there are none.
    init?(index: TypeIndex, rules: SampleRules) {
        var rulesByType: [String: [SampleRule]] = [:]
        for type in rules.types where !type.rules.isEmpty { rulesByType[type.typeName, default: []] += type.rules }
        guard !rulesByType.isEmpty else { return nil }
        (self.index, self.rulesByType) = (index, rulesByType)
    }

    /// The problems the rules find in `sample`, a code block's starting on file line
    /// `firstLine`: each object's fields, then each list's items.
    func check(_ sample: Sample, firstLine: Int) -> [Diagnostic] {
        var walk = TargetWalk(index: index, rulesByType: rulesByType)
        walk.collect(sample.root, as: sample.type)
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        func add(_ rule: SampleRule, _ message: String, at location: SourceLocation) {
            guard reported.insert("\(rule.name)\u{0}\(location.line)\u{0}\(location.column)").inserted else { return }
            var diagnostic = Diagnostic(rule.severity, message, at: location, rule: rule.name)
            diagnostic.isDeclaredRule = true
            found.append(diagnostic)
        }
        for case let .object(typeName, node) in walk.targets {
            guard let item = SampleItem(node) else { continue }
            for rule in rulesByType[typeName, default: []] where !rule.isListCheck && item.meets(rule.when) {
                if let (message, location) = Self.checkField(rule, of: item) { add(rule, message, at: location) }
            }
        }
        for case let .list(typeName, nodes) in walk.targets {
            let items = nodes.compactMap(SampleItem.init)
            for rule in rulesByType[typeName, default: []] where rule.isListCheck {
                let members = items.filter { $0.meets(rule.when) }
                for (message, location) in Self.checkList(rule, members, firstLine: firstLine) {
                    add(rule, message, at: location)
                }
            }
        }
        return found
    }

    private static func checkField(_ rule: SampleRule, of item: SampleItem) -> (String, SourceLocation)? {
        guard let field = rule.field else { return nil }
        switch rule.check {
        case let .oneOf(values):
            guard let (text, location) = item.string(field), !values.contains(text) else { return nil }
            let hint = Suggestion.hint(for: text, in: values)
            let own = "\(field) '\(text)' is not \(listed(values))\(hint)"
            return (message(rule, own, item, value: text, extra: ["hint": hint]), location)
        case let .matchCase(values):
            guard let (text, location) = item.string(field),
                let meant = values.first(where: { $0 != text && $0.lowercased() == text.lowercased() })
            else { return nil }
            let hint = "; did you mean '\(meant)'?"
            let own = "\(field) '\(text)' is not '\(meant)': values are case-sensitive\(hint)"
            return (message(rule, own, item, value: text, extra: ["hint": hint]), location)
        case let .format(format):
            guard let (text, location) = item.string(field), !matches(text, format) else { return nil }
            let own = "\(field) must be \(describe(format)), found '\(text)'"
            return (message(rule, own, item, value: text), location)
        case .required:
            guard item.value(field) == nil else { return nil }
            // A missing field has no place of its own: the condition that asks for it has.
            let location = rule.when.first.flatMap { item.value($0.field)?.location } ?? item.node.location
            return (message(rule, "'\(field)' is required\(describe(rule.when))", item, value: ""), location)
        case .absent:
            guard let value = item.value(field) else { return nil }
            let own = "'\(field)' should not be set\(describe(rule.when))"
            return (message(rule, own, item, value: item.text(field) ?? ""), value.location)
        case .unique, .last:
            return nil
        }
    }

    private static func checkList(_ rule: SampleRule, _ items: [SampleItem], firstLine: Int) -> [(String, SourceLocation)] {
        switch rule.check {
        case .unique:
            guard let field = rule.field else { return [] }
            var firstUse: [String: Int] = [:]
            var found: [(String, SourceLocation)] = []
            for item in items {
                guard let text = item.text(field), let value = item.value(field) else { continue }
                // Counted within the code block, as its reader does.
                guard let line = firstUse[text] else {
                    firstUse[text] = value.location.line - firstLine + 1
                    continue
                }
                let own = "duplicate \(field) '\(text)'; it is first used on line \(line) of this sample"
                found.append((message(rule, own, item, value: text, extra: ["line": "\(line)"]), value.location))
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
    ) -> [(String, SourceLocation)] {
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
            return (message(rule, own, item, value: text, extra: ["reason": reason]), value.location)
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

/// One object as the rules read it: its own fields by JSON key.
private struct SampleItem {
    let node: SampleNode

    /// The node when it is an object; other values are for the decoding checks to report.
    init?(_ node: SampleNode) {
        guard case .object = node.value else { return nil }
        self.node = node
    }

    /// The value of `key` when present and not null.
    func value(_ key: String) -> SampleNode? {
        guard let value = node.field(key) else { return nil }
        if case .null = value.value { return nil }
        return value
    }

    /// The string value of `key` and where it is; nil when absent or not a string.
    func string(_ key: String) -> (String, SourceLocation)? {
        guard let value = value(key), case let .string(text) = value.value else { return nil }
        return (text, value.location)
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

/// The objects and lists of the types with rules in a sample, at any depth, found by walking it
/// along its type as `JSONDecoder` would read it.
private struct TargetWalk {
    enum Target {
        /// An object of the named model type.
        case object(typeName: String, SampleNode)
        /// The items of a list of the named model type.
        case list(typeName: String, [SampleNode])
    }

    let index: TypeIndex
    let rulesByType: [String: [SampleRule]]
    private(set) var targets: [Target] = []

    init(index: TypeIndex, rulesByType: [String: [SampleRule]]) {
        self.index = index
        self.rulesByType = rulesByType
    }

    mutating func collect(_ node: SampleNode, as type: TypeRef, scope: String? = nil) {
        switch index.resolve(type, scope: scope) {
        case let .optional(wrapped):
            collect(node, as: wrapped)
        case let .array(elementType):
            guard let elements = node.elements else { return }
            if case let .named(name, []) = elementType, rulesByType[name] != nil {
                targets.append(.list(typeName: name, elements))
            }
            for element in elements { collect(element, as: elementType) }
        case let .dictionary(_, valueType):
            guard case let .object(fields) = node.value else { return }
            for field in fields { collect(field.value, as: valueType) }
        case let .named(name, arguments):
            if name == "Set", let element = arguments.first { return collect(node, as: .array(element)) }
            guard case let .object(fields) = node.value, let declaration = index.type(named: name),
                declaration.kind != .enum, declaration.kind != .protocol
            else { return }
            if arguments.isEmpty, rulesByType[name] != nil { targets.append(.object(typeName: name, node)) }
            let bindings = Dictionary(zip(declaration.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            let decoded = declaration.decodedFields
            for field in fields {
                guard let type = decoded.first(where: { $0.jsonKey == field.key })?.type else { continue }
                collect(field.value, as: type.substituting(bindings), scope: name)
            }
        case .opaque:
            return
        }
    }
}
