import Foundation

/// The outline of every node shape as a polygon around the node's centre, used both to
/// draw polygonal shapes and to end edges exactly on a shape's border.
enum ShapeOutline {
    /// The outline's corners, clockwise from the top left, relative to the centre.
    static func polygon(_ shape: NodeShape, size: Size) -> [Point] {
        let (w, h) = (size.width / 2, size.height / 2)
        let slant = size.height / 3
        switch shape {
        case .diamond, .choice:
            return [Point(x: 0, y: -h), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: -w, y: 0)]
        case .hexagon:
            let m = size.height / 4
            return [
                Point(x: -w + m, y: -h), Point(x: w - m, y: -h), Point(x: w, y: 0), Point(x: w - m, y: h),
                Point(x: -w + m, y: h), Point(x: -w, y: 0),
            ]
        case .leanRight:
            return [Point(x: -w + slant, y: -h), Point(x: w, y: -h), Point(x: w - slant, y: h), Point(x: -w, y: h)]
        case .leanLeft:
            return [Point(x: -w, y: -h), Point(x: w - slant, y: -h), Point(x: w, y: h), Point(x: -w + slant, y: h)]
        case .trapezoid:
            return [Point(x: -w + slant, y: -h), Point(x: w - slant, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        case .invertedTrapezoid:
            return [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w - slant, y: h), Point(x: -w + slant, y: h)]
        case .odd:
            return [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h), Point(x: -w + h / 2, y: 0)]
        case .triangle, .flippedTriangle, .notchedPentagon, .slopedRectangle, .notchedRectangle:
            return cornerPolygon(shape, size: size)
        case .circle, .doubleCircle, .smallCircle, .stateStart, .stateEnd, .filledCircle, .crossedCircle, .cloud, .bang:
            return (0..<32).map { i in
                let angle = Double(i) * .pi / 16
                return Point(x: w * cos(angle), y: h * sin(angle))
            }
        case .stadium:
            let r = min(w, h)
            var points: [Point] = []
            for i in 0...8 {
                let angle = -Double.pi / 2 + Double(i) * .pi / 8
                points.append(Point(x: w - r + r * cos(angle), y: r * sin(angle)))
            }
            for i in 0...8 {
                let angle = Double.pi / 2 + Double(i) * .pi / 8
                points.append(Point(x: -w + r + r * cos(angle), y: r * sin(angle)))
            }
            return points
        case .rectangle, .rounded, .subroutine, .cylinder, .text, .fork, .join, .note, .state, .classBox, .entity,
            .dataStore, .linedRectangle, .braceLeft, .braceRight, .braces, .document, .delay, .horizontalCylinder,
            .linedCylinder, .curvedTrapezoid, .blockArrow, .dividedRectangle, .windowPane, .stackedDocument, .stackedRectangle,
            .bowTieRectangle, .taggedDocument, .taggedRectangle, .flag, .linedDocument, .icon, .image,
            // Edges end on the box of an hourglass or bolt, not inside their outline.
            .hourglass, .bolt:
            return [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        }
    }

    /// Where the segment from the shape's centre towards `target` leaves the outline, or
    /// `target` itself when it lies inside.
    static func intersection(_ shape: NodeShape, rect: Rect, toward target: Point) -> Point {
        let outline = polygon(shape, size: rect.size).map { Point(x: $0.x + rect.center.x, y: $0.y + rect.center.y) }
        return intersection(outline: outline, from: rect.center, toward: target) ?? target
    }

    /// The first crossing of the segment `from`→`toward` with a closed polygon.
    static func intersection(outline: [Point], from start: Point, toward end: Point) -> Point? {
        var best: (t: Double, point: Point)?
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        for i in outline.indices {
            let a = outline[i]
            let b = outline[(i + 1) % outline.count]
            let (ex, ey) = (b.x - a.x, b.y - a.y)
            let denominator = dx * ey - dy * ex
            guard abs(denominator) > 1e-12 else { continue }
            let t = ((a.x - start.x) * ey - (a.y - start.y) * ex) / denominator
            let u = ((a.x - start.x) * dy - (a.y - start.y) * dx) / denominator
            guard t >= 0, t <= 1 + 1e-9, u >= -1e-9, u <= 1 + 1e-9 else { continue }
            if let current = best, current.t <= t { continue }
            best = (t, Point(x: start.x + t * dx, y: start.y + t * dy))
        }
        return best?.point
    }

    /// The distance from a point to the nearest side of a shape's outline.
    static func distanceToBorder(_ shape: NodeShape, rect: Rect, point: Point) -> Double {
        let outline = polygon(shape, size: rect.size).map { Point(x: $0.x + rect.center.x, y: $0.y + rect.center.y) }
        var best = Double.infinity
        for i in outline.indices {
            let a = outline[i]
            let b = outline[(i + 1) % outline.count]
            let (ex, ey) = (b.x - a.x, b.y - a.y)
            let length = ex * ex + ey * ey
            let t = length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * ex + (point.y - a.y) * ey) / length))
            let (px, py) = (a.x + t * ex - point.x, a.y + t * ey - point.y)
            best = min(best, (px * px + py * py).squareRoot())
        }
        return best
    }
}

/// Corners of the straight-edged Mermaid 11 shapes, clockwise from the top left.
extension ShapeOutline {
    /// The corners of a triangle, pentagon, sloped or notched box, hourglass or bolt.
    static func cornerPolygon(_ shape: NodeShape, size: Size) -> [Point] {
        let (w, h) = (size.width / 2, size.height / 2)
        switch shape {
        case .triangle:
            return [Point(x: 0, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        case .flippedTriangle:
            return [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: 0, y: h)]
        case .notchedPentagon:
            let m = size.height / 4
            return [
                Point(x: -w + m, y: -h), Point(x: w - m, y: -h), Point(x: w, y: -h + m), Point(x: w, y: h), Point(x: -w, y: h),
                Point(x: -w, y: -h + m),
            ]
        case .slopedRectangle:
            return [Point(x: -w, y: -h + size.height / 4), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        case .notchedRectangle:
            let m = min(12, size.height / 3)
            return [Point(x: -w + m, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h), Point(x: -w, y: -h + m)]
        case .hourglass:
            return [
                Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: 0, y: 0), Point(x: w, y: h), Point(x: -w, y: h),
                Point(x: 0, y: 0),
            ]
        case .bolt:
            let unit: [(Double, Double)] = [
                (-0.2, -1), (0.6, -1), (0.1, -0.15), (0.55, -0.15), (-0.35, 1), (0, 0.1), (-0.5, 0.1),
            ]
            return unit.map { Point(x: $0.0 * w, y: $0.1 * h) }
        default:
            return [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        }
    }
}
