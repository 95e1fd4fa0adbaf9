/// A parsed `timeline`: periods with their events, optionally grouped in sections.
struct TimelineDiagram: Sendable {
    /// One `period : event : event` line, with the `: event` lines after it.
    struct Period: Sendable, Hashable {
        var label: [String]
        var events: [[String]]
        /// The index of its section in ``TimelineDiagram/sections``, or nil before any section.
        var section: Int?
    }
    var title: String?
    var accessibility = AccessibilityText()
    /// `timeline TD`: periods top to bottom, events to their right.
    var isVertical = false
    var sections: [[String]] = []
    var periods: [Period] = []
}

/// Reads `timeline [LR|TD]`, then `title`, `section`, accessibility text, period lines and
/// `: event` continuation lines through the shared statement loop.
struct TimelineParser: StatementParser {
    var scanner: Scanner
    private var diagram = TimelineDiagram()

    init(source: SourceText, headerOffset: Int) {
        scanner = Scanner(source, offset: headerOffset)
    }

    mutating func parse() throws(ParseError) -> TimelineDiagram {
        _ = scanner.scan { Scanner.isWordScalar($0) }
        scanner.skipSpaces()
        let directionStart = scanner.offset
        let direction = scanner.scan { Scanner.isWordScalar($0) }
        switch direction {
        case "", "LR": break
        case "TD", "TB": diagram.isVertical = true
        default: throw ParseError(message: "expected 'LR' or 'TD' after 'timeline', found '\(direction)'", offset: directionStart)
        }
        try parseHeaderLine()
        try parseStatements()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            scanner.skipSpaces()
            let title = scanner.scanRestOfStatement().trimmingSpaces
            diagram.title = title.isEmpty ? nil : title
            return
        }
        if scanner.matchKeyword("section") {
            scanner.skipSpaces()
            diagram.sections.append(LabelDecoder.decode(scanner.scanRestOfStatement().trimmingSpaces, quoted: false).lines)
            return
        }
        let start = scanner.offset
        let parts = scanner.scanRestOfStatement().split(separator: ":", omittingEmptySubsequences: false).map {
            String($0).trimmingSpaces
        }
        let events = parts.dropFirst().filter { !$0.isEmpty }.map { LabelDecoder.decode($0, quoted: false).lines }
        if parts[0].isEmpty {
            guard !diagram.periods.isEmpty else {
                throw ParseError(message: "an ': event' line needs a period line before it", offset: start)
            }
            diagram.periods[diagram.periods.count - 1].events += events
            return
        }
        diagram.periods.append(
            TimelineDiagram.Period(
                label: LabelDecoder.decode(parts[0], quoted: false).lines, events: events,
                section: diagram.sections.isEmpty ? nil : diagram.sections.count - 1))
    }
}
