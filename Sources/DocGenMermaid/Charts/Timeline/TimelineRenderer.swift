/// Draws a timeline: period boxes along an arrow, each period's events stacked beside it
/// (below, or to the right in `TD`), and section headers over their periods; colours go by
/// section, or by period when there are none.
struct TimelineRenderer {
    let diagram: TimelineDiagram
    let theme: Theme
    let id: String

    private static let boxWidth = 150.0
    private static let gap = 20.0
    private static let padding = 8.0
    private let measure = TextMeasure(wrappingWidth: TimelineRenderer.boxWidth - 2 * TimelineRenderer.padding)

    /// One box to draw: its frame, its wrapped lines and its colour.
    private struct Box {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var lines: [String]
        var colour: Int
        var kind: String
    }

    private func height(_ lines: [String]) -> Double {
        Double(max(1, measure.wrapped(lines).count)) * measure.lineHeight + 2 * Self.padding
    }

    func render() -> String {
        let (boxes, lines, size) = diagram.isVertical ? verticalLayout() : horizontalLayout()
        let document = ChartDocument(
            id: id, kind: "timeline", theme: theme, title: diagram.title, summary: summary, rules: rules)
        return document.render(size: size) { writer in
            let f = SVGNumber.format
            for line in lines {
                writer.element("path", [("class", line.arrow ? "timeline-axis" : "timeline-stem"), ("d", line.d)])
            }
            if let arrow = lines.first(where: \.arrow) {
                writer.element("path", [("class", "timeline-arrow"), ("d", arrow.head)])
            }
            for box in boxes {
                writer.open("g", [("class", "timeline-\(box.kind)")])
                writer.element(
                    "rect",
                    [
                        ("class", "timeline-box \(ChartStyle.seriesClass(box.colour))"), ("x", f(box.x)), ("y", f(box.y)),
                        ("width", f(box.width)), ("height", f(box.height)), ("rx", "5"), ("ry", "5"),
                    ])
                writer.label(
                    measure.wrapped(box.lines), center: Point(x: box.x + box.width / 2, y: box.y + box.height / 2),
                    lineHeight: measure.lineHeight, fontSize: measure.fontSize)
                writer.close("g")
            }
        }
    }

    private typealias Line = (d: String, arrow: Bool, head: String)

    private func colour(of period: TimelineDiagram.Period, at index: Int) -> Int {
        period.section ?? index
    }

    /// Periods left to right, section headers above them, events below.
    private func horizontalLayout() -> ([Box], [Line], Size) {
        let f = SVGNumber.format
        let step = Self.boxWidth + Self.gap
        let sectionHeight = diagram.sections.isEmpty ? 0 : (diagram.sections.map(height).max() ?? 0) + Self.gap
        let periodHeight = diagram.periods.map { height($0.label) }.max() ?? 0
        let periodTop = Self.gap + sectionHeight
        let axisY = periodTop + periodHeight + Self.gap
        var boxes: [Box] = []
        var lines: [Line] = []
        var bottom = axisY
        for (number, title) in diagram.sections.enumerated() {
            let members = diagram.periods.indices.filter { diagram.periods[$0].section == number }
            guard let first = members.first, let last = members.last else { continue }
            let x = Self.gap + Double(first) * step
            boxes.append(
                Box(
                    x: x, y: Self.gap, width: Double(last - first) * step + Self.boxWidth, height: sectionHeight - Self.gap,
                    lines: title, colour: number, kind: "section"))
        }
        for (index, period) in diagram.periods.enumerated() {
            let x = Self.gap + Double(index) * step
            boxes.append(
                Box(
                    x: x, y: periodTop, width: Self.boxWidth, height: periodHeight, lines: period.label,
                    colour: colour(of: period, at: index), kind: "period"))
            var y = axisY + Self.gap
            for event in period.events {
                let h = height(event)
                boxes.append(
                    Box(
                        x: x, y: y, width: Self.boxWidth, height: h, lines: event, colour: colour(of: period, at: index),
                        kind: "event"))
                y += h + Self.padding
            }
            if !period.events.isEmpty {
                let cx = x + Self.boxWidth / 2
                lines.append(("M\(f(cx)),\(f(axisY)) L\(f(cx)),\(f(axisY + Self.gap))", false, ""))
                bottom = max(bottom, y - Self.padding)
            }
        }
        let width = Self.gap + Double(max(1, diagram.periods.count)) * step
        let end = width - 4
        lines.append(
            (
                "M\(f(Self.gap / 2)),\(f(axisY)) L\(f(end)),\(f(axisY))", true,
                "M\(f(end)),\(f(axisY)) L\(f(end - 10)),\(f(axisY - 5)) L\(f(end - 10)),\(f(axisY + 5)) Z"
            ))
        return (boxes, lines, Size(width: width, height: bottom + Self.gap))
    }

    /// Periods top to bottom, section headers left of them, events to the right in a row.
    private func verticalLayout() -> ([Box], [Line], Size) {
        let f = SVGNumber.format
        let sectionWidth = diagram.sections.isEmpty ? 0 : Self.boxWidth + Self.gap
        let periodX = Self.gap + sectionWidth
        let axisX = periodX + Self.boxWidth + Self.gap
        var boxes: [Box] = []
        var lines: [Line] = []
        var y = Self.gap
        var right = axisX
        var sectionRanges: [Int: (top: Double, bottom: Double)] = [:]
        for (index, period) in diagram.periods.enumerated() {
            let rowHeight = ([height(period.label)] + period.events.map(height)).max() ?? 0
            let colour = colour(of: period, at: index)
            boxes.append(
                Box(
                    x: periodX, y: y, width: Self.boxWidth, height: rowHeight, lines: period.label, colour: colour, kind: "period"
                ))
            var x = axisX + Self.gap
            for event in period.events {
                boxes.append(
                    Box(x: x, y: y, width: Self.boxWidth, height: rowHeight, lines: event, colour: colour, kind: "event"))
                x += Self.boxWidth + Self.padding
            }
            if !period.events.isEmpty {
                lines.append(("M\(f(axisX)),\(f(y + rowHeight / 2)) L\(f(axisX + Self.gap)),\(f(y + rowHeight / 2))", false, ""))
                right = max(right, x - Self.padding)
            }
            if let section = period.section {
                let range = sectionRanges[section]
                sectionRanges[section] = (range?.top ?? y, y + rowHeight)
            }
            y += rowHeight + Self.gap
        }
        for (number, range) in sectionRanges {
            boxes.append(
                Box(
                    x: Self.gap, y: range.top, width: Self.boxWidth, height: range.bottom - range.top,
                    lines: diagram.sections[number],
                    colour: number, kind: "section"))
        }
        boxes.sort { ($0.kind == "section" ? 0 : 1, $0.y, $0.x) < ($1.kind == "section" ? 0 : 1, $1.y, $1.x) }
        let end = max(y, Self.gap * 2) - 4
        lines.append(
            (
                "M\(f(axisX)),\(f(Self.gap / 2)) L\(f(axisX)),\(f(end))", true,
                "M\(f(axisX)),\(f(end)) L\(f(axisX - 5)),\(f(end - 10)) L\(f(axisX + 5)),\(f(end - 10)) Z"
            ))
        return (boxes, lines, Size(width: right + Self.gap, height: y))
    }

    private var rules: [(String, String)] {
        [
            (" .timeline-box", "stroke: none;"),
            (" .timeline-section .timeline-box", "fill-opacity: 1;"),
            (" .timeline-event .timeline-box", "fill-opacity: 0.55;"),
            (" .timeline-axis", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 2px;"),
            (
                " .timeline-stem",
                "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px; stroke-dasharray: 4 3;"
            ),
            (" .timeline-arrow", "\(theme.edgeStroke.declaration("fill")); stroke: none;"),
        ]
    }

    private var summary: (title: String, description: String) {
        let title = diagram.accessibility.title ?? diagram.title ?? "Timeline"
        if let given = diagram.accessibility.description { return (title, given) }
        let count = diagram.periods.count
        var text = "Timeline with \(count) period\(count == 1 ? "" : "s")"
        if !diagram.sections.isEmpty { text += " in \(diagram.sections.count) section\(diagram.sections.count == 1 ? "" : "s")" }
        let listed = diagram.periods.prefix(40).map { period -> String in
            let name = period.label.joined(separator: " ")
            let events = period.events.map { $0.joined(separator: " ") }
            return events.isEmpty ? name : "\(name): \(events.joined(separator: ", "))"
        }
        text += listed.isEmpty ? "." : ". " + listed.joined(separator: "; ") + (count > 40 ? "; …" : ".")
        return (title, text)
    }
}
