/// A point in diagram coordinates.
struct Point: Sendable, Hashable {
    var x: Double
    var y: Double
}

/// A width and height.
struct Size: Sendable, Hashable {
    var width: Double
    var height: Double

    static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle given by its centre and size, as layout works with nodes.
struct Rect: Sendable, Hashable {
    var center: Point
    var size: Size

    var minX: Double { center.x - size.width / 2 }
    var maxX: Double { center.x + size.width / 2 }
    var minY: Double { center.y - size.height / 2 }
    var maxY: Double { center.y + size.height / 2 }

    /// The rectangle spanning the given bounds.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        center = Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        size = Size(width: maxX - minX, height: maxY - minY)
    }

    init(center: Point, size: Size) {
        self.center = center
        self.size = size
    }

    /// Whether the two rectangles share interior area (touching edges do not count).
    func overlaps(_ other: Rect, tolerance: Double = 0.01) -> Bool {
        minX < other.maxX - tolerance && other.minX < maxX - tolerance && minY < other.maxY - tolerance
            && other.minY < maxY - tolerance
    }

    /// Whether the other rectangle lies inside this one.
    func contains(_ other: Rect, tolerance: Double = 0.01) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance && other.minY >= minY - tolerance
            && other.maxY <= maxY + tolerance
    }

    /// The part of the segment from `a` to `b` inside the rectangle, as a length in the
    /// segment's parameter (0 to 1); nil when the segment misses it (Liang–Barsky clipping).
    func clippedLength(from a: Point, to b: Point) -> Double? {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        var (low, high) = (0.0, 1.0)
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            if low > high { return nil }
        }
        return high - low
    }

    /// The same rectangle moved by the given offsets.
    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(center: Point(x: center.x + dx, y: center.y + dy), size: size)
    }
}
