/// A time axis: a linear scale over times, the tick times for an interval (given, or chosen to
/// fit the width), and their labels in d3's `strftime` subset.
struct TimeAxis: Sendable {
    /// A tick interval: a count of a calendar unit, as Gantt's `tickInterval 2week` writes it.
    struct Interval: Sendable, Hashable {
        enum Unit: String, Sendable, CaseIterable {
            case millisecond, second, minute, hour, day, week, month
        }
        var count: Int
        var unit: Unit

        /// Reads `1day`, `2week`, `15minute`; nil for anything else.
        init?(_ text: String) {
            let digits = text.prefix { ("0"..."9").contains($0) }
            guard let count = Int(digits), count > 0, count <= 10_000,
                let unit = Unit(rawValue: String(text.dropFirst(digits.count)))
            else { return nil }
            self.init(count: count, unit: unit)
        }

        init(count: Int, unit: Unit) {
            self.count = count
            self.unit = unit
        }

        /// The approximate length in seconds, for choosing among intervals.
        var seconds: Double {
            let base: Double =
                switch unit {
                case .millisecond: 0.001
                case .second: 1
                case .minute: 60
                case .hour: 3_600
                case .day: CalendarTime.day
                case .week: 7 * CalendarTime.day
                case .month: 30 * CalendarTime.day
                }
            return base * Double(count)
        }
    }

    var start: CalendarTime
    var end: CalendarTime
    /// The pixels of `start` and `end`.
    var range: (lower: Double, upper: Double)

    var scale: LinearScale { LinearScale(domain: (start.seconds, end.seconds), range: range) }

    /// The tick times for `interval`, from the first aligned one at or after `start`.
    ///
    /// Weeks start on `weekStart` (0 is Sunday); at most `limit` ticks.
    func ticks(every interval: Interval, weekStart: Int = 0, limit: Int = 500) -> [CalendarTime] {
        var time = aligned(start, to: interval, weekStart: weekStart)
        var result: [CalendarTime] = []
        while time <= end, result.count < limit {
            if time >= start { result.append(time) }
            time = advanced(time, by: interval)
        }
        return result
    }

    /// The smallest of the usual intervals that gives at most `count` ticks.
    func automaticInterval(maximumTicks count: Int) -> Interval {
        let span = end.seconds - start.seconds
        let candidates: [Interval] = [
            .init(count: 1, unit: .second), .init(count: 5, unit: .second), .init(count: 15, unit: .second),
            .init(count: 30, unit: .second), .init(count: 1, unit: .minute), .init(count: 5, unit: .minute),
            .init(count: 15, unit: .minute), .init(count: 30, unit: .minute), .init(count: 1, unit: .hour),
            .init(count: 3, unit: .hour), .init(count: 6, unit: .hour), .init(count: 12, unit: .hour),
            .init(count: 1, unit: .day), .init(count: 2, unit: .day), .init(count: 1, unit: .week),
            .init(count: 1, unit: .month), .init(count: 3, unit: .month), .init(count: 12, unit: .month),
            .init(count: 24, unit: .month), .init(count: 60, unit: .month), .init(count: 120, unit: .month),
            .init(count: 600, unit: .month), .init(count: 1_200, unit: .month),
        ]
        let limit = Double(max(1, count))
        return candidates.first { span / $0.seconds <= limit } ?? .init(count: 10_000, unit: .month)
    }

    private func aligned(_ time: CalendarTime, to interval: Interval, weekStart: Int) -> CalendarTime {
        switch interval.unit {
        case .millisecond, .second, .minute, .hour:
            let step = interval.seconds
            return CalendarTime(seconds: (time.seconds / step).rounded(.down) * step)
        case .day:
            return time.startOfDay
        case .week:
            let day = time.startOfDay
            return CalendarTime(seconds: day.seconds - Double((day.weekday - weekStart + 7) % 7) * CalendarTime.day)
        case .month:
            let parts = time.fields
            let monthIndex = parts.year * 12 + parts.month - 1
            let alignedIndex = monthIndex - ((monthIndex % interval.count) + interval.count) % interval.count
            let year = Int((Double(alignedIndex) / 12).rounded(.down))
            return CalendarTime(year: year, month: alignedIndex - year * 12 + 1, day: 1)
        }
    }

    private func advanced(_ time: CalendarTime, by interval: Interval) -> CalendarTime {
        interval.unit == .month
            ? time.addingMonths(interval.count) : CalendarTime(seconds: time.seconds + interval.seconds)
    }

    /// A time written with d3's `strftime` directives: `%Y %y %m %d %e %H %I %M %S %L %p %a %A %b %B
    /// %j %s %Q %%`, with the `-`, `_` and `0` padding flags; other text is kept.
    static func format(_ time: CalendarTime, _ pattern: String) -> String {
        let parts = time.fields
        var result = ""
        var scalars = pattern.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard var directive = scalars.next() else {
                result += "%"
                break
            }
            var pad: String? = nil
            if directive == "-" || directive == "_" || directive == "0" {
                pad = directive == "-" ? "" : directive == "_" ? " " : "0"
                guard let next = scalars.next() else { break }
                directive = next
            }
            func padded(_ value: Int, _ width: Int, _ fill: String = "0") -> String {
                let text = String(value)
                let filler = pad ?? fill
                guard !filler.isEmpty, text.count < width else { return text }
                return String(repeating: filler, count: width - text.count) + text
            }
            let dayOfYear = time.dayNumber - CalendarTime.days(year: parts.year, month: 1, day: 1) + 1
            switch directive {
            case "Y": result += String(parts.year)
            case "y": result += padded(((parts.year % 100) + 100) % 100, 2)
            case "m": result += padded(parts.month, 2)
            case "d": result += padded(parts.day, 2)
            case "e": result += padded(parts.day, 2, " ")
            case "H": result += padded(parts.hour, 2)
            case "I": result += padded(parts.hour % 12 == 0 ? 12 : parts.hour % 12, 2)
            case "M": result += padded(parts.minute, 2)
            case "S": result += padded(parts.second, 2)
            case "L": result += padded(parts.millisecond, 3)
            case "p": result += parts.hour < 12 ? "AM" : "PM"
            case "a": result += String(CalendarTime.weekdayNames[time.weekday].prefix(3))
            case "A": result += CalendarTime.weekdayNames[time.weekday]
            case "b", "h": result += String(CalendarTime.monthNames[parts.month - 1].prefix(3))
            case "B": result += CalendarTime.monthNames[parts.month - 1]
            case "j": result += padded(dayOfYear, 3)
            case "s": result += String(Int(time.seconds.rounded(.down)))
            case "Q": result += String(Int((time.seconds * 1_000).rounded(.down)))
            case "%": result += "%"
            default:
                result += "%"
                result.unicodeScalars.append(directive)
            }
        }
        return result
    }
}
