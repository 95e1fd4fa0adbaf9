import DocGenDiagnostics

/// The result of rendering one diagram.
public struct MermaidOutput: Sendable {
    /// The SVG, or nil when the diagram has errors or is of a type docgen does not draw.
    public var svg: String?
    /// Errors and warnings, located in the Markdown file.
    public var diagnostics: [Diagnostic]

    /// Creates an output.
    public init(svg: String?, diagnostics: [Diagnostic]) {
        self.svg = svg
        self.diagnostics = diagnostics
    }
}
