/// Turns an edge's polyline into a smooth SVG path through its bend points with d3's
/// `curveBasis` (Mermaid's default curve), after shortening the ends for markers.
enum EdgePath {
    /// The `d` attribute for the points, with the ends pulled in by the given insets.
    static func d(_ points: [Point], startInset: Double, endInset: Double) -> String {
        guard points.count >= 2 else { return "" }
        var points = points
        points[0] = pulled(points[0], toward: points[1], by: startInset)
        points[points.count - 1] = pulled(points[points.count - 1], toward: points[points.count - 2], by: endInset)
        return basis(points)
    }

    /// Moves `point` towards `other` by `distance`, but never past the middle between them.
    static func pulled(_ point: Point, toward other: Point, by distance: Double) -> Point {
        guard distance > 0 else { return point }
        let (dx, dy) = (other.x - point.x, other.y - point.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return point }
        let step = min(distance, length / 2)
        return Point(x: point.x + dx / length * step, y: point.y + dy / length * step)
    }

    /// d3's uniform B-spline through the points, starting and ending on them.
    static func basis(_ points: [Point]) -> String {
        guard let first = points.first else { return "" }
        var d = "M\(SVGNumber.pair(first))"
        guard points.count > 2 else {
            return points.count == 2 ? d + "L\(SVGNumber.pair(points[1]))" : d
        }
        func curve(_ p0: Point, _ p1: Point, _ p: Point) -> String {
            let c1 = Point(x: (2 * p0.x + p1.x) / 3, y: (2 * p0.y + p1.y) / 3)
            let c2 = Point(x: (p0.x + 2 * p1.x) / 3, y: (p0.y + 2 * p1.y) / 3)
            let end = Point(x: (p0.x + 4 * p1.x + p.x) / 6, y: (p0.y + 4 * p1.y + p.y) / 6)
            return "C\(SVGNumber.pair(c1)) \(SVGNumber.pair(c2)) \(SVGNumber.pair(end))"
        }
        var p0 = points[0]
        var p1 = points[1]
        d += "L\(SVGNumber.pair(Point(x: (5 * p0.x + p1.x) / 6, y: (5 * p0.y + p1.y) / 6)))"
        for p in points.dropFirst(2) {
            d += curve(p0, p1, p)
            (p0, p1) = (p1, p)
        }
        d += curve(p0, p1, p1)
        d += "L\(SVGNumber.pair(p1))"
        return d
    }
}
