import DocGenDiagnostics

/// A diagnostic at a position inside a code block, before it is placed in the Markdown file.
struct PositionedDiagnostic: Sendable {
    var severity: Diagnostic.Severity
    var message: String
    var position: TextPosition
    var rule: String

    static func error(_ message: String, _ position: TextPosition, _ rule: String) -> PositionedDiagnostic {
        PositionedDiagnostic(severity: .error, message: message, position: position, rule: rule)
    }

    static func warning(_ message: String, _ position: TextPosition, _ rule: String) -> PositionedDiagnostic {
        PositionedDiagnostic(severity: .warning, message: message, position: position, rule: rule)
    }

    static func note(_ message: String, _ position: TextPosition, _ rule: String) -> PositionedDiagnostic {
        PositionedDiagnostic(severity: .note, message: message, position: position, rule: rule)
    }

    /// The diagnostic at its place in the file.
    func located(in lines: TextLines) -> Diagnostic {
        Diagnostic(severity, message, at: lines.location(line: position.line, column: position.column), rule: rule)
    }
}
