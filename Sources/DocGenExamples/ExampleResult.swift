import DocGenDiagnostics

/// What checking one fenced block found.
public struct ExampleResult: Sendable {
    /// The problems found, in file order.
    public var diagnostics: [Diagnostic]
    /// Whether the block was checked; false for other languages, plain `json` and `swift no-check`.
    public var checked: Bool
    /// The type a JSON block was checked against as written in its info string, such as `[QuickLinkItem]`.
    public var typeName: String?

    /// Creates a result.
    public init(diagnostics: [Diagnostic], checked: Bool, typeName: String?) {
        self.diagnostics = diagnostics
        self.checked = checked
        self.typeName = typeName
    }

    /// The result for a block that was not checked.
    static let skipped = ExampleResult(diagnostics: [], checked: false, typeName: nil)
}
