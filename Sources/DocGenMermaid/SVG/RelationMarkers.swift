/// The marks of class relations (hollow triangle, diamonds, lollipop) and ER crow's feet
/// (bars, circles and feet), drawn in user units at their true size.
///
/// Each is drawn for an edge's end: it spans `length` along the line, its far side on the
/// node's border, and the line stops where it starts. A start mark is the same drawing mirrored.
enum RelationMarkers {
    /// One part of a mark, in end orientation (the border at `x == length`).
    private enum Part {
        case polygon([Point], className: String)
        case circle(Point, radius: Double, className: String)
        case lines([(Point, Point)], className: String)
    }

    /// How far the mark reaches along its line; 0 for marks this type does not draw.
    static func length(_ marker: EdgeMarker) -> Double {
        switch marker {
        case .triangle, .filledDiamond, .hollowDiamond: 18
        case .lollipop: 12
        case .zeroOrOne, .exactlyOne, .zeroOrMore, .oneOrMore: 22
        case .none, .arrow, .circle, .cross: 0
        }
    }

    private static func height(_ marker: EdgeMarker) -> Double {
        switch marker {
        case .triangle: 16
        case .filledDiamond, .hollowDiamond, .lollipop: 12
        default: 18
        }
    }

    private static func parts(_ marker: EdgeMarker) -> [Part] {
        let p = { (x: Double, y: Double) in Point(x: x, y: y) }
        let axis = (p(0, 9), p(22, 9))
        let foot = [(p(10, 9), p(22, 1)), (p(10, 9), p(22, 17))]
        let zero = Part.circle(p(5, 9), radius: 4, className: "marker-hollow")
        switch marker {
        case .triangle:
            return [.polygon([p(0, 1), p(18, 8), p(0, 15)], className: "marker-hollow")]
        case .filledDiamond, .hollowDiamond:
            let points = [p(0, 6), p(9, 0.5), p(18, 6), p(9, 11.5)]
            return [.polygon(points, className: marker == .filledDiamond ? "marker" : "marker-hollow")]
        case .lollipop:
            return [.circle(p(6, 6), radius: 5, className: "marker-hollow")]
        case .zeroOrOne:
            return [zero, .lines([(p(9, 9), p(22, 9)), (p(15, 2), p(15, 16))], className: "marker-line")]
        case .exactlyOne:
            return [.lines([axis, (p(12, 2), p(12, 16)), (p(16, 2), p(16, 16))], className: "marker-line")]
        case .zeroOrMore:
            return [zero, .lines([(p(9, 9), p(22, 9))] + foot, className: "marker-line")]
        case .oneOrMore:
            return [.lines([axis, (p(6, 2), p(6, 16))] + foot, className: "marker-line")]
        case .none, .arrow, .circle, .cross:
            return []
        }
    }

    /// Writes one `<marker>` definition; `paint` is an explicit edge colour's style, or empty.
    static func write(_ marker: EdgeMarker, start: Bool, id: String, color: String?, into writer: inout SVGWriter) {
        let (length, height) = (Self.length(marker), Self.height(marker))
        let f = SVGNumber.format
        let place = { (point: Point) in start ? Point(x: length - point.x, y: point.y) : point }
        writer.open(
            "marker",
            [
                ("id", id), ("viewBox", "0 0 \(f(length)) \(f(height))"), ("refX", start ? f(length) : "0"),
                ("refY", f(height / 2)), ("markerUnits", "userSpaceOnUse"), ("markerWidth", f(length)),
                ("markerHeight", f(height)), ("orient", "auto"),
            ])
        for part in parts(marker) {
            switch part {
            case .polygon(let points, let className):
                let d = "M" + points.map { SVGNumber.pair(place($0)) }.joined(separator: " L") + " z"
                writer.element("path", [("class", className), ("d", d), ("style", paint(color, className))])
            case .circle(let center, let radius, let className):
                let c = place(center)
                writer.element(
                    "circle",
                    [
                        ("class", className), ("cx", f(c.x)), ("cy", f(c.y)), ("r", f(radius)),
                        ("style", paint(color, className)),
                    ])
            case .lines(let segments, let className):
                let d = segments.map { "M\(SVGNumber.pair(place($0.0))) L\(SVGNumber.pair(place($0.1)))" }
                    .joined(separator: " ")
                writer.element("path", [("class", className), ("d", d), ("style", paint(color, className))])
            }
        }
        writer.close("marker")
    }

    private static func paint(_ color: String?, _ className: String) -> String {
        guard let color else { return "" }
        return className == "marker" ? "fill:\(color);stroke:\(color)" : "stroke:\(color)"
    }
}
