import DocGenDiagnostics

/// The times of a gantt chart's tasks: starts from dates, `after` and the task before, ends
/// from dates, durations (pushed past excluded days) and `until`.
struct GanttSchedule: Sendable {
    /// One task's times.
    struct Slot: Sendable, Hashable {
        var start: CalendarTime
        var end: CalendarTime
    }

    /// The slot of each task, in the diagram's order.
    private(set) var slots: [Slot] = []
    /// The earliest start and latest end; nil when there are no tasks.
    private(set) var span: (start: CalendarTime, end: CalendarTime)?

    /// Resolves every task; an error names the task whose date, duration or reference is wrong.
    init(_ diagram: GanttDiagram) throws(ParseError) {
        let format = diagram.dateFormat
        let excluded = Exclusions(diagram)
        var byID: [String: Int] = [:]
        for (index, task) in diagram.tasks.enumerated() {
            if let id = task.id, byID[id] == nil { byID[id] = index }
        }
        var resolved: [Slot?] = Array(repeating: nil, count: diagram.tasks.count)
        var visiting: Set<Int> = []

        func resolve(_ index: Int) throws(ParseError) -> Slot {
            if let slot = resolved[index] { return slot }
            let task = diagram.tasks[index]
            guard visiting.insert(index).inserted else {
                throw ParseError(
                    message: "task '\(task.id ?? "")' depends on itself through 'after' or 'until'", offset: task.offset)
            }
            defer { visiting.remove(index) }
            func referenced(_ ids: [String]) throws(ParseError) -> [Slot] {
                var slots: [Slot] = []
                for id in ids {
                    guard let other = byID[id] else {
                        let hint = Suggestion.hint(for: id, in: Array(byID.keys).sorted())
                        throw ParseError(message: "no task has the id '\(id)'\(hint)", offset: task.offset)
                    }
                    slots.append(try resolve(other))
                }
                return slots
            }
            let start: CalendarTime
            switch task.start {
            case .date(let text):
                guard let time = format.time(text) else {
                    throw ParseError(
                        message: "'\(text)' is not a date in the format '\(format.pattern)'", offset: task.offset)
                }
                start = time
            case .after(let ids):
                start = try referenced(ids).map(\.end).max() ?? CalendarTime(seconds: 0)
            case nil:
                guard index > 0 else {
                    throw ParseError(
                        message: "the first task needs a start: write 'id, start, end' or 'start, end' after ':'",
                        offset: task.offset)
                }
                start = try resolve(index - 1).end
            }
            var end: CalendarTime
            switch task.end {
            case .until(let ids):
                end = try referenced(ids).map(\.start).min() ?? start
            case .dateOrDuration(let text):
                if let time = format.time(text) {
                    end = diagram.inclusiveEndDates ? CalendarTime(seconds: time.seconds + CalendarTime.day) : time
                } else if let duration = GanttDuration(text) {
                    end = excluded.extended(from: start, to: duration.added(to: start))
                } else {
                    throw ParseError(
                        message: "'\(text)' is neither a date in the format '\(format.pattern)' nor a duration such as '3d'",
                        offset: task.offset)
                }
            }
            if end < start { end = start }
            let slot = Slot(start: start, end: end)
            resolved[index] = slot
            return slot
        }

        for index in diagram.tasks.indices {
            slots.append(try resolve(index))
        }
        if let first = slots.first {
            span = (
                slots.map(\.start).min() ?? first.start, slots.map(\.end).max() ?? first.end
            )
        }
    }

    /// The days `excludes` skips, less those `includes` keeps.
    struct Exclusions {
        private var weekdays: Set<Int> = []
        private var days: Set<Int> = []
        private var kept: Set<Int> = []

        init(_ diagram: GanttDiagram) {
            for item in diagram.excludes {
                if item == "weekends" {
                    weekdays.formUnion([diagram.weekendStart, (diagram.weekendStart + 1) % 7])
                } else if let day = CalendarTime.weekdayNames.firstIndex(where: { $0.lowercased() == item }) {
                    weekdays.insert(day)
                } else if let time = diagram.dateFormat.time(item) {
                    days.insert(time.dayNumber)
                }
            }
            for item in diagram.includes {
                if let time = diagram.dateFormat.time(item) { kept.insert(time.dayNumber) }
            }
        }

        var isEmpty: Bool { weekdays.isEmpty && days.isEmpty }

        /// Whether a day is skipped.
        func contains(day: Int) -> Bool {
            guard !kept.contains(day) else { return false }
            return days.contains(day) || weekdays.contains(CalendarTime(seconds: Double(day) * CalendarTime.day).weekday)
        }

        /// The end of a task of a given length that skips excluded days, as Mermaid counts them:
        /// each excluded day from the start to the end pushes the end a day later.
        func extended(from start: CalendarTime, to end: CalendarTime) -> CalendarTime {
            guard !isEmpty else { return end }
            var end = end
            var day = start.dayNumber
            var steps = 0
            while Double(day) * CalendarTime.day <= end.seconds, steps < 100_000 {
                if contains(day: day) { end.seconds += CalendarTime.day }
                day += 1
                steps += 1
            }
            return end
        }
    }
}
