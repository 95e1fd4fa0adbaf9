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

    /// Expects a diagram that starts on line 10 of `doc.md` to draw nothing, with an error
    /// (of `rule`, when given) at `line` and `column` whose message holds `message`.
    static func expectError(
        _ source: String, line: Int, column: Int, message: String, rule: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let output = output(source)
        #expect(output.svg == nil, sourceLocation: sourceLocation)
        let error = try #require(
            output.diagnostics.first { $0.severity == .error }, "no error for \(source)", sourceLocation: sourceLocation)
        if let rule { #expect(error.rule == rule, sourceLocation: sourceLocation) }
        #expect(error.location == SourceLocation(file: "doc.md", line: line, column: column), sourceLocation: sourceLocation)
        #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
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
