/// Reads a `gantt` chart: settings (`dateFormat`, `axisFormat`, `tickInterval`, `excludes`,
/// `includes`, `weekday`, `weekend`, `todayMarker`, `inclusiveEndDates`, `topAxis`), `title`,
/// `section`, `click` and task lines, through the shared statement loop.
struct GanttParser: StatementParser {
    var scanner: Scanner
    /// Problems that do not stop the chart, such as a dropped link.
    private(set) var warnings: [ParseError] = []
    private var diagram = GanttDiagram()
    private var links: [(id: String, url: String)] = []

    init(source: SourceText, headerOffset: Int, configuration: [(key: String, value: String)] = []) {
        scanner = Scanner(source, offset: headerOffset)
        for (key, value) in configuration {
            switch key {
            case "gantt.displayMode", "displayMode":
                // Front matter values may carry a YAML comment after them.
                diagram.compact = value.split(separator: " ").first == "compact"
            case "gantt.topAxis": diagram.topAxis = value == "true"
            case "gantt.useWidth":
                if let width = Double(value.split(separator: " ").first ?? ""), width.isFinite, width > 0 {
                    diagram.useWidth = min(width, 20_000)
                }
            default: continue
            }
        }
    }

    mutating func parse() throws(ParseError) -> GanttDiagram {
        try parseHeaderLine()
        try parseStatements()
        for (id, url) in links {
            for index in diagram.tasks.indices where diagram.tasks[index].id == id { diagram.tasks[index].link = url }
        }
        return diagram
    }

    private static let settings = [
        "dateFormat", "axisFormat", "tickInterval", "excludes", "includes", "weekday", "weekend", "todayMarker",
        "inclusiveEndDates", "topAxis", "title", "section", "click",
    ]

    mutating func parseStatement() throws(ParseError) {
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        guard let keyword = Self.settings.first(where: { scanner.matchKeyword($0) }) else {
            return try parseTask()
        }
        scanner.skipSpaces()
        let valueStart = scanner.offset
        if keyword == "click" { return try parseClick() }
        let value = scanner.scanRestOfStatement().trimmingSpaces
        switch keyword {
        case "title": diagram.title = value.isEmpty ? nil : value
        case "section": diagram.sections.append(LabelDecoder.decode(value, quoted: false).lines)
        case "dateFormat": diagram.dateFormat = GanttDateFormat(value)
        case "axisFormat": diagram.axisFormat = value
        case "tickInterval":
            // Mermaid ignores an interval it cannot read (such as `1decade`) and picks its own ticks.
            diagram.tickInterval = TimeAxis.Interval(value)
        case "excludes", "includes":
            let items = value.split(whereSeparator: { $0 == "," || $0 == " " }).map { String($0).lowercased() }
            if keyword == "excludes" { diagram.excludes += items } else { diagram.includes += items }
        case "weekday":
            guard let day = CalendarTime.weekdayNames.firstIndex(where: { $0.lowercased() == value.lowercased() }) else {
                throw ParseError(message: "expected a day name after 'weekday', such as 'weekday monday'", offset: valueStart)
            }
            diagram.weekStart = day
        case "weekend":
            switch value.lowercased() {
            case "friday": diagram.weekendStart = 5
            case "saturday": diagram.weekendStart = 6
            default: throw ParseError(message: "expected 'friday' or 'saturday' after 'weekend'", offset: valueStart)
            }
        case "inclusiveEndDates": diagram.inclusiveEndDates = true
        case "topAxis": diagram.topAxis = true
        default:
            // `todayMarker`: a build has no "today", so no marker is drawn whatever its style.
            break
        }
    }

    /// `click id href "url"` (or `click id "url"`); a `call` callback is dropped with a warning.
    private mutating func parseClick() throws(ParseError) {
        let idStart = scanner.offset
        let id = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !id.isEmpty else { throw ParseError(message: "expected a task id after 'click'", offset: idStart) }
        let (link, problem) = try scanner.scanClick(id: id)
        if let problem { warnings.append(problem) }
        if let link { links.append((id, link.url)) }
        _ = scanner.scanRestOfStatement()
    }

    /// `label : data`.
    private mutating func parseTask() throws(ParseError) {
        let start = scanner.offset
        let label = scanner.scan { $0 != ":" && $0 != "\n" }.trimmingSpaces
        guard scanner.match(":") else {
            throw ParseError(
                message: "expected 'task name : start, end' or a setting; '\(label.prefix(20))' has no ':'", offset: start)
        }
        let dataStart = scanner.offset
        let data = scanner.scanRestOfStatement()
        var items = data.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        var tags: Set<GanttDiagram.Task.Tag> = []
        while let first = items.first, let tag = GanttDiagram.Task.Tag(rawValue: first) {
            tags.insert(tag)
            items.removeFirst()
        }
        guard (1...3).contains(items.count), !items.contains(where: \.isEmpty) else {
            throw ParseError(
                message: "expected '[tags,] [id,] [start,] end' after ':', such as 'a1, 2024-05-01, 3d'", offset: dataStart)
        }
        let end = items[items.count - 1]
        let endValue: GanttDiagram.Task.End =
            end.hasPrefix("until ") ? .until(Self.ids(end.dropFirst(6))) : .dateOrDuration(end)
        var startValue: GanttDiagram.Task.Start?
        if items.count >= 2 {
            let text = items[items.count - 2]
            startValue = text.hasPrefix("after ") ? .after(Self.ids(text.dropFirst(6))) : .date(text)
        }
        if diagram.sections.isEmpty { diagram.sections.append([]) }
        diagram.tasks.append(
            GanttDiagram.Task(
                label: LabelDecoder.decode(label, quoted: false).lines, id: items.count == 3 ? items[0] : nil, tags: tags,
                start: startValue, end: endValue, section: diagram.sections.count - 1, offset: dataStart))
    }

    private static func ids(_ text: Substring) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}
