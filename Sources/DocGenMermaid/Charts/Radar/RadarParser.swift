/// A parsed `radar-beta` chart: axes, curves and the scale settings.
struct RadarDiagram: Sendable {
    /// One axis: its id and label.
    struct Axis: Sendable, Hashable {
        var id: String
        var label: String
    }
    /// One curve: its label and a value per axis, in the axes' order.
    struct Curve: Sendable, Hashable {
        var id: String
        var label: String
        var values: [Double]
    }
    var title: String?
    var accessibility = AccessibilityText()
    var axes: [Axis] = []
    var curves: [Curve] = []
    var maximum: Double?
    var minimum: Double?
    /// `graticule polygon`: rings drawn as polygons instead of circles.
    var isPolygon = false
    /// `ticks N`: the number of rings.
    var ticks = 5
    var showsLegend = true
}

/// Reads `radar-beta`, then `title`, `axis`, `curve`, `max`, `min`, `graticule`, `ticks`,
/// `showLegend` and accessibility text through the shared statement loop.
struct RadarParser: StatementParser {
    var scanner: Scanner
    private var diagram = RadarDiagram()
    /// Curves as written, resolved against the axes once all are read.
    private var pending: [(curve: RadarDiagram.Curve, byAxis: [(String, Double, Int)]?, offset: Int)] = []

    init(source: SourceText, headerOffset: Int) {
        scanner = Scanner(source, offset: headerOffset)
    }

    mutating func parse() throws(ParseError) -> RadarDiagram {
        try parseHeaderLine()
        try parseStatements()
        for (var curve, byAxis, offset) in pending {
            if let byAxis {
                var values = Array(repeating: 0.0, count: diagram.axes.count)
                for (axis, value, at) in byAxis {
                    guard let index = diagram.axes.firstIndex(where: { $0.id == axis }) else {
                        throw ParseError(message: "no axis has the id '\(axis)'", offset: at)
                    }
                    values[index] = value
                }
                curve.values = values
            } else if curve.values.count != diagram.axes.count {
                throw ParseError(
                    message: "curve '\(curve.label)' has \(curve.values.count) values for \(diagram.axes.count) axes",
                    offset: offset)
            }
            diagram.curves.append(curve)
        }
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        let start = scanner.offset
        if scanner.matchKeyword("title") {
            let title = try scanner.scanChartText()
            diagram.title = title.isEmpty ? nil : title
        } else if scanner.matchKeyword("axis") {
            repeat {
                let (id, label) = try entry()
                diagram.axes.append(.init(id: id, label: label))
                scanner.skipSpaces()
            } while scanner.match(",")
        } else if scanner.matchKeyword("curve") {
            repeat {
                scanner.skipSpaces()
                let offset = scanner.offset
                let (id, label) = try entry()
                scanner.skipSpaces()
                guard scanner.peek() == "{" else {
                    throw ParseError(message: "expected '{' and the curve's values, such as '{3, 4, 5}'", offset: scanner.offset)
                }
                var values: [Double] = []
                var byAxis: [(String, Double, Int)]?
                for item in try scanner.scanList(open: "{", close: "}") {
                    let parts = item.text.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
                    guard let number = Double(parts[parts.count - 1]), number.isFinite else {
                        throw ParseError(message: "expected a number, found '\(item.text.prefix(20))'", offset: item.offset)
                    }
                    if parts.count == 2 {
                        byAxis = (byAxis ?? []) + [(parts[0], number, item.offset)]
                    } else {
                        values.append(number)
                    }
                }
                pending.append((.init(id: id, label: label, values: values), byAxis, offset))
                scanner.skipSpaces()
            } while scanner.match(",")
        } else if scanner.matchKeyword("max") || scanner.matchKeyword("min") {
            let isMax = scanner.source.string(start..<(start + 3)) == "max"
            scanner.skipSpaces()
            let valueStart = scanner.offset
            guard let value = Double(scanner.scanRestOfStatement().trimmingSpaces), value.isFinite else {
                throw ParseError(message: "expected a number after '\(isMax ? "max" : "min")'", offset: valueStart)
            }
            if isMax { diagram.maximum = value } else { diagram.minimum = value }
        } else if scanner.matchKeyword("graticule") {
            scanner.skipSpaces()
            let valueStart = scanner.offset
            switch scanner.scan(while: Scanner.isWordScalar) {
            case "circle": diagram.isPolygon = false
            case "polygon": diagram.isPolygon = true
            default: throw ParseError(message: "expected 'circle' or 'polygon' after 'graticule'", offset: valueStart)
            }
        } else if scanner.matchKeyword("ticks") {
            scanner.skipSpaces()
            let valueStart = scanner.offset
            guard let ticks = Int(scanner.scan(while: { ("0"..."9").contains($0) })), (1...20).contains(ticks) else {
                throw ParseError(message: "expected a number of rings from 1 to 20 after 'ticks'", offset: valueStart)
            }
            diagram.ticks = ticks
        } else if scanner.matchKeyword("showLegend") {
            scanner.skipSpaces()
            diagram.showsLegend = scanner.scan(while: Scanner.isWordScalar) != "false"
        } else {
            throw ParseError(
                message:
                    "expected 'axis', 'curve', 'title', 'max', 'min', 'graticule', 'ticks' or 'showLegend', found '\(currentWord())'",
                offset: start)
        }
    }

    /// `id` or `id["label"]`.
    private mutating func entry() throws(ParseError) -> (String, String) {
        scanner.skipSpaces()
        let start = scanner.offset
        let id = scanner.scanIdentifier(allowingDots: false)
        guard !id.isEmpty else { throw ParseError(message: "expected an id, found '\(currentWord())'", offset: start) }
        guard scanner.match("[") else { return (id, id) }
        scanner.skipSpaces()
        let label = scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scan { $0 != "]" && $0 != "\n" }.trimmingSpaces
        scanner.skipSpaces()
        guard scanner.match("]") else { throw ParseError(message: "'[' is never closed; add ']'", offset: start) }
        return (id, label)
    }
}
