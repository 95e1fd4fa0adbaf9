import DocGenDiagnostics

/// Charts: parsed, laid out and drawn by their own folder's types, outside the graph pipeline.
extension MermaidRenderer {
    /// The SVG of a chart of `chart`'s kind; nil, with the error, when it does not parse.
    func chartSVG(
        _ read: ReadSource, chart: ChartKind, headerOffset offset: Int, id: String, diagnostics: inout [Diagnostic]
    ) -> String? {
        let text = read.preprocessed.source
        let configuration = read.preprocessed.configuration
        var warnings: [ParseError] = []
        let draw: (Theme) -> String
        do throws(ParseError) {
            switch chart {
            case .gantt:
                var parser = GanttParser(source: text, headerOffset: offset, configuration: configuration)
                var diagram = try parser.parse()
                diagram.title = diagram.title ?? read.preprocessed.title
                warnings = parser.warnings
                let schedule = try GanttSchedule(diagram)
                draw = { GanttRenderer(diagram: diagram, schedule: schedule, theme: $0, id: id).render() }
            case .pie:
                var parser = PieParser(source: text, headerOffset: offset)
                var diagram = try parser.parse()
                diagram.title = diagram.title ?? read.preprocessed.title
                let position = configuration.last { $0.key == "pie.textPosition" }.flatMap { Double($0.value) }
                draw = { PieRenderer(diagram: diagram, theme: $0, id: id, textPosition: position).render() }
            case .timeline:
                var parser = TimelineParser(source: text, headerOffset: offset)
                var diagram = try parser.parse()
                diagram.title = diagram.title ?? read.preprocessed.title
                draw = { TimelineRenderer(diagram: diagram, theme: $0, id: id).render() }
            case .xyChart:
                var parser = XYChartParser(source: text, headerOffset: offset)
                var diagram = try parser.parse()
                diagram.title = diagram.title ?? read.preprocessed.title
                let labels = configuration.contains { $0.key == "xyChart.showDataLabel" && $0.value == "true" }
                draw = { XYChartRenderer(diagram: diagram, theme: $0, id: id, showsDataLabels: labels).render() }
            case .quadrantChart:
                var parser = QuadrantParser(source: text, headerOffset: offset)
                var diagram = try parser.parse()
                diagram.title = diagram.title ?? read.preprocessed.title
                warnings = parser.warnings
                draw = { QuadrantRenderer(diagram: diagram, theme: $0, id: id).render() }
            case .radar:
                var parser = RadarParser(source: text, headerOffset: offset)
                var diagram = try parser.parse()
                diagram.title = diagram.title ?? read.preprocessed.title
                draw = { RadarRenderer(diagram: diagram, theme: $0, id: id).render() }
            case .mindmap, .journey, .kanban, .packet, .treemap, .treeView, .sankey, .venn, .ishikawa, .gitGraph, .wardley,
                .eventModeling:
                guard let chart = try laidOut(read, chart: chart, headerOffset: offset) else { return nil }
                warnings = chart.warnings
                draw = { ChartDocument(chart: chart, theme: $0, id: id).render(chart) }
            }
        } catch {
            diagnostics.append(read.diagnostic(error, .error))
            return nil
        }
        diagnostics += warnings.map { read.diagnostic($0, .warning) }
        return draw(read.theme(named: options.theme, diagnostics: &diagnostics))
    }

    /// Parses and lays out a chart of the types drawn as a ``Chart``; front matter's title when the
    /// chart has no `title` statement, as for every diagram.
    private func laidOut(_ read: ReadSource, chart kind: ChartKind, headerOffset offset: Int) throws(ParseError) -> Chart? {
        let preprocessed = read.preprocessed
        let input = ChartInput(
            source: preprocessed.source, headerOffset: offset, configuration: preprocessed.configuration, options: options)
        guard var chart = try kind.layout(input) else { return nil }
        if chart.title == nil { chart.title = preprocessed.title }
        return chart
    }

    /// Parses and lays out a chart drawn as a ``Chart``; nil when it has errors or is another kind.
    func prepareChart(_ source: String, file: String, firstLine: Int, diagnostics: inout [Diagnostic]) -> Chart? {
        guard let read = read(source, file: file, firstLine: firstLine, diagnostics: &diagnostics),
            let (kind, offset) = read.kind(diagnostics: &diagnostics), case .chart(let chart) = kind
        else { return nil }
        do throws(ParseError) {
            let laid = try laidOut(read, chart: chart, headerOffset: offset)
            diagnostics += (laid?.warnings ?? []).map { read.diagnostic($0, .warning) }
            return laid
        } catch {
            diagnostics.append(read.diagnostic(error, .error))
            return nil
        }
    }
}
