/// A point in time as seconds since 1970-01-01 00:00 in UTC, with the calendar arithmetic
/// time axes need, in the proleptic Gregorian calendar and without time zones, so every
/// build draws the same chart.
struct CalendarTime: Sendable, Hashable, Comparable {
    /// Seconds since the epoch.
    var seconds: Double

    static let day = 86_400.0

    init(seconds: Double) {
        self.seconds = seconds
    }

    /// The time at a calendar date and time of day.
    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0) {
        let days = Self.days(year: year, month: month, day: day)
        seconds = Double(days) * Self.day + Double(hour * 3_600 + minute * 60) + second
    }

    static func < (a: CalendarTime, b: CalendarTime) -> Bool { a.seconds < b.seconds }

    /// The calendar fields of the time.
    var fields: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millisecond: Int) {
        let days = Int((seconds / Self.day).rounded(.down))
        var rest = seconds - Double(days) * Self.day
        let (year, month, day) = Self.civil(days: days)
        let hour = Int(rest / 3_600)
        rest -= Double(hour) * 3_600
        let minute = Int(rest / 60)
        rest -= Double(minute) * 60
        let second = Int(rest)
        let millisecond = min(999, Int(((rest - Double(second)) * 1_000).rounded()))
        return (year, month, day, hour, minute, second, millisecond)
    }

    /// Days since the epoch, counting the day this time is in.
    var dayNumber: Int { Int((seconds / Self.day).rounded(.down)) }

    /// 0 for Sunday through 6 for Saturday.
    var weekday: Int { ((dayNumber % 7) + 11) % 7 }

    /// The start of this time's day.
    var startOfDay: CalendarTime { CalendarTime(seconds: Double(dayNumber) * Self.day) }

    /// The time `count` calendar months later (earlier when negative), the day clamped to the month's length.
    func addingMonths(_ count: Int) -> CalendarTime {
        let parts = fields
        let total = parts.year * 12 + (parts.month - 1) + count
        let year = Int((Double(total) / 12).rounded(.down))
        let month = total - year * 12 + 1
        let day = min(parts.day, Self.length(ofMonth: month, year: year))
        let timeOfDay = seconds - Double(dayNumber) * Self.day
        return CalendarTime(seconds: Double(Self.days(year: year, month: month, day: day)) * Self.day + timeOfDay)
    }

    /// Days from 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day number.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days in a month.
    static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
}
