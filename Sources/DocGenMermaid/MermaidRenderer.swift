import DocGenDiagnostics

/// Renders Mermaid flowcharts, state, sequence, class and ER diagrams to static, accessible SVG.
public struct MermaidRenderer: Sendable {
    /// Limits and defaults.
    public var options: MermaidOptions

    /// Creates a renderer.
    public init(options: MermaidOptions = .init()) {
        self.options = options
    }

    /// Renders one diagram.
    ///
    /// `file` and `firstLine` place diagnostics in the Markdown file (the line of the
    /// diagram's first source line); columns are 1-based characters.
    public func render(_ source: String, file: String, firstLine: Int, idPrefix: String) -> MermaidOutput {
        var diagnostics: [Diagnostic] = []
        if isSequence(source) {
            return renderSequence(source, file: file, firstLine: firstLine, idPrefix: idPrefix)
        }
        let prepared = prepare(source, file: file, firstLine: firstLine, diagnostics: &diagnostics)
        guard let (graph, layout, theme) = prepared else { return MermaidOutput(svg: nil, diagnostics: diagnostics) }
        let svg = SVGRenderer(graph: graph, layout: layout, theme: theme, id: SVGRenderer.sanitizedID(idPrefix)).render()
        return MermaidOutput(svg: svg, diagnostics: diagnostics)
    }

    /// Spacing with `flowchart.nodeSpacing`/`rankSpacing` (or `state.…`) from the diagram's configuration.
    func spacing(_ configuration: [(key: String, value: String)]) -> LayoutSpacing {
        var spacing = LayoutSpacing()
        for (key, value) in configuration {
            guard let number = Double(value), number >= 0, number <= 500 else { continue }
            switch key {
            case "flowchart.nodeSpacing", "state.nodeSpacing", "class.nodeSpacing", "er.nodeSpacing":
                spacing.nodeSeparation = number
            case "flowchart.rankSpacing", "state.rankSpacing", "class.rankSpacing", "er.rankSpacing":
                spacing.rankSeparation = number
            default: continue
            }
        }
        return spacing
    }

    /// Parses, sizes and lays out a diagram; nil when it has errors or is not drawn.
    func prepare(
        _ source: String, file: String, firstLine: Int, diagnostics: inout [Diagnostic]
    ) -> (DiagramGraph, DiagramLayout, Theme)? {
        guard source.unicodeScalars.count <= options.maximumCharacters else {
            diagnostics.append(
                .error(
                    "diagram has more than \(options.maximumCharacters) characters",
                    at: SourceLocation(file: file, line: firstLine), rule: MermaidRule.limit))
            return nil
        }
        let preprocessed = Preprocessor(source)
        let text = preprocessed.source
        func diagnostic(_ error: ParseError, _ severity: Diagnostic.Severity) -> Diagnostic {
            Diagnostic(
                severity, error.message, at: text.location(of: error.offset, file: file, firstLine: firstLine), rule: error.rule)
        }
        diagnostics += preprocessed.problems.map { diagnostic($0, .warning) }
        var graph: DiagramGraph
        do {
            let (kind, offset) = try DiagramKind.detect(in: text)
            switch kind {
            case .unsupported(let name):
                diagnostics.append(
                    diagnostic(
                        ParseError(
                            message: "'\(name)' diagrams are not drawn yet; the source is shown as code", offset: offset,
                            rule: MermaidRule.unsupported), .warning))
                return nil
            case .flowchart:
                var parser = FlowchartParser(source: text, headerOffset: offset, options: options)
                graph = try parser.parse().graph()
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            case .sequence:
                // Sequence diagrams are drawn by `renderSequence`; they have no graph.
                return nil
            case .state:
                var parser = StateParser(source: text, headerOffset: offset, options: options)
                graph = try parser.parse().graph()
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            case .classDiagram:
                var parser = ClassParser(source: text, headerOffset: offset, options: options)
                let hides = preprocessed.configuration.contains { $0.key == "class.hideEmptyMembersBox" && $0.value == "true" }
                let compact = preprocessed.configuration.contains {
                    $0.key == "class.hierarchicalNamespaces" && $0.value == "false"
                }
                graph = try parser.parse().graph(hidingEmptyMembers: hides, compactNamespaces: compact)
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            case .entityRelationship:
                var parser = ERParser(source: text, headerOffset: offset, options: options)
                graph = try parser.parse().graph()
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            }
        } catch {
            diagnostics.append(diagnostic(error, .error))
            return nil
        }
        graph.title = preprocessed.title
        var theme = Theme.named(options.theme) ?? Theme()
        for key in theme.apply(preprocessed.configuration) {
            diagnostics.append(
                .warning(
                    "'\(key)' in the diagram's configuration was ignored", at: SourceLocation(file: file, line: firstLine),
                    rule: MermaidRule.directive))
        }
        GraphSizer().size(&graph)
        guard let layout = CompoundLayout.layout(graph, spacing: spacing(preprocessed.configuration)) else {
            diagnostics.append(
                .error(
                    "diagram is too large to lay out; split it or shorten its longest edges",
                    at: SourceLocation(file: file, line: firstLine), rule: MermaidRule.limit))
            return nil
        }
        return (graph, layout, theme)
    }
}

/// Limits and defaults for rendering; the defaults suit documentation sites.
public struct MermaidOptions: Sendable, Hashable {
    /// The most nodes a diagram may have; more is an error.
    public var maximumNodes: Int
    /// The most edges a diagram may have; more is an error.
    public var maximumEdges: Int
    /// The most characters a diagram's source may have; more is an error.
    public var maximumCharacters: Int
    /// The deepest subgraphs or composite states may nest; deeper is an error.
    public var maximumNesting: Int
    /// The theme used when a diagram names none: `default`, `neutral`, `dark`, `forest` or `base`.
    public var theme: String

    /// Creates options; every limit bounds the work one diagram can cause.
    public init(
        maximumNodes: Int = 2_000, maximumEdges: Int = 5_000, maximumCharacters: Int = 50_000, maximumNesting: Int = 24,
        theme: String = "default"
    ) {
        self.maximumNodes = maximumNodes
        self.maximumEdges = maximumEdges
        self.maximumCharacters = maximumCharacters
        self.maximumNesting = maximumNesting
        self.theme = theme
    }
}

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

/// Sequence diagrams: parsed, laid out and drawn without the graph pipeline.
extension MermaidRenderer {
    /// Whether the source declares a `sequenceDiagram` (checked after comments and directives are blanked).
    private func isSequence(_ source: String) -> Bool {
        // No `contains("sequenceDiagram")` shortcut: it compares characters, so a combining mark
        // after the keyword hid a sequence diagram that the scanner, reading scalars, still found.
        guard source.unicodeScalars.count <= options.maximumCharacters else { return false }
        return (try? DiagramKind.detect(in: Preprocessor(source).source).kind) == .sequence
    }

    /// Renders a diagram already known to be a sequence diagram.
    private func renderSequence(_ source: String, file: String, firstLine: Int, idPrefix: String) -> MermaidOutput {
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
