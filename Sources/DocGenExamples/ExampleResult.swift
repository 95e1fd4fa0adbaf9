import DocGenDiagnostics

/// What checking one fenced block found.
public struct ExampleResult: Sendable {
    /// The problems found, in file order.
    public var diagnostics: [Diagnostic]
    /// Whether the block was checked; false for other languages, plain `json` and `swift no-check`.
    public var checked: Bool
    /// The type a JSON block was checked against as written in its info string, such as `[QuickLinkItem]`.
    public var typeName: String?
    /// The values the block holds when it passed: the JSON value, or the Swift initializer calls
    /// with only literal arguments; empty when the check found an error.
    public var samples: [Sample]
    /// The Swift code highlighted from the tree the check parsed.
    ///
    /// Nil when the checker was given no highlighter; never cached with the result.
    public var highlightedHTML: String?
    /// What the block adds to its page's scope (`ExampleChecker.scope(_:after:code:)`); nil when
    /// it adds nothing.
    public var pageAdditions: ExamplePageAdditions?

    /// Creates a result.
    public init(diagnostics: [Diagnostic], checked: Bool, typeName: String?, samples: [Sample] = []) {
        self.diagnostics = diagnostics
        self.checked = checked
        self.typeName = typeName
        self.samples = samples
    }

    /// The result for a block that was not checked.
    static let skipped = ExampleResult(diagnostics: [], checked: false, typeName: nil)
}
