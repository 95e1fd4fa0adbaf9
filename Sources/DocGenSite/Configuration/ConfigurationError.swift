import DocGenDiagnostics

/// A problem that stops docgen before it reads any content: exit code 2.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics that explain it.
    public var diagnostics: [Diagnostic]

    /// Creates an error from one message with an optional location.
    public init(_ message: String, at location: SourceLocation? = nil, rule: String = "configuration") {
        self.diagnostics = [.error(message, at: location, rule: rule)]
    }

    /// Creates an error from diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Every diagnostic on its own line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
