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
