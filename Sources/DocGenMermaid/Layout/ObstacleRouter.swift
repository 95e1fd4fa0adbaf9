/// Routes edges between boxes that are already placed, around the boxes in between.
///
/// An edge is a straight line from centre to centre when nothing lies across it. Otherwise it is
/// the shortest polyline through the corners of the boxes, each grown by `margin` (a visibility
/// graph searched with A*), so it passes boxes at that distance and never through one.
/// Visibility is tested only for the pairs the search reaches, and between two corners it is
/// remembered for the next edge; a clear diagram costs one segment test per box and edge. The
/// searches share a budget of box tests; once it is spent, as only a diagram of thousands of
/// boxes can, edges stay straight.
struct ObstacleRouter {
    /// The segment-box tests left for bending edges.
    private(set) var budget = 16_000_000
    /// The boxes to avoid, grown by the margin.
    private let obstacles: [Rect]
    /// The corners a route may bend at, just outside the grown boxes.
    private let corners: [Point]
    /// Whether two corners see each other past every box, once tested.
    ///
    /// At `a * corners.count + b`: 0 untested, 1 clear, 2 blocked. Made at the first bend; not
    /// kept for more than ``cachedCorners`` corners, whose table would outweigh the tests it saves.
    private var cornerVisibility: [UInt8] = []
    private static let cachedCorners = 2_048

    /// A router around `boxes`, keeping `margin` from each.
    init(boxes: [Rect], margin: Double) {
        obstacles = boxes.map {
            Rect(center: $0.center, size: Size(width: $0.size.width + 2 * margin, height: $0.size.height + 2 * margin))
        }
        var corners: [Point] = []
        for box in boxes {
            let grown = Rect(
                center: box.center, size: Size(width: box.size.width + 2 * margin + 2, height: box.size.height + 2 * margin + 2))
            for corner in [
                Point(x: grown.minX, y: grown.minY), Point(x: grown.maxX, y: grown.minY), Point(x: grown.maxX, y: grown.maxY),
                Point(x: grown.minX, y: grown.maxY),
            ] where !obstacles.contains(where: { Self.strictlyInside(corner, $0) }) {
                corners.append(corner)
            }
        }
        self.corners = corners
    }

    /// The polyline from `start` to `end`, avoiding every box but those in `ignoring` (the
    /// edge's own ends, which it starts and stops inside).
    ///
    /// Between two corners it avoids the ends' boxes too: a route leaves its start and reaches
    /// its end directly, and never runs across either.
    mutating func route(from start: Point, to end: Point, ignoring: [Int]) -> [Point] {
        if visible(start, end, ignoring: ignoring) || budget <= 0 { return [start, end] }
        // A* over start (index 0), the corners (1...corners.count) and the end (last).
        let points = [start] + corners + [end]
        let target = points.count - 1
        var cost = [Double](repeating: .infinity, count: points.count)
        var previous = [Int](repeating: -1, count: points.count)
        var closed = [Bool](repeating: false, count: points.count)
        cost[0] = 0
        while true {
            var best = -1
            var bestScore = Double.infinity
            for index in points.indices where !closed[index] && cost[index] < .infinity {
                let score = cost[index] + Self.distance(points[index], end)
                if score < bestScore { (best, bestScore) = (index, score) }
            }
            guard best >= 0, budget > 0 else { return [start, end] }
            if best == target { break }
            closed[best] = true
            for next in points.indices where !closed[next] && next != best {
                let step = cost[best] + Self.distance(points[best], points[next])
                guard step < cost[next] else { continue }
                let clear: Bool
                if best == 0 || next == target {
                    budget -= obstacles.count
                    clear = visible(points[best], points[next], ignoring: ignoring)
                } else {
                    clear = cornersVisible(best - 1, next - 1)
                }
                guard clear else { continue }
                cost[next] = step
                previous[next] = best
            }
        }
        var path = [end]
        var current = target
        while previous[current] >= 0 {
            current = previous[current]
            path.append(points[current])
        }
        return path.reversed()
    }

    /// Whether two corners see each other past every box, tested once per pair.
    private mutating func cornersVisible(_ a: Int, _ b: Int) -> Bool {
        let cached = corners.count <= Self.cachedCorners
        if cached, cornerVisibility.isEmpty { cornerVisibility = [UInt8](repeating: 0, count: corners.count * corners.count) }
        let key = min(a, b) * corners.count + max(a, b)
        if cached, cornerVisibility[key] != 0 { return cornerVisibility[key] == 1 }
        budget -= obstacles.count
        let clear = visible(corners[a], corners[b], ignoring: [])
        if cached { cornerVisibility[key] = clear ? 1 : 2 }
        return clear
    }

    /// Whether the segment crosses no box's interior, apart from the ignored ones.
    private func visible(_ a: Point, _ b: Point, ignoring: [Int]) -> Bool {
        let (lowX, highX) = (min(a.x, b.x), max(a.x, b.x))
        let (lowY, highY) = (min(a.y, b.y), max(a.y, b.y))
        for (index, box) in obstacles.enumerated() {
            guard highX > box.minX, lowX < box.maxX, highY > box.minY, lowY < box.maxY else { continue }
            if ignoring.contains(index) { continue }
            if (box.clippedLength(from: a, to: b) ?? 0) > 1e-9 { return false }
        }
        return true
    }

    private static func strictlyInside(_ point: Point, _ box: Rect) -> Bool {
        point.x > box.minX && point.x < box.maxX && point.y > box.minY && point.y < box.maxY
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let (dx, dy) = (a.x - b.x, a.y - b.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
