/// Draws a quadrant chart: four shaded quadrants with their texts, the axis labels on the
/// halves of the bottom and left edges, and the points with their names.
struct QuadrantRenderer {
    let diagram: QuadrantDiagram
    let theme: Theme
    let id: String

    private static let side = 400.0
    private let measure = TextMeasure(fontSize: 14)

    func render() -> String {
        let s = Self.side
        let labelBand = measure.lineHeight + 8
        let left = 10 + (diagram.yAxis == nil ? 0 : labelBand)
        let top = 10.0
        let plot = (
            x: LinearScale(domain: (0, 1), range: (left, left + s)), y: LinearScale(domain: (0, 1), range: (top + s, top))
        )
        // Room under the plot for the name of a point on its bottom edge.
        let below = diagram.points.isEmpty ? 0.0 : 24
        let size = Size(width: left + s + 10, height: top + s + below + (diagram.xAxis == nil ? 0 : labelBand) + 10)
        let document = ChartDocument(id: id, kind: "quadrant", theme: theme, title: diagram.title, summary: summary, rules: rules)
        return document.render(size: size) { writer in
            let f = SVGNumber.format
            let half = s / 2
            // quadrant-1 top right, 2 top left, 3 bottom left, 4 bottom right.
            let origins = [(left + half, top), (left, top), (left, top + half), (left + half, top + half)]
            for (index, origin) in origins.enumerated() {
                writer.element(
                    "rect",
                    [
                        ("class", "quadrant quadrant-\(index + 1)"), ("x", f(origin.0)), ("y", f(origin.1)), ("width", f(half)),
                        ("height", f(half)),
                    ])
            }
            for (index, origin) in origins.enumerated() {
                guard let text = diagram.quadrants[index] else { continue }
                let lines = measure.wrapped(LabelDecoder.decode(text, quoted: false).lines)
                let y =
                    diagram.points.isEmpty ? origin.1 + half / 2 : origin.1 + 12 + Double(lines.count) * measure.lineHeight / 2
                writer.label(
                    lines, center: Point(x: origin.0 + half / 2, y: y), lineHeight: measure.lineHeight,
                    fontSize: measure.fontSize,
                    className: "label quadrant-text")
            }
            writer.element(
                "path",
                [
                    ("class", "quadrant-divider"),
                    (
                        "d",
                        "M\(f(left + half)),\(f(top)) L\(f(left + half)),\(f(top + s)) M\(f(left)),\(f(top + half)) L\(f(left + s)),\(f(top + half))"
                    ),
                ])
            if let (low, high) = diagram.xAxis {
                let y = top + s + below + labelBand / 2
                let centers = high == nil ? [left + half] : [left + half / 2, left + s - half / 2]
                for (text, x) in zip([low] + (high.map { [$0] } ?? []), centers) {
                    writer.label(
                        [text], center: Point(x: x, y: y), lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                        className: "label axis-title")
                }
            }
            if let (low, high) = diagram.yAxis {
                let x = 10 + labelBand / 2
                let centers = high == nil ? [top + half] : [top + s - half / 2, top + half / 2]
                for (text, y) in zip([low] + (high.map { [$0] } ?? []), centers) {
                    let center = Point(x: x, y: y)
                    writer.open("g", [("transform", "rotate(-90 \(SVGNumber.pair(center)))")])
                    writer.label(
                        [text], center: center, lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                        className: "label axis-title")
                    writer.close("g")
                }
            }
            writer.open("g", [("class", "points")])
            for point in diagram.points {
                let center = Point(x: plot.x.position(of: point.x), y: plot.y.position(of: point.y))
                let radius = point.radius ?? 5
                let style = ["fill", "stroke", "stroke-width"].compactMap { key in point.style[key].map { "\(key):\($0)" } }
                writer.element(
                    "circle",
                    [
                        ("class", "quadrant-point"), ("cx", f(center.x)), ("cy", f(center.y)), ("r", f(radius)),
                        ("style", style.joined(separator: ";")),
                    ])
                writer.label(
                    [point.label], center: Point(x: center.x, y: center.y + radius + 10), lineHeight: 18, fontSize: 12,
                    className: "label point-label")
            }
            writer.close("g")
        }
    }

    private var rules: [(String, String)] {
        [
            (" .quadrant", "stroke: none; fill-opacity: 0.35;"),
            (" .quadrant-1", "\(ChartPalette.series.value(0, theme: theme).declaration("fill"));"),
            (" .quadrant-2", "\(ChartPalette.series.value(4, theme: theme).declaration("fill"));"),
            (" .quadrant-3", "\(ChartPalette.series.value(2, theme: theme).declaration("fill"));"),
            (" .quadrant-4", "\(ChartPalette.series.value(1, theme: theme).declaration("fill"));"),
            (" .quadrant-divider", "fill: none; \(theme.compositeFill.declaration("stroke")); stroke-width: 2px;"),
            (" .quadrant-point", "\(theme.nodeStroke.declaration("fill")); stroke: none;"),
            (" .point-label", "font-size: 12px;"),
        ]
    }

    private var summary: (title: String, description: String) {
        let title = diagram.accessibility.title ?? diagram.title ?? "Quadrant chart"
        if let given = diagram.accessibility.description { return (title, given) }
        var text = "Quadrant chart with \(diagram.points.count) point\(diagram.points.count == 1 ? "" : "s")"
        if let (low, high) = diagram.xAxis { text += ", x axis \(low)\(high.map { " to \($0)" } ?? "")" }
        if let (low, high) = diagram.yAxis { text += ", y axis \(low)\(high.map { " to \($0)" } ?? "")" }
        text += "."
        let quadrants = diagram.quadrants.enumerated().compactMap { index, text in text.map { "quadrant \(index + 1): \($0)" } }
        if !quadrants.isEmpty { text += " " + quadrants.joined(separator: "; ") + "." }
        let points = diagram.points.prefix(40).map { "\($0.label) (\(LinearScale.number($0.x)), \(LinearScale.number($0.y)))" }
        if !points.isEmpty { text += " " + points.joined(separator: "; ") + "." }
        return (title, text)
    }
}
