/// The frame every chart is written in, through ``SVGWriter/diagram(id:className:content:title:summary:css:definitions:body:)``:
/// the `<svg>` root with its accessible title and description, the scoped style sheet with the
/// chart's palette rules, and the diagram title above the chart's own drawing.
struct ChartDocument {
    /// The shared colour rules a chart's style sheet starts with.
    enum Palette {
        /// ``ChartStyle``: series colours (`--dg-chart-N`) with axis and grid rules, for charts of data series.
        case series
        /// ``SectionPalette``: section colours (`--dg-section-N`), for charts coloured by section or branch.
        case sections
    }

    /// The root id every selector is scoped to.
    let id: String
    /// The chart's class suffix, such as `gantt` for `dg-gantt`.
    let kind: String
    let theme: Theme
    /// The title drawn above the chart, if any.
    let title: String?
    /// The accessible title and description.
    let summary: (title: String, description: String)
    /// Rules only this chart type needs, as `(selector under the root, declarations)`.
    var rules: [(String, String)] = []
    /// The shared colour rules written before ``rules``.
    var palette = Palette.series

    /// The space the diagram title takes above the chart.
    var titleBand: Double { title == nil ? 0 : TextMeasure(fontSize: SVGRenderer.titleFontSize).lineHeight + 8 }

    /// The SVG of a chart of `size` whose parts `draw` writes, with the origin at the chart's
    /// top left below the title.
    func render(size: Size, draw: (inout SVGWriter) -> Void) -> String {
        let scope = "#\(id)"
        var writer = SVGWriter()
        writer.diagram(
            id: id, className: "dg-\(kind)", content: size, title: title, summary: summary,
            css: [
                StyleSheet.css(id: id, theme: theme, fontSize: TextMeasure().fontSize),
                scope + (sharedRules + StyleSheet.scoped(rules)).joined(separator: "\n" + scope),
            ], definitions: { _ in }, body: draw)
        return writer.output
    }

    /// The palette's rules after their scope, built once for the default theme.
    private var sharedRules: [String] {
        switch palette {
        case .series: theme == Self.defaultTheme ? Self.defaultSeriesRules : StyleSheet.scoped(ChartStyle.rules(theme))
        case .sections: theme == Self.defaultTheme ? Self.defaultSectionRules : StyleSheet.scoped(SectionPalette.css(theme))
        }
    }

    private static let defaultTheme = Theme()
    private static let defaultSeriesRules = StyleSheet.scoped(ChartStyle.rules(defaultTheme))
    private static let defaultSectionRules = StyleSheet.scoped(SectionPalette.css(defaultTheme))
}

extension ChartDocument {
    /// The frame of a laid-out ``Chart``, coloured by section.
    init(chart: Chart, theme: Theme, id: String) {
        self.init(
            id: id, kind: chart.kind, theme: theme, title: chart.title,
            summary: (chart.accessibility.title ?? chart.title ?? chart.noun, chart.accessibility.description ?? chart.summary),
            rules: chart.css, palette: .sections)
    }

    /// The SVG of a laid-out ``Chart``.
    func render(_ chart: Chart) -> String {
        render(size: chart.size, draw: chart.draw)
    }
}

/// The colours charts of data series share: ``ChartPalette/series`` as `.series-N` classes, so a
/// site theme can recolour every chart for dark mode, and rules for axes and grids.
enum ChartStyle {
    /// The class of series `index`'s colour, repeating after the palette's end.
    static func seriesClass(_ index: Int) -> String {
        "series-\(ChartPalette.series.number(index))"
    }

    /// The shared chart rules, scoped under the root id by the caller.
    static func rules(_ theme: Theme) -> [(String, String)] {
        var rules: [(String, String)] = [
            (" .axis-line", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .grid-line", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px; stroke-opacity: 0.15;"),
            (" .tick-label", "font-size: 12px;"),
            (" .axis-title", "font-size: 14px;"),
            (" .legend-label", "font-size: 14px;"),
        ]
        let palette = ChartPalette.series
        for index in palette.colors.indices {
            let color = palette.value(index, theme: theme)
            rules.append((" .series-\(index + 1)", "\(color.declaration("fill")); \(color.declaration("stroke"));"))
        }
        return rules
    }
}
