import DocGenDiagnostics

/// Mindmaps, journeys, kanban boards and the other ``ChartType``s: parsed and laid out by
/// their own folders, written by ``ChartDocument``.
extension MermaidRenderer {
    /// Parses and lays out a chart; nil, with the error, when it does not parse.
    func chartParts(
        _ read: ReadSource, type: ChartType, headerOffset offset: Int, diagnostics: inout [Diagnostic]
    ) -> (Chart, Theme)? {
        let preprocessed = read.preprocessed
        var chart: Chart
        do {
            chart = try type.chart(
                ChartInput(
                    source: preprocessed.source, headerOffset: offset, configuration: preprocessed.configuration,
                    options: options))
        } catch {
            diagnostics.append(read.diagnostic(error, .error))
            return nil
        }
        diagnostics += chart.warnings.map { read.diagnostic($0, .warning) }
        if let title = preprocessed.title { chart.title = title }
        let theme = read.theme(named: options.theme, diagnostics: &diagnostics)
        return (chart, theme)
    }

    /// Parses and lays out a chart; nil when it has errors or is another kind.
    func prepareChart(_ source: String, file: String, firstLine: Int, diagnostics: inout [Diagnostic]) -> Chart? {
        guard let read = read(source, file: file, firstLine: firstLine, diagnostics: &diagnostics),
            let (kind, offset) = read.kind(diagnostics: &diagnostics), case .chart(let type) = kind
        else { return nil }
        return chartParts(read, type: type, headerOffset: offset, diagnostics: &diagnostics)?.0
    }
}
