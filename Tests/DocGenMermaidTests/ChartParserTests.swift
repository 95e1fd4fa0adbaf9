import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Chart parsing: gantt scheduling, date formats and the other charts' statements, and parse
/// errors at the line and column of the mistake.
@Suite struct ChartParserTests {
    /// The parsed and scheduled gantt chart of a source that must parse.
    static func gantt(_ source: String) throws -> (GanttDiagram, GanttSchedule) {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = GanttParser(source: text, headerOffset: offset)
        let diagram = try parser.parse()
        return (diagram, try GanttSchedule(diagram))
    }

    @Test(
        "gantt tasks start and end where dates, durations, after, until and excludes put them",
        arguments: [
            ("A :a, 2026-03-02, 3d", 0, "2026-03-02 00:00 to 2026-03-05 00:00"),
            ("A :a, 2026-03-02, 3d\nB :after a, 1w", 1, "2026-03-05 00:00 to 2026-03-12 00:00"),
            ("A :a, 2026-03-02, 2d\nB :12h", 1, "2026-03-04 00:00 to 2026-03-04 12:00"),
            ("A :a, 2026-03-02, until b\nB :b, 2026-03-10, 1d", 0, "2026-03-02 00:00 to 2026-03-10 00:00"),
            ("A :a, 2026-03-02, 2d\nB :b, 2026-03-02, 5d\nC :after a b, 1d", 2, "2026-03-07 00:00 to 2026-03-08 00:00"),
            ("excludes weekends\nA :a, 2026-03-06, 2d", 0, "2026-03-06 00:00 to 2026-03-10 00:00"),
            ("excludes weekends\nweekend friday\nA :a, 2026-03-05, 2d", 0, "2026-03-05 00:00 to 2026-03-09 00:00"),
            ("excludes 2026-03-03\nA :a, 2026-03-02, 2d", 0, "2026-03-02 00:00 to 2026-03-05 00:00"),
            ("inclusiveEndDates\nA :a, 2026-03-02, 2026-03-04", 0, "2026-03-02 00:00 to 2026-03-05 00:00"),
            ("dateFormat DD.MM.YYYY\nA :a, 31.01.2026, 1M", 0, "2026-01-31 00:00 to 2026-02-28 00:00"),
            ("dateFormat HH:mm\nA :milestone, m, 17:49, 2m", 0, "1970-01-01 17:49 to 1970-01-01 17:51"),
            ("dateFormat X\nA : 0, 3600", 0, "1970-01-01 00:00 to 1970-01-01 01:00"),
            ("dateFormat YYYY-MM-DD HH:mm\nA :a, 2026-03-02 09:30, 90m", 0, "2026-03-02 09:30 to 2026-03-02 11:00"),
            ("dateFormat MMM D YYYY\nA :a, Mar 2 2026, 1y", 0, "2026-03-02 00:00 to 2027-03-02 00:00"),
        ])
    func schedule(body: String, task: Int, expected: String) throws {
        let (_, schedule) = try Self.gantt("gantt\n" + body)
        let slot = schedule.slots[task]
        let format = "%Y-%m-%d %H:%M"
        #expect("\(TimeAxis.format(slot.start, format)) to \(TimeAxis.format(slot.end, format))" == expected)
    }

    @Test(
        "gantt settings, sections, tags and links are read",
        arguments: [
            ("title Plan\nsection Design\nA :done, crit, a, 2026-03-02, 1d", "title=Plan sections=Design tags=crit,done id=a"),
            ("axisFormat %d/%m\ntickInterval 2week\nweekday monday\nA :2026-03-02, 1d", "axis=%d/%m tick=2 week start=1"),
            ("tickInterval 1decade\ntodayMarker off\nA :2026-03-02, 1d", "tick=none"),
            ("A :a, 2026-03-02, 1d\nclick a href \"https://example.com\"", "link=https://example.com"),
        ])
    func ganttSettings(body: String, expected: String) throws {
        let (diagram, _) = try Self.gantt("gantt\n" + body)
        let task = try #require(diagram.tasks.first)
        var parts: [String] = []
        if let title = diagram.title { parts.append("title=\(title)") }
        if diagram.sections.contains(where: { !$0.isEmpty }) {
            parts.append("sections=" + diagram.sections.map { $0.joined(separator: " ") }.joined(separator: ","))
        }
        if !task.tags.isEmpty { parts.append("tags=" + task.tags.map(\.rawValue).sorted().joined(separator: ",")) }
        if let id = task.id, body.contains("done") { parts.append("id=\(id)") }
        if let axis = diagram.axisFormat { parts.append("axis=\(axis)") }
        if body.contains("tickInterval") {
            parts.append(diagram.tickInterval.map { "tick=\($0.count) \($0.unit.rawValue)" } ?? "tick=none")
        }
        if body.contains("weekday") { parts.append("start=\(diagram.weekStart)") }
        if let link = task.link { parts.append("link=\(link)") }
        #expect(parts.joined(separator: " ") == expected)
    }

    @Test(
        "d3 time formats write every directive the axis supports",
        arguments: [
            ("%Y-%m-%d", "2026-03-07"), ("%b %e", "Mar  7"), ("%-d %B", "7 March"), ("%I:%M %p", "02:05 PM"),
            ("%a %j", "Sat 066"), ("%H:%M:%S.%L", "14:05:09.000"), ("%y/%_m", "26/ 3"), ("100%%", "100%"), ("%A", "Saturday"),
        ])
    func timeFormat(pattern: String, expected: String) {
        let time = CalendarTime(year: 2026, month: 3, day: 7, hour: 14, minute: 5, second: 9)
        #expect(TimeAxis.format(time, pattern) == expected)
    }

    @Test(
        "time axes pick intervals whose ticks fit and align them to the calendar",
        arguments: [
            (CalendarTime(year: 2026, month: 3, day: 2), CalendarTime(year: 2026, month: 3, day: 30), 10, "2026-03-02 +7d 5"),
            (CalendarTime(year: 2026, month: 1, day: 15), CalendarTime(year: 2026, month: 12, day: 1), 12, "2026-02-01 +1M 11"),
            (CalendarTime(seconds: 60_000), CalendarTime(seconds: 61_200), 5, "1970-01-01 +5m 5"),
        ])
    func timeTicks(start: CalendarTime, end: CalendarTime, limit: Int, expected: String) {
        let axis = TimeAxis(start: start, end: end, range: (0, 100))
        let interval = axis.automaticInterval(maximumTicks: limit)
        let ticks = axis.ticks(every: interval, weekStart: 1)
        let unit =
            ["day": "d", "week": "w", "month": "M", "minute": "m", "hour": "h", "second": "s"][interval.unit.rawValue] ?? "?"
        let step = interval.unit == .week ? "\(interval.count * 7)d" : "\(interval.count)\(unit)"
        #expect("\(ticks.first.map { TimeAxis.format($0, "%Y-%m-%d") } ?? "-") +\(step) \(ticks.count)" == expected)
    }

    @Test(
        "pie, timeline, XY, quadrant and radar statements are read",
        arguments: [
            (
                "pie showData title Banner styles\n\"Toast\" : 4\n'Popup' : 0.5",
                "pie title=Banner styles data=true slices=Toast:4,Popup:0.5"
            ),
            ("timeline TD\nsection 2025\n1.0 : a : b\n : c\n2.0", "timeline vertical=true periods=1.0[a,b,c] 2.0[]"),
            (
                "xychart horizontal\nx-axis Version 1 --> 3\ny-axis Size\nline \"kB\" [1, 2.5, 3]",
                "xy horizontal=true x=Version 1..3 y=Size series=line kB 3"
            ),
            (
                "xychart-beta\nx-axis Releases [a, \"b, c\"]\nbar [1, -2]",
                "xy horizontal=false x=Releases [a|b, c] y=- series=bar - 2"
            ),
            (
                "quadrantChart\nx-axis \"Low\"\nA:::big: [0.5, 1] color: #fff\nclassDef big radius: 8, color: #000",
                "quadrant x=Low|- A r=8 fill=#fff"
            ),
            (
                "radar-beta\naxis a[\"A\"], b\ncurve c{b: 2, a: 1}\nmin 1\nticks 3\nshowLegend false",
                "radar axes=A,b c=1,2 min=1 ticks=3 legend=false"
            ),
        ])
    func otherCharts(source: String, expected: String) throws {
        let text = Preprocessor(source).source
        let (kind, offset) = try DiagramKind.detect(in: text)
        let n = { (value: Double) in LinearScale.number(value) }
        let summary: String
        switch kind {
        case .chart(.pie):
            var parser = PieParser(source: text, headerOffset: offset)
            let pie = try parser.parse()
            let slices = pie.slices.map { "\($0.label.joined()):\(n($0.value))" }.joined(separator: ",")
            summary = "pie title=\(pie.title ?? "-") data=\(pie.showsData) slices=\(slices)"
        case .chart(.timeline):
            var parser = TimelineParser(source: text, headerOffset: offset)
            let timeline = try parser.parse()
            let periods = timeline.periods.map { "\($0.label.joined())[\($0.events.map { $0.joined() }.joined(separator: ","))]" }
            summary = "timeline vertical=\(timeline.isVertical) periods=\(periods.joined(separator: " "))"
        case .chart(.xyChart):
            var parser = XYChartParser(source: text, headerOffset: offset)
            let chart = try parser.parse()
            let x =
                chart.categories.map { "[\($0.joined(separator: "|"))]" } ?? chart.xRange.map { "\(n($0.0))..\(n($0.1))" } ?? "-"
            let series = chart.series.map { "\($0.isBar ? "bar" : "line") \($0.name ?? "-") \($0.values.count)" }
            summary =
                "xy horizontal=\(chart.isHorizontal) x=\(chart.xTitle ?? "-") \(x) y=\(chart.yTitle ?? "-") series=\(series.joined(separator: ","))"
        case .chart(.quadrantChart):
            var parser = QuadrantParser(source: text, headerOffset: offset)
            let chart = try parser.parse()
            let point = try #require(chart.points.first)
            summary =
                "quadrant x=\(chart.xAxis?.0 ?? "-")|\(chart.xAxis?.1 ?? "-") \(point.label) r=\(n(point.radius ?? 0)) fill=\(point.style["fill"] ?? "-")"
        case .chart(.radar):
            var parser = RadarParser(source: text, headerOffset: offset)
            let chart = try parser.parse()
            let curve = try #require(chart.curves.first)
            summary =
                "radar axes=\(chart.axes.map(\.label).joined(separator: ",")) \(curve.id)=\(curve.values.map(n).joined(separator: ",")) min=\(n(chart.minimum ?? 0)) ticks=\(chart.ticks) legend=\(chart.showsLegend)"
        default:
            summary = "\(kind)"
        }
        #expect(summary == expected)
    }

    @Test(
        "chart errors name the line and column of the mistake",
        arguments: [
            ("gantt\n    Audit variants\n", 11, 5, "has no ':'"),
            ("gantt\nAudit :a, 2026-13-01, 1d", 11, 8, "'2026-13-01' is not a date in the format 'YYYY-MM-DD'"),
            ("gantt\nA :a, 2026-03-01, 1d\n\nB :after x, 1d", 13, 4, "no task has the id 'x'"),
            ("gantt\nA :a, 2026-03-01, soon", 11, 4, "neither a date"),
            ("gantt\nA :a, after b, 1d\nB :b, after a, 1d", 11, 4, "depends on itself"),
            ("gantt\nA :1d", 11, 4, "the first task needs a start"),
            ("gantt\nweekday someday", 11, 9, "expected a day name"),
            ("pie\n\"Toast\" : -3", 11, 11, "cannot be negative"),
            ("pie\nToast : 3", 11, 1, "expected '\"label\" : value'"),
            ("timeline\n: orphan", 11, 1, "needs a period line"),
            ("timeline sideways", 10, 10, "expected 'LR' or 'TD'"),
            ("xychart\nbar [1, two]", 11, 8, "expected a number, found 'two'"),
            ("xychart\ny-axis \"v\" [a]", 11, 12, "not categories"),
            ("xychart\nscatter [1]", 11, 1, "expected 'title', 'x-axis'"),
            ("quadrantChart\nA: [1.5, 0.2]", 11, 4, "from 0 to 1"),
            ("radar-beta\naxis a, b\ncurve c{1}", 12, 7, "has 1 values for 2 axes"),
            ("radar-beta\ngraticule star", 11, 11, "expected 'circle' or 'polygon'"),
        ])
    func errors(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message, rule: "mermaid-syntax")
    }

    @Test(
        "hostile numbers and spans draw or fail with a diagnostic, never trap",
        arguments: [
            "xychart\ny-axis 0 --> 10\nbar [1e300, -1e300, 5]\nline [1e20, 2, 3]",
            "pie showData\n\"A\" : 99999999999999999999999999\n\"B\" : 0",
            "gantt\ndateFormat X\nA : -999999999999999, 999999999999999",
            "gantt\ntickInterval 1millisecond\nA :a, 2000-01-01, 1000000y",
            "gantt\nexcludes weekends\nA :a, 2026-01-01, 99999d",
            "radar-beta\naxis a, b, c\ncurve c{1e300, 0, -1e300}\nmax 1e-300",
            "xychart\nx-axis 1e-320 --> 1e-319\ny-axis 1e-320 --> 2e-320\nline [1e-320]",
        ])
    func hostile(source: String) {
        let output = Rendering.output(source)
        #expect(output.svg != nil || output.diagnostics.contains { $0.severity == .error })
    }

    @Test("an unsafe quadrant point style is dropped with a warning and the chart still draws")
    func unsafeStyle() {
        let output = Rendering.output("quadrantChart\nA: [0.5, 0.5] color: url(#x), glow: 3")
        #expect(output.svg != nil)
        #expect(output.diagnostics.map(\.rule) == ["mermaid-style", "mermaid-style"])
        #expect(output.diagnostics.first?.location == SourceLocation(file: "doc.md", line: 11, column: 15))
    }
}

/// Gantt's compact mode and width, read from the configuration as Mermaid reads them.
@Suite struct GanttConfigurationTests {
    @Test(
        "compact mode lets tasks that do not overlap share a row",
        arguments: [
            ("---\ndisplayMode: compact # rows\n---\n", 1), ("---\nconfig:\n  gantt:\n    displayMode: compact\n---\n", 1),
            ("", 2),
        ])
    func compact(frontMatter: String, rows: Int) throws {
        let svg = try #require(Rendering.output(frontMatter + "gantt\nA :a, 2026-03-02, 1d\nB :b, 2026-03-04, 1d").svg)
        let tops = Set(SVGOutputTests.matches(#"<rect class="task" x="[^"]*" y="([^"]*)""#, in: svg))
        #expect(tops.count == rows)
    }

    // The last tick label is centred on the plot's right end and sticks out 25px at every width.
    @Test(
        "gantt.useWidth sets the chart's width, as in Mermaid",
        arguments: [
            ("---\nconfig:\n  gantt:\n    useWidth: 400\n---\n", "425"),
            ("%%{init: {\"gantt\": {\"useWidth\": 640}}}%%\n", "665"),
            ("", "925"),
        ])
    func useWidth(header: String, width: String) throws {
        let svg = try #require(Rendering.output(header + "gantt\nsection Build\nA :a, 2026-03-02, 3d").svg)
        #expect(SVGOutputTests.matches(#"<svg [^>]*\bwidth="([^"]*)""#, in: svg) == [width])
    }
}
