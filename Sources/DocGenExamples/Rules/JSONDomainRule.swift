/// A project rule for JSON samples of one model type, beyond what decoding checks.
///
/// Rules are keyed by type name, so they apply to whatever model folder the index was built from;
/// `ExampleChecker` runs them on a sample whose type is that model or an array of it.
protocol JSONDomainRule: Sendable {
    /// The qualified name of the model type the rule reads.
    var typeName: String { get }

    /// Checks the samples: a single item (`isList` false) or the items of one list.
    func check(_ items: [JSONNode], isList: Bool) -> [PositionedDiagnostic]
}

/// The domain rules docgen knows.
enum JSONDomainRules {
    /// Every built-in rule set.
    static let all: [any JSONDomainRule] = [BannerPolicyRules()]
}
