/// Draws a scheduled gantt chart: sections, task bars, excluded days and a time axis.
///
/// Section bands carry their titles on the left; each task has a row (shared in compact mode);
/// bars and milestones are coloured by their tags; the axis is below, and also above with
/// `topAxis`. No "today" line: a build has no today.
struct GanttRenderer {
    let diagram: GanttDiagram
    let schedule: GanttSchedule
    let theme: Theme
    let id: String
    /// The width the chart aims for: Mermaid's `gantt.useWidth`, or 900.
    private var width: Double { diagram.useWidth ?? 900 }

    private static let barHeight = 20.0
    private static let rowHeight = 24.0
    private static let fontSize = 12.0
    private let measure = TextMeasure(fontSize: GanttRenderer.fontSize)

    func render() -> String {
        let sectionWidth = diagram.sections.flatMap { $0 }.map { measure.width(of: $0) }.max() ?? 0
        let left = max(75, sectionWidth + 20)
        let plotWidth = max(300, width - left - 10)
        let (start, end) = timeSpan
        let axis = TimeAxis(start: start, end: end, range: (left, left + plotWidth))
        let scale = axis.scale
        let ticks = axisTicks(axis, plotWidth: plotWidth)
        let axisRenderer = { (side: AxisRenderer.Side, offset: Double, grid: (Double, Double)?) in
            AxisRenderer(
                side: side, offset: offset, start: left, end: left + plotWidth,
                ticks: ticks.map { .init(position: scale.position(of: $0.seconds), label: TimeAxis.format($0, axisFormat)) },
                grid: grid)
        }
        let rows = self.rows()
        let top = 10 + (diagram.topAxis ? axisRenderer(.top, 0, nil).depth : 0)
        let rowCount = (rows.compactMap { $0 }.max() ?? -1) + 1
        let plotBottom = top + Double(max(rowCount, 1)) * Self.rowHeight + 4
        let bottomAxis = axisRenderer(.bottom, plotBottom, (top - 4, plotBottom))
        let hasVerts = diagram.tasks.contains { $0.tags.contains(.vert) }
        var height = plotBottom + bottomAxis.depth + 10
        if hasVerts { height += measure.lineHeight }

        var labels: [(lines: [String], center: Point, anchor: String, inside: Bool)] = []
        var right = left + plotWidth + 20
        for (index, task) in diagram.tasks.enumerated() {
            guard let row = rows[index] else { continue }
            let slot = schedule.slots[index]
            let x0 = scale.position(of: slot.start.seconds)
            let x1 = scale.position(of: slot.end.seconds)
            let y = top + Double(row) * Self.rowHeight + Self.rowHeight / 2
            let text = [task.label.joined(separator: " ")]
            let textWidth = measure.width(of: text[0])
            let (barStart, barEnd) = task.tags.contains(.milestone) ? ((x0 + x1) / 2 - 10, (x0 + x1) / 2 + 10) : (x0, x1)
            if !task.tags.contains(.milestone), barEnd - barStart >= textWidth + 10 {
                labels.append((text, Point(x: (barStart + barEnd) / 2, y: y), "middle", true))
            } else if barEnd + 5 + textWidth <= left + plotWidth || barStart - 5 - textWidth < left {
                labels.append((text, Point(x: barEnd + 5, y: y), "start", false))
                right = max(right, barEnd + 5 + textWidth + 10)
            } else {
                labels.append((text, Point(x: barStart - 5, y: y), "end", false))
            }
        }
        if let last = ticks.last {
            // A tick label at the plot's right end is centred on it and may stick out.
            let label = TextMeasure(fontSize: AxisRenderer.tickFontSize).width(of: TimeAxis.format(last, axisFormat))
            right = max(right, scale.position(of: last.seconds) + label / 2 + 5)
        }
        let size = Size(width: right, height: height)
        let document = ChartDocument(
            id: id, kind: "gantt", theme: theme, title: diagram.title, summary: summary, rules: rules)
        return document.render(size: size) { writer in
            let f = SVGNumber.format
            writeSectionBands(rows: rows, top: top, left: left, width: right, into: &writer)
            writeExcludedDays(scale: scale, top: top - 4, bottom: plotBottom, into: &writer)
            bottomAxis.write(into: &writer)
            if diagram.topAxis { axisRenderer(.top, top - 4, nil).write(into: &writer) }
            writer.open("g", [("class", "tasks")])
            for (index, task) in diagram.tasks.enumerated() {
                let slot = schedule.slots[index]
                let x0 = scale.position(of: slot.start.seconds)
                let x1 = scale.position(of: slot.end.seconds)
                if task.tags.contains(.vert) {
                    writer.element("path", [("class", "vert-line"), ("d", "M\(f(x0)),\(f(top - 4)) L\(f(x0)),\(f(plotBottom))")])
                    writer.label(
                        [task.label.joined(separator: " ")],
                        center: Point(x: x0, y: plotBottom + bottomAxis.depth + measure.lineHeight / 2),
                        lineHeight: measure.lineHeight, fontSize: Self.fontSize, className: "label task-label")
                    continue
                }
                guard let row = rows[index] else { continue }
                let y = top + Double(row) * Self.rowHeight + (Self.rowHeight - Self.barHeight) / 2
                if let link = task.link { writer.open("a", [("href", link)]) }
                if task.tags.contains(.milestone) {
                    let (cx, cy, r) = ((x0 + x1) / 2, y + Self.barHeight / 2, Self.barHeight / 2)
                    writer.element(
                        "path",
                        [
                            ("class", barClass(task)),
                            (
                                "d",
                                "M\(f(cx)),\(f(cy - r)) L\(f(cx + r)),\(f(cy)) L\(f(cx)),\(f(cy + r)) L\(f(cx - r)),\(f(cy)) Z"
                            ),
                        ])
                } else {
                    writer.element(
                        "rect",
                        [
                            ("class", barClass(task)), ("x", f(x0)), ("y", f(y)), ("width", f(max(1, x1 - x0))),
                            ("height", f(Self.barHeight)), ("rx", "3"), ("ry", "3"),
                        ])
                }
                if task.link != nil { writer.close("a") }
            }
            for label in labels {
                writer.label(
                    label.lines, center: label.center, lineHeight: measure.lineHeight, fontSize: Self.fontSize,
                    className: "label task-label", anchor: label.anchor)
            }
            writer.close("g")
        }
    }

    /// The time span drawn: the tasks' span, at least a day; a day from the epoch without tasks.
    private var timeSpan: (CalendarTime, CalendarTime) {
        guard let span = schedule.span else { return (CalendarTime(seconds: 0), CalendarTime(seconds: CalendarTime.day)) }
        let end = span.end.seconds > span.start.seconds ? span.end : CalendarTime(seconds: span.start.seconds + CalendarTime.day)
        return (span.start, end)
    }

    private var axisFormat: String { diagram.axisFormat ?? "%Y-%m-%d" }

    /// The tick times: every `tickInterval`, or the usual interval whose labels fit.
    private func axisTicks(_ axis: TimeAxis, plotWidth: Double) -> [CalendarTime] {
        guard schedule.span != nil else { return [] }
        let tickMeasure = TextMeasure(fontSize: AxisRenderer.tickFontSize)
        let labelWidth = max(
            tickMeasure.width(of: TimeAxis.format(axis.start, axisFormat)),
            tickMeasure.width(of: TimeAxis.format(axis.end, axisFormat)))
        let interval = diagram.tickInterval ?? axis.automaticInterval(maximumTicks: Int(plotWidth / (labelWidth + 16)))
        return axis.ticks(every: interval, weekStart: diagram.weekStart)
    }

    /// The row of each task (nil for `vert` lines): one each, or packed per section in compact mode.
    private func rows() -> [Int?] {
        var result: [Int?] = []
        var next = 0
        var section = -1
        var rowEnds: [Double] = []
        for (index, task) in diagram.tasks.enumerated() {
            if task.tags.contains(.vert) {
                result.append(nil)
                continue
            }
            if task.section != section {
                section = task.section
                next += rowEnds.count
                rowEnds = []
            }
            let slot = schedule.slots[index]
            if diagram.compact, let free = rowEnds.firstIndex(where: { $0 <= slot.start.seconds }) {
                rowEnds[free] = slot.end.seconds
                result.append(next + free)
            } else {
                rowEnds.append(slot.end.seconds)
                result.append(next + rowEnds.count - 1)
            }
        }
        return result
    }

    private func barClass(_ task: GanttDiagram.Task) -> String {
        var names = ["task"]
        if task.tags.contains(.done) { names.append("task-done") }
        if task.tags.contains(.active) { names.append("task-active") }
        if task.tags.contains(.crit) {
            names.append(task.tags.contains(.done) || task.tags.contains(.active) ? "task-crit" : "task-crit task-crit-fill")
        }
        if task.tags.contains(.milestone) { names.append("milestone") }
        return names.joined(separator: " ")
    }

    private func writeSectionBands(rows: [Int?], top: Double, left: Double, width: Double, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        writer.open("g", [("class", "sections")])
        for (number, title) in diagram.sections.enumerated() {
            let sectionRows = diagram.tasks.indices.filter { diagram.tasks[$0].section == number }.compactMap { rows[$0] }
            guard let first = sectionRows.min(), let last = sectionRows.max() else { continue }
            let y0 = top + Double(first) * Self.rowHeight
            let height = Double(last - first + 1) * Self.rowHeight
            writer.element(
                "rect",
                [
                    ("class", "section-band section-band-\(number % 2)"), ("x", "0"), ("y", f(y0)), ("width", f(width)),
                    ("height", f(height)),
                ])
            writer.label(
                title, center: Point(x: 8, y: y0 + height / 2),
                lineHeight: measure.lineHeight, fontSize: Self.fontSize, className: "label section-title", anchor: "start")
        }
        writer.close("g")
    }

    private func writeExcludedDays(scale: LinearScale, top: Double, bottom: Double, into writer: inout SVGWriter) {
        guard let span = schedule.span, !diagram.excludes.isEmpty else { return }
        let exclusions = GanttSchedule.Exclusions(diagram)
        let (first, last) = (span.start.dayNumber, span.end.dayNumber)
        guard last - first <= 3_660 else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "excluded-days")])
        for day in first...last where exclusions.contains(day: day) {
            let x0 = scale.position(of: max(Double(day) * CalendarTime.day, span.start.seconds))
            let x1 = scale.position(of: min(Double(day + 1) * CalendarTime.day, span.end.seconds))
            guard x1 > x0 else { continue }
            writer.element(
                "rect", [("class", "excluded"), ("x", f(x0)), ("y", f(top)), ("width", f(x1 - x0)), ("height", f(bottom - top))])
        }
        writer.close("g")
    }

    private var rules: [(String, String)] {
        let done = Theme.Value(variable: "--dg-chart-done", value: "#d3d3d3")
        let critical = Theme.Value(variable: "--dg-chart-critical", value: "#ff0000")
        let criticalFill = Theme.Value(variable: "--dg-chart-critical-fill", value: "#ff8888")
        return [
            (
                " .task",
                "\(ChartPalette.series.value(0, theme: theme).declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .task-active", "\(theme.nodeFill.declaration("fill")); stroke-width: 2px;"),
            (" .task-done", "\(done.declaration("fill")); stroke: #808080;"),
            (" .task-crit", "\(critical.declaration("stroke")); stroke-width: 2px;"),
            (" .task-crit-fill", "\(criticalFill.declaration("fill"));"),
            (" .task-label", "font-size: 12px;"),
            (" .section-title", "font-size: 12px; font-weight: bold;"),
            (" .section-band", "stroke: none; fill-opacity: 0.15;"),
            (" .section-band-0", "\(ChartPalette.series.value(0, theme: theme).declaration("fill"));"),
            (" .section-band-1", "\(ChartPalette.series.value(1, theme: theme).declaration("fill"));"),
            (" .excluded", "\(theme.edgeStroke.declaration("fill")); fill-opacity: 0.08; stroke: none;"),
            (" .vert-line", "fill: none; \(critical.declaration("stroke")); stroke-width: 1px; stroke-dasharray: 4 3;"),
        ]
    }

    /// "Gantt chart with 5 tasks in 2 sections, from … to …", then each task's section, name and times.
    private var summary: (title: String, description: String) {
        let title = diagram.accessibility.title ?? diagram.title ?? "Gantt chart"
        if let given = diagram.accessibility.description { return (title, given) }
        let tasks = diagram.tasks.filter { !$0.tags.contains(.vert) }
        let sections = diagram.sections.filter { !$0.isEmpty }.count
        var text = "Gantt chart with \(tasks.count) task\(tasks.count == 1 ? "" : "s")"
        if sections > 0 { text += " in \(sections) section\(sections == 1 ? "" : "s")" }
        if let span = schedule.span { text += ", from \(Self.date(span.start)) to \(Self.date(span.end))" }
        text += "."
        let listed = diagram.tasks.indices.prefix(40).map { index -> String in
            let task = diagram.tasks[index]
            let slot = schedule.slots[index]
            let section = diagram.sections[task.section].joined(separator: " ")
            let name = (section.isEmpty ? "" : section + ": ") + task.label.joined(separator: " ")
            let tags = task.tags.subtracting([.vert, .milestone]).map(\.rawValue).sorted()
            let when =
                task.tags.contains(.milestone) || task.tags.contains(.vert)
                ? Self.date(slot.start) : "\(Self.date(slot.start)) to \(Self.date(slot.end))"
            return "\(name) (\(when)\(tags.isEmpty ? "" : ", " + tags.joined(separator: ", ")))"
        }
        if !listed.isEmpty { text += " " + listed.joined(separator: "; ") + (diagram.tasks.count > 40 ? "; …" : ".") }
        return (title, text)
    }

    private static func date(_ time: CalendarTime) -> String {
        let parts = time.fields
        return TimeAxis.format(time, parts.hour == 0 && parts.minute == 0 && parts.second == 0 ? "%Y-%m-%d" : "%Y-%m-%d %H:%M")
    }
}
