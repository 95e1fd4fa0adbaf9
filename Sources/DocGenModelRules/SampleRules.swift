import DocGenDiagnostics

/// The sample rules a site declares, by model type in the order written; none by default.
///
/// docgen knows no rules of its own: whatever a team's models mean beyond their types is
/// declared in its configuration (`rules:` in `docgen.yml`) and checked by `ExampleChecker`.
public struct SampleRules: Sendable, Equatable {
    /// The rules of one model type.
    public struct TypeRules: Sendable, Equatable {
        /// The model type's name, as JSON info strings write it.
        public var typeName: String
        /// Its rules, in the order declared.
        public var rules: [SampleRule]
        /// Where the type's name is declared.
        public var location: SourceLocation?

        /// Creates the rules of one type.
        public init(typeName: String, rules: [SampleRule], location: SourceLocation? = nil) {
            self.typeName = typeName
            self.rules = rules
            self.location = location
        }
    }

    /// The types with rules, in the order declared.
    public var types: [TypeRules]

    /// Creates rules for the given types.
    public init(_ types: [TypeRules] = []) {
        self.types = types
    }

    /// No rules at all.
    public static let none = SampleRules()

    /// Whether no rule is declared.
    public var isEmpty: Bool { types.allSatisfy(\.rules.isEmpty) }

    /// The rules of a type, in the order declared; the rules of every entry naming it.
    public func rules(for typeName: String) -> [SampleRule] {
        types.filter { $0.typeName == typeName }.flatMap(\.rules)
    }

    /// A text that differs whenever what the rules check differs, for keys of cached results.
    ///
    /// Where a rule is written is left out: moving it in the file changes no result.
    public var signature: String {
        types.map { type in
            type.rules.reduce(type.typeName) { text, rule in
                var rule = rule
                rule.location = nil
                return text + "\u{1}" + String(reflecting: rule)
            }
        }.joined(separator: "\u{2}")
    }
}
