/// Arrowheads, circles, crosses and relation marks at edge ends, as `<marker>` definitions with ids under
/// the diagram's prefix, and how far each shortens its line so the mark meets the border.
enum Markers {
    /// How far the line stops short of the border for a marker.
    static func inset(_ marker: EdgeMarker) -> Double {
        switch marker {
        case .none: 0
        case .arrow: 4
        case .circle, .cross: 10
        default: RelationMarkers.length(marker)
        }
    }

    /// One marker definition: a kind, an end, and the edge colour it is painted in (by index
    /// into the diagram's sorted edge colours; nil for the theme's edge colour).
    struct Use: Hashable, Sendable {
        var marker: EdgeMarker
        var start: Bool
        var color: Int?
    }

    /// The id of a marker definition.
    static func id(_ use: Use, prefix: String) -> String {
        "\(prefix)-\(use.marker.rawValue)-\(use.start ? "start" : "end")" + (use.color.map { "-c\($0)" } ?? "")
    }

    /// Writes the definitions the diagram uses, in a fixed order.
    static func write(_ used: Set<Use>, colors: [String], prefix: String, into writer: inout SVGWriter) {
        guard !used.isEmpty else { return }
        writer.open("defs")
        for color in [nil] + colors.indices.map({ Optional($0) }) {
            for marker in Self.drawingOrder {
                for start in [false, true] where used.contains(Use(marker: marker, start: start, color: color)) {
                    write(Use(marker: marker, start: start, color: color), colors: colors, prefix: prefix, into: &writer)
                }
            }
        }
        writer.close("defs")
    }

    /// Every mark, in the order definitions are written.
    private static let drawingOrder: [EdgeMarker] = [
        .arrow, .circle, .cross, .triangle, .filledDiamond, .hollowDiamond, .lollipop, .zeroOrOne, .exactlyOne, .zeroOrMore,
        .oneOrMore,
    ]

    private static func write(_ use: Use, colors: [String], prefix: String, into writer: inout SVGWriter) {
        let (marker, start) = (use.marker, use.start)
        if RelationMarkers.length(marker) > 0 {
            RelationMarkers.write(
                marker, start: start, id: id(use, prefix: prefix), color: use.color.map { colors[$0] }, into: &writer)
            return
        }
        let common: [(String, String)] = [
            ("id", id(use, prefix: prefix)), ("viewBox", "0 0 10 10"), ("refY", "5"),
            ("markerUnits", "userSpaceOnUse"), ("orient", "auto"),
        ]
        let color = use.color.map { colors[$0] }
        let paint = color.map { marker == .cross ? "stroke:\($0)" : "fill:\($0);stroke:\($0)" } ?? ""
        switch marker {
        case .arrow:
            writer.open("marker", common + [("refX", start ? "4.5" : "5"), ("markerWidth", "8"), ("markerHeight", "8")])
            writer.element(
                "path", [("class", "marker"), ("d", start ? "M0,5 L10,10 L10,0 z" : "M0,0 L10,5 L0,10 z"), ("style", paint)])
        case .circle:
            writer.open("marker", common + [("refX", start ? "10" : "0"), ("markerWidth", "10"), ("markerHeight", "10")])
            writer.element("circle", [("class", "marker"), ("cx", "5"), ("cy", "5"), ("r", "4.5"), ("style", paint)])
        case .cross:
            writer.open("marker", common + [("refX", start ? "10" : "0"), ("markerWidth", "10"), ("markerHeight", "10")])
            writer.element("path", [("class", "marker-open"), ("d", "M1.5,1.5 L8.5,8.5 M8.5,1.5 L1.5,8.5"), ("style", paint)])
        default:
            return
        }
        writer.close("marker")
    }
}

extension SVGWriter {
    /// A filled arrowhead drawn in place, not as a `<marker>`: its tip at `tip`, pointing away
    /// from `from`, `length` long and `halfWidth` to each side, for charts that draw their lines
    /// as plain paths.
    mutating func arrowhead(at tip: Point, from: Point, length: Double = 9, halfWidth: Double = 4, className: String) {
        let dx = tip.x - from.x
        let dy = tip.y - from.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0 else { return }
        let (ux, uy) = (dx / distance, dy / distance)
        let base = Point(x: tip.x - ux * length, y: tip.y - uy * length)
        let left = Point(x: base.x - uy * halfWidth, y: base.y + ux * halfWidth)
        let right = Point(x: base.x + uy * halfWidth, y: base.y - ux * halfWidth)
        element(
            "path",
            [("class", className), ("d", "M\(SVGNumber.pair(tip)) L\(SVGNumber.pair(left)) L\(SVGNumber.pair(right)) Z")])
    }
}
