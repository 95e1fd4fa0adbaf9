import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Shortcuts for parsing and laying out test sequence diagrams.
enum SequenceRendering {
    /// The parsed diagram of a source that must parse.
    static func diagram(_ source: String) throws -> SequenceDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = SequenceParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    /// The diagram and layout of a source that must have no errors.
    static func laidOut(
        _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (SequenceDiagram, SequenceLayout)? {
        var diagnostics: [Diagnostic] = []
        let prepared = Rendering.renderer.prepareSequence(source, file: "doc.md", firstLine: 1, diagnostics: &diagnostics)
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { Issue.record("unexpected errors: \(errors)", sourceLocation: sourceLocation) }
        guard let (diagram, layout, _) = prepared else { return nil }
        return (diagram, layout)
    }
}
