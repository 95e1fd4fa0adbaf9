/// A parsed `gantt` chart: settings, sections and tasks as written; ``GanttSchedule`` turns
/// them into times.
struct GanttDiagram: Sendable {
    /// One task line: `label : [tags,] [id,] [start,] end`.
    struct Task: Sendable, Hashable {
        enum Tag: String, Sendable, Hashable, CaseIterable {
            case active, done, crit, milestone, vert
        }
        enum Start: Sendable, Hashable {
            /// A date in the chart's `dateFormat`.
            case date(String)
            /// `after a b`: when the last of the named tasks ends.
            case after([String])
        }
        enum End: Sendable, Hashable {
            /// A date, or, when it is not one, a duration.
            case dateOrDuration(String)
            /// `until a b`: when the first of the named tasks starts.
            case until([String])
        }
        var label: [String]
        var id: String?
        var tags: Set<Tag>
        /// nil: the task starts when the task before it ends.
        var start: Start?
        var end: End
        /// The index of the task's section in ``GanttDiagram/sections``; tasks before any
        /// section are in an untitled first one.
        var section: Int
        /// Where the task's data starts, for errors.
        var offset: Int
        /// A `click id href "…"` link.
        var link: String?
    }

    var title: String?
    var accessibility = AccessibilityText()
    var dateFormat = GanttDateFormat("YYYY-MM-DD")
    /// The `axisFormat` pattern, in d3's `strftime` directives.
    var axisFormat: String?
    var tickInterval: TimeAxis.Interval?
    /// `excludes`: `weekends`, weekday names and dates, lowercased as written.
    var excludes: [String] = []
    /// `includes`: dates that are worked even when `excludes` would skip them.
    var includes: [String] = []
    /// The first weekend day: 6 (Saturday, the default) or 5 (`weekend friday`).
    var weekendStart = 6
    /// The first day of a week tick: 0 is Sunday (Mermaid's default).
    var weekStart = 0
    var inclusiveEndDates = false
    var topAxis = false
    /// `gantt.useWidth` in the configuration: the chart's width, when given.
    var useWidth: Double?
    /// `displayMode: compact`: tasks of a section share rows when they do not overlap.
    var compact = false
    /// Section titles; the first is empty when tasks come before any `section`.
    var sections: [[String]] = []
    var tasks: [Task] = []
}
