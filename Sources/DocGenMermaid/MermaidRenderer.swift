import DocGenDiagnostics

/// Renders Mermaid diagrams (flowcharts, state, sequence, class, ER, requirement, C4,
/// architecture and block diagrams, and charts) to static, accessible SVG.
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
        guard let read = read(source, file: file, firstLine: firstLine, diagnostics: &diagnostics),
            let (kind, offset) = read.kind(diagnostics: &diagnostics)
        else { return MermaidOutput(svg: nil, diagnostics: diagnostics) }
        let id = SVGRenderer.sanitizedID(idPrefix)
        let svg: String?
        if case .chart(let chart) = kind {
            svg = chartSVG(read, chart: chart, headerOffset: offset, id: id, diagnostics: &diagnostics)
        } else if kind == .sequence {
            svg = sequenceParts(read, headerOffset: offset, diagnostics: &diagnostics).map { diagram, layout, theme in
                SequenceRenderer(diagram: diagram, layout: layout, theme: theme, id: id).render()
            }
        } else {
            svg = graphParts(read, kind: kind, headerOffset: offset, diagnostics: &diagnostics).map { graph, layout, theme in
                SVGRenderer(graph: graph, layout: layout, theme: theme, id: id).render()
            }
        }
        return MermaidOutput(svg: svg, diagnostics: diagnostics)
    }

    /// Spacing with `flowchart.nodeSpacing`/`rankSpacing` (or `state.…`) from the diagram's configuration.
    func spacing(_ configuration: [(key: String, value: String)]) -> LayoutSpacing {
        var spacing = LayoutSpacing()
        for (key, value) in configuration {
            guard let number = Double(value), number >= 0, number <= 500 else { continue }
            switch key {
            case "flowchart.nodeSpacing", "state.nodeSpacing", "class.nodeSpacing", "er.nodeSpacing",
                "requirement.nodeSpacing":
                spacing.nodeSeparation = number
            case "flowchart.rankSpacing", "state.rankSpacing", "class.rankSpacing", "er.rankSpacing",
                "requirement.rankSpacing":
                spacing.rankSeparation = number
            default: continue
            }
        }
        return spacing
    }

    /// Parses, sizes and lays out a diagram other than a sequence diagram; nil when it has errors
    /// or is not drawn.
    func prepare(
        _ source: String, file: String, firstLine: Int, diagnostics: inout [Diagnostic]
    ) -> (DiagramGraph, DiagramLayout, Theme)? {
        guard let read = read(source, file: file, firstLine: firstLine, diagnostics: &diagnostics),
            let (kind, offset) = read.kind(diagnostics: &diagnostics), kind != .sequence
        else { return nil }
        return graphParts(read, kind: kind, headerOffset: offset, diagnostics: &diagnostics)
    }

    /// Parses and lays out a sequence diagram; nil when it has errors or is another kind.
    func prepareSequence(
        _ source: String, file: String, firstLine: Int, diagnostics: inout [Diagnostic]
    ) -> (SequenceDiagram, SequenceLayout, Theme)? {
        guard let read = read(source, file: file, firstLine: firstLine, diagnostics: &diagnostics),
            let (kind, offset) = read.kind(diagnostics: &diagnostics), kind == .sequence
        else { return nil }
        return sequenceParts(read, headerOffset: offset, diagnostics: &diagnostics)
    }

    /// The source with comments and directives blanked, and its problems; nil, with an error,
    /// when it is too long to read.
    func read(_ source: String, file: String, firstLine: Int, diagnostics: inout [Diagnostic]) -> ReadSource? {
        guard source.unicodeScalars.count <= options.maximumCharacters else {
            diagnostics.append(
                .error(
                    "diagram has more than \(options.maximumCharacters) characters",
                    at: SourceLocation(file: file, line: firstLine), rule: MermaidRule.limit))
            return nil
        }
        let read = ReadSource(preprocessed: Preprocessor(source), file: file, firstLine: firstLine)
        diagnostics += read.preprocessed.problems.map { read.diagnostic($0, .warning) }
        return read
    }

    /// Parses, sizes and lays out a read diagram of `kind` through the graph pipeline.
    private func graphParts(
        _ read: ReadSource, kind: DiagramKind, headerOffset offset: Int, diagnostics: inout [Diagnostic]
    ) -> (DiagramGraph, DiagramLayout, Theme)? {
        let (text, preprocessed, diagnostic) = (read.preprocessed.source, read.preprocessed, read.diagnostic)
        var graph: DiagramGraph
        // Block diagrams are placed on their grid rather than laid out in layers.
        var blocks: BlockDiagram?
        var c4: C4Diagram?
        do {
            switch kind {
            case .unsupported(let name):
                let message = "docgen cannot draw '\(name)' diagrams; use one of the types docs/diagrams.md lists"
                diagnostics.append(
                    diagnostic(ParseError(message: message, offset: offset, rule: MermaidRule.unsupported), .error))
                return nil
            case .flowchart:
                var parser = FlowchartParser(source: text, headerOffset: offset, options: options)
                graph = try parser.parse().graph()
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            case .sequence, .chart:
                // Sequence diagrams and charts have no graph: `sequenceParts` and `chartSVG` draw them.
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
            case .requirement:
                var parser = RequirementParser(source: text, headerOffset: offset, options: options)
                graph = try parser.parse().graph()
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            case .architecture:
                var parser = ArchitectureParser(source: text, headerOffset: offset, options: options)
                graph = try parser.parse().graph()
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            case .block:
                var parser = BlockParser(source: text, headerOffset: offset, options: options)
                let diagram = try parser.parse()
                blocks = diagram
                graph = diagram.graph()
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            case .c4:
                var parser = C4Parser(source: text, headerOffset: offset, options: options)
                let diagram = try parser.parse()
                c4 = diagram
                graph = diagram.graph()
                if preprocessed.title == nil { graph.title = diagram.title }
                diagnostics += parser.warnings.map { diagnostic($0, .warning) }
            }
        } catch {
            diagnostics.append(diagnostic(error, .error))
            return nil
        }
        if let title = preprocessed.title { graph.title = title }
        let theme = read.theme(named: options.theme, diagnostics: &diagnostics)
        if let blocks {
            GraphSizer(padding: BlockLayout.nodePadding, shapes: .block).size(&graph)
            return (graph, BlockLayout(diagram: blocks, graph: graph).layout(), theme)
        }
        GraphSizer().size(&graph)
        if let c4 {
            let layout = C4Layout(graph: graph, shapesInRow: c4.shapesInRow, boundariesInRow: c4.boundariesInRow)
            return (graph, layout.layout(), theme)
        }
        guard let layout = CompoundLayout.layout(graph, spacing: spacing(preprocessed.configuration)) else {
            diagnostics.append(
                .error(
                    "diagram is too large to lay out; split it or shorten its longest edges",
                    at: SourceLocation(file: read.file, line: read.firstLine), rule: MermaidRule.limit))
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

/// Sequence diagrams: parsed and laid out without the graph pipeline.
extension MermaidRenderer {
    fileprivate func sequenceParts(
        _ read: ReadSource, headerOffset offset: Int, diagnostics: inout [Diagnostic]
    ) -> (SequenceDiagram, SequenceLayout, Theme)? {
        var diagram: SequenceDiagram
        do {
            var parser = SequenceParser(source: read.preprocessed.source, headerOffset: offset, options: options)
            diagram = try parser.parse()
            diagnostics += parser.warnings.map { read.diagnostic($0, .warning) }
        } catch {
            diagnostics.append(read.diagnostic(error, .error))
            return nil
        }
        if diagram.title == nil { diagram.title = read.preprocessed.title }
        let theme = read.theme(named: options.theme, diagnostics: &diagnostics)
        return (diagram, SequenceLayoutEngine(diagram: diagram).layout(), theme)
    }
}

/// A diagram's source as read once for drawing: preprocessed, and placed in its Markdown file.
struct ReadSource {
    let preprocessed: Preprocessor
    let file: String
    let firstLine: Int

    /// The diagram's kind and the offset of its header; nil, with the error, when it has none.
    func kind(diagnostics: inout [Diagnostic]) -> (DiagramKind, Int)? {
        do {
            let (kind, offset) = try DiagramKind.detect(in: preprocessed.source)
            return (kind, offset)
        } catch {
            diagnostics.append(diagnostic(error, .error))
            return nil
        }
    }

    /// A parse problem at its place in the Markdown file.
    func diagnostic(_ error: ParseError, _ severity: Diagnostic.Severity) -> Diagnostic {
        Diagnostic(
            severity, error.message, at: preprocessed.source.location(of: error.offset, file: file, firstLine: firstLine),
            rule: error.rule)
    }

    /// The named theme with the diagram's configuration applied; a warning for each key ignored.
    func theme(named name: String, diagnostics: inout [Diagnostic]) -> Theme {
        var theme = Theme.named(name) ?? Theme()
        for key in theme.apply(preprocessed.configuration) {
            diagnostics.append(
                .warning(
                    "'\(key)' in the diagram's configuration was ignored", at: SourceLocation(file: file, line: firstLine),
                    rule: MermaidRule.directive))
        }
        return theme
    }
}
