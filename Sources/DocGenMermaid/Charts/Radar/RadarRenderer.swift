import Foundation

/// Draws a radar chart: rings (circles or polygons) for the scale, a spoke and label per axis
/// clockwise from twelve o'clock, a filled outline per curve and a legend of the curves.
struct RadarRenderer {
    let diagram: RadarDiagram
    let theme: Theme
    let id: String

    private static let radius = 180.0
    private let measure = TextMeasure(fontSize: 14)

    func render() -> String {
        let r = Self.radius
        let labelWidth = diagram.axes.map { measure.width(of: $0.label) }.max() ?? 0
        let margin = labelWidth + 20
        let center = Point(x: margin + r, y: 30 + r)
        let values = diagram.curves.flatMap(\.values)
        let low = diagram.minimum ?? 0
        let high = diagram.maximum ?? max(values.max() ?? 1, low + 1)
        let scale = LinearScale(domain: (low, high), range: (0, r))
        let legendX = center.x + r + margin
        let legendWidth = diagram.showsLegend ? (diagram.curves.map { measure.width(of: $0.label) }.max() ?? 0) + 36 : 0
        let size = Size(width: legendX + legendWidth, height: center.y + r + 30)
        let count = diagram.axes.count
        func point(_ axis: Int, _ distance: Double) -> Point {
            let angle = 2 * Double.pi * Double(axis) / Double(max(1, count))
            return Point(x: center.x + distance * sin(angle), y: center.y - distance * cos(angle))
        }
        func polygon(_ distances: [Double]) -> String {
            guard let first = distances.first else { return "" }
            return "M\(SVGNumber.pair(point(0, first)))"
                + distances.enumerated().dropFirst().map { " L\(SVGNumber.pair(point($0.offset, $0.element)))" }.joined() + " Z"
        }
        let document = ChartDocument(id: id, kind: "radar", theme: theme, title: diagram.title, summary: summary, rules: rules)
        return document.render(size: size) { writer in
            let f = SVGNumber.format
            writer.open("g", [("class", "graticule")])
            for ring in 1...diagram.ticks {
                let distance = r * Double(ring) / Double(diagram.ticks)
                if diagram.isPolygon, count >= 3 {
                    writer.element("path", [("class", "radar-ring"), ("d", polygon(Array(repeating: distance, count: count)))])
                } else {
                    writer.element(
                        "circle", [("class", "radar-ring"), ("cx", f(center.x)), ("cy", f(center.y)), ("r", f(distance))])
                }
            }
            for (index, axis) in diagram.axes.enumerated() {
                let end = point(index, r)
                writer.element("path", [("class", "radar-spoke"), ("d", "M\(SVGNumber.pair(center)) L\(SVGNumber.pair(end))")])
                let at = point(index, r + 14)
                let anchor = abs(at.x - center.x) < 1 ? "middle" : at.x > center.x ? "start" : "end"
                let dy = abs(at.x - center.x) < 1 ? (at.y < center.y ? -6.0 : 6.0) : 0
                writer.label(
                    [axis.label], center: Point(x: at.x, y: at.y + dy), lineHeight: measure.lineHeight,
                    fontSize: measure.fontSize,
                    className: "label radar-axis-label", anchor: anchor)
            }
            writer.close("g")
            writer.open("g", [("class", "curves")])
            for (index, curve) in diagram.curves.enumerated() where count > 0 {
                let distances = curve.values.map { min(r, max(0, scale.position(of: $0))) }
                writer.element("path", [("class", "radar-curve \(ChartStyle.seriesClass(index))"), ("d", polygon(distances))])
            }
            writer.close("g")
            guard diagram.showsLegend, !diagram.curves.isEmpty else { return }
            writer.open("g", [("class", "legend")])
            for (index, curve) in diagram.curves.enumerated() {
                let y = 30 + Double(index) * 22
                writer.element(
                    "rect",
                    [("class", ChartStyle.seriesClass(index)), ("x", f(legendX)), ("y", f(y)), ("width", "18"), ("height", "18")])
                writer.label(
                    [curve.label], center: Point(x: legendX + 26, y: y + 9), lineHeight: measure.lineHeight,
                    fontSize: measure.fontSize, className: "label legend-label", anchor: "start")
            }
            writer.close("g")
        }
    }

    private var rules: [(String, String)] {
        [
            (" .radar-ring", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px; stroke-opacity: 0.3;"),
            (" .radar-spoke", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px; stroke-opacity: 0.5;"),
            (" .radar-curve", "fill-opacity: 0.35; stroke-width: 2px;"),
        ]
    }

    private var summary: (title: String, description: String) {
        let title = diagram.accessibility.title ?? diagram.title ?? "Radar chart"
        if let given = diagram.accessibility.description { return (title, given) }
        var text =
            "Radar chart with \(diagram.axes.count) axes and \(diagram.curves.count) curve\(diagram.curves.count == 1 ? "" : "s")."
        for curve in diagram.curves.prefix(20) {
            let values = zip(diagram.axes, curve.values).map { "\($0.label) \(LinearScale.number($1))" }
            text += " \(curve.label): \(values.joined(separator: ", "))."
        }
        return (title, text)
    }
}
