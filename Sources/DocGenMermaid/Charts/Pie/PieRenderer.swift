import Foundation

/// Draws a pie chart: slices clockwise from twelve o'clock in source order, each with its
/// percentage, and a legend of colours and labels (with values under `showData`) on the right.
struct PieRenderer {
    let diagram: PieDiagram
    let theme: Theme
    let id: String
    /// Where the percentages sit, from the centre (0) to the rim (1); Mermaid's `pie.textPosition`.
    var textPosition: Double?

    private static let radius = 150.0
    private static let margin = 20.0
    private let measure = TextMeasure()

    func render() -> String {
        let total = diagram.slices.reduce(0) { $0 + $1.value }
        let r = Self.radius
        let center = Point(x: Self.margin + r, y: Self.margin + r)
        let legendX = center.x + r + 30
        let legendLines = diagram.slices.map(legendText)
        let legendWidth = legendLines.map { measure.width(of: $0) }.max() ?? 0
        let legendHeight = Double(diagram.slices.count) * 22
        let size = Size(
            width: legendX + (legendLines.isEmpty ? 0 : 26 + legendWidth) + Self.margin,
            height: max(2 * (Self.margin + r), legendHeight + 2 * Self.margin))
        let document = ChartDocument(
            id: id, kind: "pie", theme: theme, title: diagram.title, summary: summary(total), rules: rules)
        let position = min(1, max(0, textPosition ?? 0.75))
        return document.render(size: size) { writer in
            let f = SVGNumber.format
            writer.open("g", [("class", "slices")])
            var angle = 0.0
            var percentLabels: [(String, Point)] = []
            for (index, slice) in diagram.slices.enumerated() where total > 0 && slice.value > 0 {
                let sweep = slice.value / total * 2 * Double.pi
                let className = "slice \(ChartStyle.seriesClass(index))"
                if sweep >= 2 * Double.pi - 1e-9 {
                    writer.element("circle", [("class", className), ("cx", f(center.x)), ("cy", f(center.y)), ("r", f(r))])
                } else {
                    let from = point(center, r, angle)
                    let to = point(center, r, angle + sweep)
                    let large = sweep > Double.pi ? 1 : 0
                    writer.element(
                        "path",
                        [
                            ("class", className),
                            (
                                "d",
                                "M\(SVGNumber.pair(center)) L\(SVGNumber.pair(from)) A\(f(r)),\(f(r)) 0 \(large) 1 \(SVGNumber.pair(to)) Z"
                            ),
                        ])
                }
                let percent = slice.value / total * 100
                percentLabels.append(
                    (
                        "\(LinearScale.number(percent, decimals: percent < 1 ? 1 : 0))%",
                        point(center, r * position, angle + sweep / 2)
                    ))
                angle += sweep
            }
            writer.element("circle", [("class", "pie-rim"), ("cx", f(center.x)), ("cy", f(center.y)), ("r", f(r))])
            for (text, at) in percentLabels {
                writer.label(
                    [text], center: at, lineHeight: measure.lineHeight, fontSize: measure.fontSize, className: "label slice-label"
                )
            }
            writer.close("g")
            writer.open("g", [("class", "legend")])
            let legendTop = center.y - legendHeight / 2
            for (index, text) in legendLines.enumerated() {
                let y = legendTop + Double(index) * 22
                writer.element(
                    "rect",
                    [
                        ("class", ChartStyle.seriesClass(index)), ("x", f(legendX)), ("y", f(y + 2)), ("width", "18"),
                        ("height", "18"),
                    ])
                writer.label(
                    [text], center: Point(x: legendX + 26, y: y + 11), lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                    className: "label legend-label", anchor: "start")
            }
            writer.close("g")
        }
    }

    private func legendText(_ slice: PieDiagram.Slice) -> String {
        let label = slice.label.joined(separator: " ")
        return diagram.showsData ? "\(label) [\(LinearScale.number(slice.value))]" : label
    }

    /// The point at `angle` radians clockwise from twelve o'clock.
    private func point(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
        Point(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
    }

    private var rules: [(String, String)] {
        [
            (" .slice", "stroke: \(theme.compositeFill.css); stroke-width: 2px;"),
            (" .pie-rim", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .slice-label", "font-size: 14px;"),
        ]
    }

    private func summary(_ total: Double) -> (title: String, description: String) {
        let title = diagram.accessibility.title ?? diagram.title ?? "Pie chart"
        if let given = diagram.accessibility.description { return (title, given) }
        let count = diagram.slices.count
        var text = "Pie chart with \(count) slice\(count == 1 ? "" : "s")"
        let parts = diagram.slices.prefix(40).map { slice in
            let percent = total > 0 ? slice.value / total * 100 : 0
            return
                "\(slice.label.joined(separator: " ")) \(LinearScale.number(slice.value)) (\(LinearScale.number(percent, decimals: 1))%)"
        }
        text += parts.isEmpty ? "." : ": " + parts.joined(separator: "; ") + (count > 40 ? "; …" : ".")
        return (title, text)
    }
}
