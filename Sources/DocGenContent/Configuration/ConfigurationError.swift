import DocGenDiagnostics
import Foundation

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

    /// The error of a command that never overwrites a file, naming each of `paths` that exists.
    ///
    /// Nil when none does; `advice` follows "remove it, or …".
    public static func existing(
        _ paths: [(url: URL, display: String)], command: String, advice: String, rule: String
    )
        -> ConfigurationError?
    {
        let existing = paths.filter { FileManager.default.fileExists(atPath: $0.url.path) }
        guard !existing.isEmpty else { return nil }
        return ConfigurationError(
            diagnostics: existing.map { path in
                .error(
                    "'\(path.display)' exists already; \(command) never overwrites a file: remove it, or \(advice)", at: nil,
                    rule: rule)
            })
    }

    /// Every diagnostic on its own line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
