/// Draws an XY chart: a value axis with round ticks and grid lines, a category (or numeric)
/// axis, bar series side by side in each category and line series through the categories'
/// centres; `horizontal` puts the categories down the left.
struct XYChartRenderer {
    let diagram: XYChartDiagram
    let theme: Theme
    let id: String
    /// `xyChart.showDataLabel`: each bar's value written on it.
    var showsDataLabels = false

    private static let plotSize = Size(width: 600, height: 360)
    private let measure = TextMeasure(fontSize: 14)

    func render() -> String {
        let count = max(diagram.categories?.count ?? 0, diagram.series.map(\.values.count).max() ?? 0)
        let labels = categoryLabels(count: count)
        let values = diagram.series.flatMap(\.values)
        let low = diagram.yRange?.0 ?? min(0, values.min() ?? 0)
        let high = diagram.yRange?.1 ?? max(values.max() ?? 1, low + 1)
        let horizontal = diagram.isHorizontal
        let plot = Self.plotSize
        // Value axis: vertical (left) normally, horizontal (bottom) when the chart is horizontal.
        let rawScale = LinearScale(domain: (low, high), range: horizontal ? (0, plot.width) : (plot.height, 0))
        let valueScale = diagram.yRange == nil ? rawScale.niced() : rawScale
        let step = valueScale.step(count: 5)
        let valueTicks = valueScale.ticks(count: 5).map {
            AxisRenderer.Tick(position: valueScale.position(of: $0), label: LinearScale.label($0, step: step))
        }
        let bands = BandScale(count: max(1, count), start: 0, length: horizontal ? plot.height : plot.width)
        let categoryTicks = labels.enumerated().map {
            AxisRenderer.Tick(position: bands.center(of: $0.offset), label: $0.element)
        }
        let (xTicks, yTicks) = horizontal ? (valueTicks, categoryTicks) : (categoryTicks, valueTicks)
        let titleHeight = measure.lineHeight
        // The x axis' title names the categories, which a horizontal chart puts on the left.
        let (bottomTitle, leftTitle) = horizontal ? (diagram.yTitle, diagram.xTitle) : (diagram.xTitle, diagram.yTitle)
        let yAxisDepth = AxisRenderer(side: .left, offset: 0, start: 0, end: 0, ticks: yTicks).depth
        let slanted = !horizontal && Self.labelsCollide(labels, step: bands.step)
        // A slanted first label reaches left of the plot by about 0.71 of its width.
        let firstReach =
            slanted ? TextMeasure(fontSize: AxisRenderer.tickFontSize).width(of: labels.first ?? "") * 0.71 - bands.step / 2 : 0
        let left = max(10 + (leftTitle == nil ? 0 : titleHeight) + yAxisDepth, firstReach + 10)
        let top = 10.0
        let xAxis = AxisRenderer(
            side: .bottom, offset: top + plot.height, start: left, end: left + plot.width,
            ticks: xTicks.map { .init(position: left + $0.position, label: $0.label) },
            grid: horizontal ? (top, top + plot.height) : nil,
            rotatesLabels: slanted)
        let yAxis = AxisRenderer(
            side: .left, offset: left, start: top, end: top + plot.height,
            ticks: yTicks.map { .init(position: top + $0.position, label: $0.label) },
            grid: horizontal ? nil : (left, left + plot.width))
        let bottom = top + plot.height + xAxis.depth + (bottomTitle == nil ? 0 : titleHeight)
        let size = Size(width: left + plot.width + 20, height: bottom + 10)
        let document = ChartDocument(id: id, kind: "xychart", theme: theme, title: diagram.title, summary: summary, rules: rules)
        return document.render(size: size) { writer in
            let f = SVGNumber.format
            xAxis.write(into: &writer)
            yAxis.write(into: &writer)
            if let title = bottomTitle {
                writer.label(
                    [title], center: Point(x: left + plot.width / 2, y: bottom - titleHeight / 2), lineHeight: titleHeight,
                    fontSize: measure.fontSize, className: "label axis-title")
            }
            if let title = leftTitle {
                let center = Point(x: 10 + titleHeight / 2, y: top + plot.height / 2)
                writer.open("g", [("transform", "rotate(-90 \(SVGNumber.pair(center)))")])
                writer.label(
                    [title], center: center, lineHeight: titleHeight, fontSize: measure.fontSize, className: "label axis-title")
                writer.close("g")
            }
            /// The page point of a category position and a value.
            func point(_ category: Double, _ value: Double) -> Point {
                horizontal
                    ? Point(x: left + valueScale.position(of: value), y: top + category)
                    : Point(x: left + category, y: top + valueScale.position(of: value))
            }
            let bars = diagram.series.enumerated().filter(\.element.isBar)
            let barWidth = bands.bandwidth / Double(max(1, bars.count))
            let base = min(max(0, valueScale.domain.lower), valueScale.domain.upper)
            writer.open("g", [("class", "plot")])
            for (slot, (index, series)) in bars.enumerated() {
                writer.open("g", [("class", "bar-series \(ChartStyle.seriesClass(index))")])
                for (position, value) in series.values.enumerated() where position < count {
                    let from = bands.center(of: position) - bands.bandwidth / 2 + Double(slot) * barWidth
                    let a = point(from, base)
                    let b = point(from + barWidth, value)
                    let (x, y) = (min(a.x, b.x), min(a.y, b.y))
                    writer.element(
                        "rect", [("x", f(x)), ("y", f(y)), ("width", f(abs(b.x - a.x))), ("height", f(abs(b.y - a.y)))])
                    if showsDataLabels {
                        let at =
                            horizontal ? Point(x: max(a.x, b.x) + 4, y: (a.y + b.y) / 2) : Point(x: (a.x + b.x) / 2, y: y - 10)
                        writer.label(
                            [LinearScale.number(value)], center: at, lineHeight: 18, fontSize: 12, className: "label data-label",
                            anchor: horizontal ? "start" : "middle")
                    }
                }
                writer.close("g")
            }
            for (index, series) in diagram.series.enumerated() where !series.isBar {
                let points = series.values.prefix(count).enumerated().map { point(bands.center(of: $0.offset), $0.element) }
                guard let first = points.first else { continue }
                let d = "M\(SVGNumber.pair(first))" + points.dropFirst().map { " L\(SVGNumber.pair($0))" }.joined()
                writer.element("path", [("class", "line-series \(ChartStyle.seriesClass(index))"), ("d", d)])
            }
            writer.close("g")
        }
    }

    /// Whether category labels are wider than their bands, so they are drawn slanted.
    private static func labelsCollide(_ labels: [String], step: Double) -> Bool {
        let measure = TextMeasure(fontSize: AxisRenderer.tickFontSize)
        return labels.contains { measure.width(of: $0) > step - 4 }
    }

    /// The categories, or for a numeric x axis the values evenly spread over its range, or 1, 2, 3….
    private func categoryLabels(count: Int) -> [String] {
        if let categories = diagram.categories {
            return (0..<count).map { $0 < categories.count ? categories[$0] : "" }
        }
        if let (low, high) = diagram.xRange {
            return (0..<count).map { index in
                let value = count == 1 ? low : low + (high - low) * Double(index) / Double(count - 1)
                return LinearScale.number(value)
            }
        }
        return (0..<count).map { String($0 + 1) }
    }

    private var rules: [(String, String)] {
        [
            (" .line-series", "fill: none; stroke-width: 2px;"),
            (" .bar-series rect", "stroke: none;"),
            (" .data-label", "font-size: 12px;"),
        ]
    }

    private var summary: (title: String, description: String) {
        let title = diagram.accessibility.title ?? diagram.title ?? "XY chart"
        if let given = diagram.accessibility.description { return (title, given) }
        let count = max(diagram.categories?.count ?? 0, diagram.series.map(\.values.count).max() ?? 0)
        let labels = categoryLabels(count: count)
        var text = "XY chart with \(diagram.series.count) series"
        if let x = diagram.xTitle { text += ", x axis \(x)" }
        if let y = diagram.yTitle { text += ", y axis \(y)" }
        text += "."
        for series in diagram.series.prefix(10) {
            let name = series.name ?? (series.isBar ? "Bars" : "Line")
            let points = zip(labels, series.values).prefix(40).map { "\($0) \(LinearScale.number($1))" }
            text += " \(name): \(points.joined(separator: ", "))."
        }
        return (title, text)
    }
}
