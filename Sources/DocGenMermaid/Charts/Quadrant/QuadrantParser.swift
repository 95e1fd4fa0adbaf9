/// A parsed `quadrantChart`: axis labels, the four quadrants' texts and the points.
struct QuadrantDiagram: Sendable {
    /// One `Name: [x, y]` point, with its style from `:::class` and inline properties.
    struct Point: Sendable, Hashable {
        var label: String
        var x: Double
        var y: Double
        var radius: Double?
        /// Safe CSS colours and widths: `fill`, `stroke`, `stroke-width`.
        var style: [String: String] = [:]
    }
    var title: String?
    var accessibility = AccessibilityText()
    /// The x axis' left and right labels, the y axis' bottom and top ones.
    var xAxis: (String, String?)?
    var yAxis: (String, String?)?
    /// `quadrant-1` (top right) to `quadrant-4` (bottom right).
    var quadrants: [String?] = [nil, nil, nil, nil]
    var points: [Point] = []
}

/// Reads `quadrantChart`, then `title`, `x-axis`, `y-axis`, `quadrant-N`, points, `classDef`
/// and accessibility text through the shared statement loop.
struct QuadrantParser: StatementParser {
    var scanner: Scanner
    /// Style properties dropped as unsafe or unknown.
    private(set) var warnings: [ParseError] = []
    private var diagram = QuadrantDiagram()
    private var classes: [String: [(String, String, Int)]] = [:]
    private var pointClasses: [(index: Int, name: String)] = []

    init(source: SourceText, headerOffset: Int) {
        scanner = Scanner(source, offset: headerOffset)
    }

    mutating func parse() throws(ParseError) -> QuadrantDiagram {
        try parseHeaderLine()
        try parseStatements()
        for (index, name) in pointClasses {
            for (key, value, offset) in classes[name] ?? [] {
                apply(key, value, offset: offset, to: index, fromClass: true)
            }
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        let start = scanner.offset
        if scanner.matchKeyword("title") {
            let title = try scanner.scanChartText()
            diagram.title = title.isEmpty ? nil : title
        } else if scanner.match("x-axis") {
            diagram.xAxis = try parseAxis()
        } else if scanner.match("y-axis") {
            diagram.yAxis = try parseAxis()
        } else if scanner.match("quadrant-") {
            let number = scanner.scan { ("0"..."9").contains($0) }
            guard let index = Int(number), (1...4).contains(index) else {
                throw ParseError(message: "expected 'quadrant-1' to 'quadrant-4'", offset: start)
            }
            diagram.quadrants[index - 1] = try scanner.scanChartText()
        } else if scanner.matchKeyword("classDef") {
            scanner.skipSpaces()
            let name = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
            guard !name.isEmpty else {
                throw ParseError(message: "expected a class name after 'classDef'", offset: scanner.offset)
            }
            classes[name] = properties()
        } else {
            try parsePoint(start: start)
        }
    }

    /// `low --> high` or `low`, either side quoted or plain words.
    private mutating func parseAxis() throws(ParseError) -> (String, String?) {
        scanner.skipSpaces()
        var low: String
        if scanner.peek() == "\"" {
            low = try scanner.scanQuoted()
        } else {
            let start = scanner.offset
            while !scanner.isAtStatementEnd, !scanner.lookingAt("-->") { scanner.advance() }
            low = scanner.source.string(start..<scanner.offset).trimmingSpaces
        }
        scanner.skipSpaces()
        guard scanner.match("-->") else { return (low, nil) }
        let high = try scanner.scanChartText()
        return (low, high.isEmpty ? nil : high)
    }

    /// `Name[:::class]: [x, y] [key: value, …]`.
    private mutating func parsePoint(start: Int) throws(ParseError) {
        var name: String
        if scanner.peek() == "\"" {
            name = try scanner.scanQuoted()
        } else {
            name = scanner.scan { $0 != ":" && $0 != "\n" && $0 != ";" }.trimmingSpaces
        }
        var className: String?
        if scanner.match(":::") {
            className = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
        }
        scanner.skipSpaces()
        guard !name.isEmpty, scanner.match(":") else {
            throw ParseError(
                message: "expected a point 'Name: [x, y]' or a setting, found '\(currentWord())'", offset: start)
        }
        scanner.skipSpaces()
        guard scanner.peek() == "[" else {
            throw ParseError(message: "expected '[x, y]' after the point's name", offset: scanner.offset)
        }
        let listStart = scanner.offset
        let values = try scanner.scanNumberList()
        guard values.count == 2, values.allSatisfy({ (0...1).contains($0) }) else {
            throw ParseError(message: "a point is '[x, y]' with both from 0 to 1", offset: listStart)
        }
        diagram.points.append(.init(label: name, x: values[0], y: values[1]))
        let index = diagram.points.count - 1
        for (key, value, offset) in properties() { apply(key, value, offset: offset, to: index, fromClass: false) }
        if let className { pointClasses.append((index, className)) }
    }

    /// `key: value, …` to the end of the statement.
    private mutating func properties() -> [(String, String, Int)] {
        var result: [(String, String, Int)] = []
        while true {
            scanner.skipSpaces()
            if scanner.isAtStatementEnd { return result }
            let offset = scanner.offset
            let key = scanner.scan { $0 != ":" && $0 != "," && $0 != "\n" && $0 != ";" }.trimmingSpaces
            _ = scanner.match(":")
            let value = scanner.scan { $0 != "," && $0 != "\n" && $0 != ";" }.trimmingSpaces
            _ = scanner.match(",")
            if !key.isEmpty { result.append((key, value, offset)) }
        }
    }

    private mutating func apply(_ key: String, _ value: String, offset: Int, to index: Int, fromClass: Bool) {
        let names = ["color": "fill", "stroke-color": "stroke", "stroke-width": "stroke-width"]
        if key == "radius", let radius = Double(value), radius > 0, radius <= 100 {
            if !fromClass || diagram.points[index].radius == nil { diagram.points[index].radius = radius }
        } else if let name = names[key], StyleParser.isSafe(value) {
            if !fromClass || diagram.points[index].style[name] == nil { diagram.points[index].style[name] = value }
        } else {
            warnings.append(
                ParseError(
                    message:
                        "point style '\(key): \(value.prefix(30))' was dropped; use radius, color, stroke-color or stroke-width",
                    offset: offset, rule: MermaidRule.style))
        }
    }
}
