/// Writes a ``Chart`` as one self-contained, accessible SVG with the conventions of
/// ``SVGRenderer``: themable colours, ids under the prefix, escaped text.
struct ChartDocument {
    let chart: Chart
    let theme: Theme
    let id: String

    func render() -> String {
        var writer = SVGWriter()
        let measure = TextMeasure()
        let titleMeasure = TextMeasure(fontSize: SVGRenderer.titleFontSize)
        let titleBand = chart.title == nil ? 0 : titleMeasure.lineHeight + 8
        let titleWidth = chart.title.map { titleMeasure.width(of: $0) + 16 } ?? 0
        let totalWidth = max(chart.size.width, titleWidth)
        let width = SVGNumber.format(totalWidth)
        let height = SVGNumber.format(chart.size.height + titleBand)
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "dg-mermaid dg-\(chart.kind)"), ("width", width),
                ("height", height), ("viewBox", "0 0 \(width) \(height)"), ("style", "max-width: \(width)px;"), ("role", "img"),
                ("aria-labelledby", "\(id)-title \(id)-desc"),
            ])
        writer.element("title", [("id", "\(id)-title")], text: chart.accessibility.title ?? chart.title ?? chart.noun)
        writer.element("desc", [("id", "\(id)-desc")], text: chart.accessibility.description ?? chart.summary)
        writer.open("style")
        writer.raw(StyleSheet.css(id: id, theme: theme, fontSize: measure.fontSize))
        let extra = SectionPalette.css(theme) + chart.css
        writer.raw(extra.map { "#\(id)\($0.0) { \($0.1) }" }.joined(separator: "\n"))
        writer.close("style")
        if let title = chart.title {
            writer.label(
                [title], center: Point(x: totalWidth / 2, y: titleBand / 2), lineHeight: titleMeasure.lineHeight,
                fontSize: SVGRenderer.titleFontSize, className: "label diagram-title",
                style: "font-size:\(SVGNumber.format(SVGRenderer.titleFontSize))px")
        }
        let dx = (totalWidth - chart.size.width) / 2
        let shifted = dx != 0 || titleBand != 0
        if shifted {
            writer.open("g", [("transform", "translate(\(SVGNumber.format(dx)),\(SVGNumber.format(titleBand)))")])
        }
        chart.draw(&writer)
        if shifted { writer.close("g") }
        writer.close("svg")
        return writer.output
    }
}
