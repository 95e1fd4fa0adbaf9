/// A parsed `xychart`: its axes and its bar and line series.
struct XYChartDiagram: Sendable {
    /// One `bar` or `line` statement.
    struct Series: Sendable, Hashable {
        var isBar: Bool
        var name: String?
        var values: [Double]
    }
    var title: String?
    var accessibility = AccessibilityText()
    /// `xychart horizontal`: categories down the left, values along the bottom.
    var isHorizontal = false
    var xTitle: String?
    /// The x axis' categories, when it has them.
    var categories: [String]?
    /// The x axis' numeric range, when it is one.
    var xRange: (Double, Double)?
    var yTitle: String?
    var yRange: (Double, Double)?
    var series: [Series] = []
}

/// Reads `xychart[-beta] [horizontal|vertical]`, then `title`, `x-axis`, `y-axis`, `bar` and
/// `line` statements and accessibility text through the shared statement loop.
struct XYChartParser: StatementParser {
    var scanner: Scanner
    private var diagram = XYChartDiagram()

    init(source: SourceText, headerOffset: Int) {
        scanner = Scanner(source, offset: headerOffset)
    }

    mutating func parse() throws(ParseError) -> XYChartDiagram {
        _ = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
        scanner.skipSpaces()
        if scanner.matchKeyword("horizontal") {
            diagram.isHorizontal = true
        } else {
            _ = scanner.matchKeyword("vertical")
        }
        try parseHeaderLine()
        try parseStatements()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        let start = scanner.offset
        if scanner.matchKeyword("title") {
            let title = try scanner.scanChartText()
            diagram.title = title.isEmpty ? nil : title
        } else if scanner.match("x-axis") {
            let (title, list, range) = try parseAxis(allowingCategories: true)
            diagram.xTitle = title
            diagram.categories = list
            diagram.xRange = range
        } else if scanner.match("y-axis") {
            let (title, _, range) = try parseAxis(allowingCategories: false)
            diagram.yTitle = title
            diagram.yRange = range
        } else if scanner.matchKeyword("bar") || scanner.matchKeyword("line") {
            let isBar = scanner.source.string(start..<(start + 3)) == "bar"
            scanner.skipSpaces()
            let name = try scanner.scanChartText { $0 == "[" }
            scanner.skipSpaces()
            guard scanner.peek() == "[" else {
                throw ParseError(message: "expected '[' and the values, such as 'bar [3, 5, 2]'", offset: scanner.offset)
            }
            let values = try scanner.scanNumberList()
            diagram.series.append(.init(isBar: isBar, name: name.isEmpty ? nil : name, values: values))
        } else {
            throw ParseError(
                message: "expected 'title', 'x-axis', 'y-axis', 'bar' or 'line', found '\(currentWord())'", offset: start)
        }
    }

    /// `[title] [categories]`, `[title] min --> max` or `title`.
    private mutating func parseAxis(allowingCategories: Bool) throws(ParseError) -> (String?, [String]?, (Double, Double)?) {
        scanner.skipSpaces()
        var title: String?
        if scanner.peek() == "\"" {
            title = try scanner.scanQuoted()
            scanner.skipSpaces()
        }
        let restStart = scanner.offset
        let rest = scanner.scan { $0 != "\n" && $0 != ";" && $0 != "[" }.trimmingSpaces
        if scanner.peek() == "[" {
            let listStart = scanner.offset
            guard allowingCategories else {
                throw ParseError(message: "the y axis takes a range such as '0 --> 100', not categories", offset: listStart)
            }
            if title == nil, !rest.isEmpty { title = rest }
            return (title, try scanner.scanList().map(\.text), nil)
        }
        let sides = rest.split(separator: "-->", maxSplits: 1, omittingEmptySubsequences: false)
        if sides.count == 2 {
            var words = sides[0].split(separator: " ").map(String.init)
            let upperText = String(sides[1]).trimmingSpaces
            guard let lowerText = words.popLast(), let lower = Double(lowerText), let upper = Double(upperText), lower.isFinite,
                upper.isFinite
            else {
                throw ParseError(message: "expected a range such as '0 --> 100'", offset: restStart)
            }
            if title == nil, !words.isEmpty { title = words.joined(separator: " ") }
            return (title, nil, (lower, upper))
        }
        if !rest.isEmpty { title = (title.map { $0 + " " } ?? "") + rest }
        return (title, nil, nil)
    }
}
