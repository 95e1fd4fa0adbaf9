/// The frame every chart is written in: the `<svg>` root with its accessible title and
/// description, the scoped style sheet with the chart rules, and the diagram title above the
/// chart's own drawing.
struct ChartDocument {
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

    /// The space the diagram title takes above the chart.
    var titleBand: Double { title == nil ? 0 : TextMeasure(fontSize: SVGRenderer.titleFontSize).lineHeight + 8 }

    /// The SVG of a chart of `size` whose parts `draw` writes, with the origin at the chart's
    /// top left below the title.
    func render(size: Size, draw: (inout SVGWriter) -> Void) -> String {
        var writer = SVGWriter()
        let titleMeasure = TextMeasure(fontSize: SVGRenderer.titleFontSize)
        let titleWidth = title.map { titleMeasure.width(of: $0) + 16 } ?? 0
        let totalWidth = max(size.width, titleWidth)
        let width = SVGNumber.format(totalWidth)
        let height = SVGNumber.format(size.height + titleBand)
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "dg-mermaid dg-\(kind)"), ("width", width),
                ("height", height), ("viewBox", "0 0 \(width) \(height)"), ("style", "max-width: \(width)px;"), ("role", "img"),
                ("aria-labelledby", "\(id)-title \(id)-desc"),
            ])
        writer.element("title", [("id", "\(id)-title")], text: summary.title)
        writer.element("desc", [("id", "\(id)-desc")], text: summary.description)
        writer.open("style")
        writer.raw(StyleSheet.css(id: id, theme: theme, fontSize: TextMeasure().fontSize))
        writer.raw((ChartStyle.rules(theme) + rules).map { "#\(id)\($0.0) { \($0.1) }" }.joined(separator: "\n"))
        writer.close("style")
        if let title {
            writer.label(
                [title], center: Point(x: totalWidth / 2, y: titleBand / 2), lineHeight: titleMeasure.lineHeight,
                fontSize: SVGRenderer.titleFontSize, className: "label diagram-title",
                style: "font-size:\(SVGNumber.format(SVGRenderer.titleFontSize))px")
        }
        let dx = SVGNumber.format((totalWidth - size.width) / 2)
        writer.open("g", [("transform", "translate(\(dx),\(SVGNumber.format(titleBand)))")])
        draw(&writer)
        writer.close("g")
        writer.close("svg")
        return writer.output
    }
}

/// The colours charts share: a series palette of CSS custom properties, so a site theme can
/// recolour every chart for dark mode, and rules for axes and grids.
enum ChartStyle {
    /// The series colours, in order; Mermaid-like pastels whose text stays readable.
    static let palette: [Theme.Value] = [
        "#8a90dd", "#f4b860", "#7cc4a4", "#e88a8a", "#a3c4f3", "#d7b3e8", "#c8d96f", "#f2a3c7",
    ].enumerated().map { Theme.Value(variable: "--dg-chart-\($0.offset + 1)", value: $0.element) }

    /// The class of series `index`'s colour, repeating after the palette's end.
    static func seriesClass(_ index: Int) -> String {
        "series-\(index % palette.count + 1)"
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
        for (index, color) in palette.enumerated() {
            rules.append((" .series-\(index + 1)", "\(color.declaration("fill")); \(color.declaration("stroke"));"))
        }
        return rules
    }
}
