/// Reads dates written in a `dateFormat` (Day.js tokens: `YYYY YY M MM MMM MMMM D DD Do H HH h
/// hh m mm s ss S SS SSS A a X x`, other characters literal, `[…]` escaped), strictly, as
/// Mermaid does; and, as Mermaid's fallback, ISO dates such as `2024-05-01` or `2024-05-01T09:30`.
struct GanttDateFormat: Sendable, Hashable {
    private enum Token: Sendable, Hashable {
        case literal(String)
        case field(String)
    }

    private let tokens: [Token]
    /// The format as written.
    let pattern: String

    private static let fields = [
        "YYYY", "MMMM", "SSS", "MMM", "YY", "MM", "DD", "Do", "HH", "hh", "mm", "ss", "SS", "M", "D", "H", "h", "m", "s", "S",
        "A", "a", "X", "x",
    ]

    init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        var rest = Substring(pattern)
        while let first = rest.first {
            if first == "[", let close = rest.firstIndex(of: "]") {
                tokens.append(.literal(String(rest[rest.index(after: rest.startIndex)..<close])))
                rest = rest[rest.index(after: close)...]
                continue
            }
            if let field = Self.fields.first(where: { rest.hasPrefix($0) }) {
                tokens.append(.field(field))
                rest = rest.dropFirst(field.count)
                continue
            }
            tokens.append(.literal(String(first)))
            rest = rest.dropFirst()
        }
        self.tokens = tokens
    }

    /// The time `text` writes in this format, or in ISO form; nil when it is neither.
    func time(_ text: String) -> CalendarTime? {
        read(Array(text.unicodeScalars)) ?? GanttDateFormat.iso.read(Array(text.unicodeScalars))
            ?? GanttDateFormat.isoTime.read(Array(text.unicodeScalars))
    }

    private static let iso = GanttDateFormat("YYYY-MM-DD")
    private static let isoTime = GanttDateFormat("YYYY-MM-DD[T]HH:mm")

    private func read(_ scalars: [Unicode.Scalar]) -> CalendarTime? {
        var index = 0
        var (year, month, day, hour, minute, second, fraction) = (1970, 1, 1, 0, 0, 0.0, 0.0)
        var afternoon: Bool?
        var epoch: Double?
        func digits(_ minimum: Int, _ maximum: Int, signed: Bool = false) -> (value: Int, count: Int)? {
            var end = index
            var negative = false
            if signed, end < scalars.count, scalars[end] == "-" {
                negative = true
                end += 1
            }
            let digitStart = end
            while end < scalars.count, end - digitStart < maximum, ("0"..."9").contains(scalars[end]) { end += 1 }
            let count = end - digitStart
            guard count >= minimum, let value = Int(String(String.UnicodeScalarView(scalars[digitStart..<end]))) else {
                return nil
            }
            index = end
            return (negative ? -value : value, count)
        }
        for token in tokens {
            switch token {
            case .literal(let text):
                for scalar in text.unicodeScalars {
                    guard index < scalars.count, scalars[index] == scalar else { return nil }
                    index += 1
                }
            case .field(let field):
                switch field {
                case "YYYY":
                    guard let value = digits(4, 4) else { return nil }
                    year = value.value
                case "YY":
                    guard let value = digits(2, 2) else { return nil }
                    year = value.value + (value.value < 69 ? 2000 : 1900)
                case "MM":
                    guard let value = digits(2, 2) else { return nil }
                    month = value.value
                case "M":
                    guard let value = digits(1, 2) else { return nil }
                    month = value.value
                case "DD":
                    guard let value = digits(2, 2) else { return nil }
                    day = value.value
                case "D":
                    guard let value = digits(1, 2) else { return nil }
                    day = value.value
                case "Do":
                    guard let value = digits(1, 2), index + 1 < scalars.count else { return nil }
                    day = value.value
                    index += 2
                case "HH", "hh":
                    guard let value = digits(2, 2) else { return nil }
                    hour = value.value
                case "H", "h":
                    guard let value = digits(1, 2) else { return nil }
                    hour = value.value
                case "mm":
                    guard let value = digits(2, 2) else { return nil }
                    minute = value.value
                case "m":
                    guard let value = digits(1, 2) else { return nil }
                    minute = value.value
                case "ss":
                    guard let value = digits(2, 2) else { return nil }
                    second = Double(value.value)
                case "s":
                    guard let value = digits(1, 2) else { return nil }
                    second = Double(value.value)
                case "SSS", "SS", "S":
                    guard let value = digits(field.count, field.count) else { return nil }
                    var scale = 1.0
                    for _ in 0..<value.count { scale *= 10 }
                    fraction = Double(value.value) / scale
                case "A", "a":
                    guard index + 1 < scalars.count else { return nil }
                    let word = String(String.UnicodeScalarView(scalars[index..<(index + 2)])).lowercased()
                    guard word == "am" || word == "pm" else { return nil }
                    afternoon = word == "pm"
                    index += 2
                case "MMMM", "MMM":
                    let rest = String(String.UnicodeScalarView(scalars[index...])).lowercased()
                    guard
                        let found = CalendarTime.monthNames.enumerated().first(where: {
                            rest.hasPrefix(field == "MMM" ? String($0.element.prefix(3)).lowercased() : $0.element.lowercased())
                        })
                    else { return nil }
                    month = found.offset + 1
                    index += field == "MMM" ? 3 : found.element.count
                case "X":
                    guard let value = digits(1, 15, signed: true) else { return nil }
                    epoch = Double(value.value)
                case "x":
                    guard let value = digits(1, 18, signed: true) else { return nil }
                    epoch = Double(value.value) / 1_000
                default: return nil
                }
            }
        }
        guard index == scalars.count else { return nil }
        if let epoch { return CalendarTime(seconds: epoch) }
        if let afternoon, hour <= 12 { hour = hour % 12 + (afternoon ? 12 : 0) }
        guard (1...12).contains(month), (1...CalendarTime.length(ofMonth: month, year: year)).contains(day), hour < 24,
            minute < 60, second < 60
        else { return nil }
        return CalendarTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second + fraction)
    }
}

/// A task length such as `3d`, `12h`, `1w`, `2M` or `1.5y`.
struct GanttDuration: Sendable, Hashable {
    enum Unit: String, Sendable {
        case milliseconds = "ms", seconds = "s", minutes = "m", hours = "h", days = "d", weeks = "w", months = "M"
        case years = "y"
    }
    var amount: Double
    var unit: Unit

    /// Reads a duration; nil when the text is not one.
    init?(_ text: String) {
        let number = text.prefix { ("0"..."9").contains($0) || $0 == "." }
        guard !number.isEmpty, let amount = Double(number), amount.isFinite, amount <= 1_000_000,
            let unit = Unit(rawValue: String(text.dropFirst(number.count)))
        else { return nil }
        self.amount = amount
        self.unit = unit
    }

    /// The time this long after `time`; months and years are calendar months.
    func added(to time: CalendarTime) -> CalendarTime {
        switch unit {
        case .milliseconds: return CalendarTime(seconds: time.seconds + amount / 1_000)
        case .seconds: return CalendarTime(seconds: time.seconds + amount)
        case .minutes: return CalendarTime(seconds: time.seconds + amount * 60)
        case .hours: return CalendarTime(seconds: time.seconds + amount * 3_600)
        case .days: return CalendarTime(seconds: time.seconds + amount * CalendarTime.day)
        case .weeks: return CalendarTime(seconds: time.seconds + amount * 7 * CalendarTime.day)
        case .months: return time.addingMonths(Int(amount.rounded()))
        case .years: return time.addingMonths(Int(amount.rounded()) * 12)
        }
    }
}
