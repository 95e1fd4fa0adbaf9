import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Shortcuts for rendering test diagrams.
enum Rendering {
    static let renderer = MermaidRenderer()

    /// The public result for a diagram that starts on line 10 of `doc.md`.
    static func output(_ source: String, idPrefix: String = "d") -> MermaidOutput {
        renderer.render(source, file: "doc.md", firstLine: 10, idPrefix: idPrefix)
    }

    /// The graph and layout of a diagram that must have no errors.
    static func laidOut(
        _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (DiagramGraph, DiagramLayout)? {
        var diagnostics: [Diagnostic] = []
        let prepared = renderer.prepare(source, file: "doc.md", firstLine: 1, diagnostics: &diagnostics)
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { Issue.record("unexpected errors: \(errors)", sourceLocation: sourceLocation) }
        guard let (graph, layout, _) = prepared else { return nil }
        return (graph, layout)
    }

    /// The parsed flowchart of a source that must parse.
    static func flowchart(_ source: String) throws -> FlowchartDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = FlowchartParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    /// The parsed state diagram of a source that must parse.
    static func stateDiagram(_ source: String) throws -> StateDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = StateParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    /// The parsed class diagram of a source that must parse.
    static func classDiagram(_ source: String) throws -> ClassDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = ClassParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    /// The parsed ER diagram of a source that must parse.
    static func erDiagram(_ source: String) throws -> ERDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = ERParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    /// The error diagnostics of a source.
    static func errors(_ source: String) -> [Diagnostic] {
        output(source).diagnostics.filter { $0.severity == .error }
    }
}
