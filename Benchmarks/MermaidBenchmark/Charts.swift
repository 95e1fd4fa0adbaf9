// Generated charts of each type docgen draws without the graph pipeline, for the timing table.

/// A gantt chart of `tasks` tasks in sections of five, chained by `after` with excluded weekends.
func generatedGantt(tasks: Int) -> String {
    var lines = ["gantt", "    dateFormat YYYY-MM-DD", "    excludes weekends"]
    for i in 0..<tasks {
        if i % 5 == 0 { lines.append("    section Milestone \(i / 5 + 1)") }
        let tags = i % 7 == 0 ? "crit, " : i % 3 == 0 ? "done, " : ""
        let start = i == 0 ? "2026-01-05" : "after t\(i - 1)"
        lines.append("    Component task \(i) :\(tags)t\(i), \(start), \(i % 4 + 1)d")
    }
    return lines.joined(separator: "\n")
}

/// One chart of every other type, about component adoption.
let generatedCharts: [(name: String, source: String)] = [
    (
        "pie, 8 slices",
        "pie showData title Banner styles\n" + (1...8).map { "    \"Style \($0)\" : \($0 * 7 % 11 + 1)" }.joined(separator: "\n")
    ),
    (
        "timeline, 10 periods in 2 sections",
        "timeline\n    title Button history\n    section 2025\n"
            + (1...10).map { "    \($0 == 6 ? "section 2026\n    " : "")1.\($0) : Change \($0) : Fix \($0)" }.joined(
                separator: "\n")
    ),
    (
        "XY chart, 2 series of 24 points",
        "xychart\n    x-axis \"Week\" [" + (1...24).map { "w\($0)" }.joined(separator: ", ") + "]\n    y-axis \"Screens\"\n"
            + "    bar [" + (1...24).map { String($0 * 13 % 50) }.joined(separator: ", ") + "]\n"
            + "    line [" + (1...24).map { String($0 * 2) }.joined(separator: ", ") + "]"
    ),
    (
        "quadrant chart, 20 points",
        "quadrantChart\n    x-axis Little effort --> Much effort\n    y-axis Rare --> Wide\n    quadrant-1 Plan\n"
            + (1...20).map { "    Component \($0): [0.\($0 * 37 % 90 + 5), 0.\($0 * 53 % 90 + 5)]" }.joined(separator: "\n")
    ),
    (
        "radar chart, 6 axes, 3 curves",
        "radar-beta\n    axis a, b, c, d, e, f\n"
            + (1...3).map { "    curve c\($0){\((1...6).map { String(($0 + 2) % 5 + 1) }.joined(separator: ", "))}" }
            .joined(separator: "\n") + "\n    max 5"
    ),
]
