import DocGenDiagnostics
import Yams

/// Reads a front matter YAML mapping into `FrontMatter`, collecting typed diagnostics.
package struct FrontMatterReader {
    /// The most values front matter may hold, aliases expanded; real pages have a few dozen.
    package static let maximumValues = 10_000
    /// The YAML resolver: it tags only what reading depends on.
    ///
    /// Yams reads `true` as a flag only from a scalar not tagged as text, while numbers and null
    /// are read from the text whatever the tag. Each rule is a regular expression tried on every
    /// plain scalar, keys included, so the rest would only cost time.
    package static let resolver = Resolver.basic.appending(Resolver.Rule.bool)

    package let file: String
    package private(set) var diagnostics: [Diagnostic] = []

    package init(file: String) {
        self.file = file
    }

    package mutating func read(_ yaml: String, into frontMatter: inout FrontMatter) {
        // Flat front matter, nearly every page's, needs no YAML parser and has nothing to report.
        if FlatFrontMatter.read(yaml, into: &frontMatter) { return }
        readWithYAML(yaml, into: &frontMatter)
    }

    /// Reads front matter through Yams, whatever its form.
    package mutating func readWithYAML(_ yaml: String, into frontMatter: inout FrontMatter) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml, Self.resolver, .default, .utf8)
        } catch {
            diagnostics.append(Self.diagnostic(for: error, file: file))
            return
        }
        guard let node else { return }
        guard !node.exceedsValueCount(Self.maximumValues) else {
            report(
                "front matter has more than \(Self.maximumValues) values once YAML aliases are expanded; it is not read",
                at: node)
            return
        }
        guard let mapping = node.mapping else {
            report("front matter must be a mapping of keys to values", at: node)
            return
        }
        // A YAML escape (`"\0"`, `"\x01"`) can put a character in a value that no page should
        // carry, in a title, say, that every page's navigation repeats.
        guard !reportsControlCharacters(in: node) else { return }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else {
                report("front matter keys must be strings", at: keyNode)
                continue
            }
            read(key: key, keyNode: keyNode, value: value, into: &frontMatter)
        }
    }

    private mutating func read(key: String, keyNode: Node, value: Node, into frontMatter: inout FrontMatter) {
        switch key {
        case "title": frontMatter.title = string(value, key: key)
        case "description": frontMatter.description = string(value, key: key)
        case "lang": frontMatter.lang = string(value, key: key)
        case "order":
            if value.isPlainScalar, let int = value.integer {
                frontMatter.order = int
            } else {
                typeError(key: key, expected: "an integer", value: value)
            }
        case "draft":
            if value.isPlainScalar, let bool = value.bool {
                frontMatter.draft = bool
            } else {
                typeError(key: key, expected: "'true' or 'false'", value: value)
            }
        case "tags":
            if let items = value.sequence {
                frontMatter.tags = items.compactMap { string($0, key: "tags") }
            } else if let single = value.scalar?.string, !single.isEmpty {
                frontMatter.tags = [single]
            } else {
                typeError(key: key, expected: "a list of strings", value: value)
            }
        default:
            if let suggestion = Suggestion.closest(to: key, in: FrontMatter.knownKeys) {
                diagnostics.append(
                    .warning(
                        "unknown front matter key '\(key)'; did you mean '\(suggestion)'?",
                        at: location(of: keyNode), rule: "front-matter-key"))
            }
            frontMatter.params[key] = Self.templateValue(value)
        }
    }

    private mutating func string(_ node: Node, key: String) -> String? {
        // Any scalar reads as a string (`title: 2024` is fine); lists, mappings and null are not.
        guard let scalar = node.scalar, !(scalar.style == .plain && node.null != nil) else {
            typeError(key: key, expected: "a string", value: node)
            return nil
        }
        return scalar.string
    }

    private mutating func typeError(key: String, expected: String, value: Node) {
        let found: String
        switch value {
        case .scalar(let scalar): found = "'\(scalar.string)'"
        case .sequence: found = "a list"
        case .mapping: found = "a mapping"
        case .alias: found = "an alias"
        }
        report("front matter '\(key)' must be \(expected), found \(found)", at: value, rule: "front-matter-type")
    }

    /// Reports each key or value holding a control character other than a tab or a line break;
    /// whether there was one.
    private mutating func reportsControlCharacters(in node: Node) -> Bool {
        switch node {
        case .scalar(let scalar):
            guard let control = scalar.string.unicodeScalars.first(where: Self.isForbiddenControl) else { return false }
            let code = String(control.value, radix: 16, uppercase: true)
            report(
                "front matter value contains the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code); remove it",
                at: node, rule: "front-matter-control")
            return true
        case .sequence(let sequence):
            return sequence.reduce(false) { found, item in reportsControlCharacters(in: item) || found }
        case .mapping(let mapping):
            return mapping.reduce(false) { found, pair in
                let key = reportsControlCharacters(in: pair.key)
                return reportsControlCharacters(in: pair.value) || key || found
            }
        case .alias:
            return false
        }
    }

    /// C0 and C1 control characters and DEL, but not tab, line feed or carriage return.
    private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    private mutating func report(_ message: String, at node: Node, rule: String = "front-matter-syntax") {
        diagnostics.append(.error(message, at: location(of: node), rule: rule))
    }

    private func location(of node: Node) -> SourceLocation {
        // The YAML starts on the file's second line, after the opening '---'.
        let mark = node.mark
        return SourceLocation(file: file, line: (mark?.line ?? 1) + 1, column: mark?.column ?? 1)
    }

    package static func diagnostic(for error: any Error, file: String) -> Diagnostic {
        if let yamlError = error as? YamlError {
            switch yamlError {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                return .error(
                    "front matter is not valid YAML: \(problem)",
                    at: SourceLocation(file: file, line: mark.line + 1, column: mark.column), rule: "front-matter-syntax")
            default:
                break
            }
        }
        return .error(
            "front matter is not valid YAML: \(error)", at: SourceLocation(file: file, line: 2), rule: "front-matter-syntax")
    }

    package static func templateValue(_ node: Node) -> TemplateValue {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if let int = node.integer { return .int(int) }
                if !node.isSexagesimal, let double = node.float { return .double(double) }
                if let bool = node.bool { return .bool(bool) }
                if node.null != nil { return .null }
            }
            return .string(scalar.string)
        case .sequence(let sequence):
            return .array(sequence.map(templateValue))
        case .mapping(let mapping):
            var result: [String: TemplateValue] = [:]
            for (key, value) in mapping {
                result[key.string ?? ""] = templateValue(value)
            }
            return .dictionary(result)
        case .alias:
            return .null
        }
    }
}

extension Node {
    /// A scalar written without quotes, whose meaning YAML infers (`3`, `true`, `hello`).
    fileprivate var isPlainScalar: Bool { scalar?.style == .plain }

    /// The scalar as an integer, never in YAML 1.1's base 60 (`1:30`): Yams multiplies those
    /// without overflow checks and traps on `99999999999999999:99` (found by scripts/fuzz).
    fileprivate var integer: Int? { isSexagesimal ? nil : int }

    /// Whether the scalar has a colon, as base-60 numbers do; such values stay strings.
    fileprivate var isSexagesimal: Bool { scalar?.string.contains(":") == true }
}
