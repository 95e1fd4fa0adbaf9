import DocGenDiagnostics

/// Sequence diagrams: parsed, laid out and drawn without the graph pipeline.
extension MermaidRenderer {
    /// Whether the source declares a `sequenceDiagram` (checked after comments and directives are blanked).
    func isSequence(_ source: String) -> Bool {
        // No `contains("sequenceDiagram")` shortcut: it compares characters, so a combining mark
        // after the keyword hid a sequence diagram that the scanner, reading scalars, still found.
        guard source.unicodeScalars.count <= options.maximumCharacters else { return false }
        return (try? DiagramKind.detect(in: Preprocessor(source).source).kind) == .sequence
    }

    /// Renders a diagram already known to be a sequence diagram.
    func renderSequence(_ source: String, file: String, firstLine: Int, idPrefix: String) -> MermaidOutput {
        var diagnostics: [Diagnostic] = []
        guard let (diagram, layout, theme) = prepareSequence(source, file: file, firstLine: firstLine, diagnostics: &diagnostics)
        else { return MermaidOutput(svg: nil, diagnostics: diagnostics) }
        let svg = SequenceRenderer(diagram: diagram, layout: layout, theme: theme, id: SVGRenderer.sanitizedID(idPrefix)).render()
        return MermaidOutput(svg: svg, diagnostics: diagnostics)
    }

    /// Parses and lays out a sequence diagram; nil when it has errors.
    func prepareSequence(
        _ source: String, file: String, firstLine: Int, diagnostics: inout [Diagnostic]
    ) -> (SequenceDiagram, SequenceLayout, Theme)? {
        let preprocessed = Preprocessor(source)
        let text = preprocessed.source
        func diagnostic(_ error: ParseError, _ severity: Diagnostic.Severity) -> Diagnostic {
            Diagnostic(
                severity, error.message, at: text.location(of: error.offset, file: file, firstLine: firstLine), rule: error.rule)
        }
        diagnostics += preprocessed.problems.map { diagnostic($0, .warning) }
        var diagram: SequenceDiagram
        do {
            let (_, offset) = try DiagramKind.detect(in: text)
            var parser = SequenceParser(source: text, headerOffset: offset, options: options)
            diagram = try parser.parse()
            diagnostics += parser.warnings.map { diagnostic($0, .warning) }
        } catch {
            diagnostics.append(diagnostic(error, .error))
            return nil
        }
        if diagram.title == nil { diagram.title = preprocessed.title }
        var theme = Theme.named(options.theme) ?? Theme()
        for key in theme.apply(preprocessed.configuration) {
            diagnostics.append(
                .warning(
                    "'\(key)' in the diagram's configuration was ignored", at: SourceLocation(file: file, line: firstLine),
                    rule: MermaidRule.directive))
        }
        return (diagram, SequenceLayoutEngine(diagram: diagram).layout(), theme)
    }
}
