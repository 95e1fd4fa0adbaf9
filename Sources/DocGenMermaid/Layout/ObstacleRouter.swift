/// Routes edges between boxes that are already placed, around the boxes in between.
///
/// An edge is a straight line from centre to centre when nothing lies across it. Otherwise it is
/// the shortest polyline through the corners of the other boxes, each grown by `margin` (a
/// visibility graph searched with A*), so it passes boxes at that distance and never through
/// one. Visibility is tested only for the corners the search reaches, so a clear diagram costs
/// one segment test per box and edge.
struct ObstacleRouter {
    /// The boxes to avoid, grown by the margin.
    private let obstacles: [Rect]
    /// The corners a route may bend at, just outside the grown boxes, and the box each belongs to.
    private let corners: [(point: Point, owner: Int)]

    /// A router around `boxes`, keeping `margin` from each.
    init(boxes: [Rect], margin: Double) {
        obstacles = boxes.map {
            Rect(center: $0.center, size: Size(width: $0.size.width + 2 * margin, height: $0.size.height + 2 * margin))
        }
        var corners: [(point: Point, owner: Int)] = []
        for (index, box) in boxes.enumerated() {
            let grown = Rect(
                center: box.center, size: Size(width: box.size.width + 2 * margin + 2, height: box.size.height + 2 * margin + 2))
            for corner in [
                Point(x: grown.minX, y: grown.minY), Point(x: grown.maxX, y: grown.minY), Point(x: grown.maxX, y: grown.maxY),
                Point(x: grown.minX, y: grown.maxY),
            ] where !obstacles.contains(where: { Self.strictlyInside(corner, $0) }) {
                corners.append((corner, index))
            }
        }
        self.corners = corners
    }

    /// The polyline from `start` to `end`, avoiding every box but those in `ignoring` (the
    /// edge's own ends, which it starts and stops inside).
    func route(from start: Point, to end: Point, ignoring: [Int]) -> [Point] {
        if visible(start, end, ignoring: ignoring) { return [start, end] }
        // A* over start (index 0), the usable corners (1...) and the end (last).
        let usable = corners.filter { !ignoring.contains($0.owner) }.map(\.point)
        let points = [start] + usable + [end]
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
            guard best >= 0 else { return [start, end] }
            if best == target { break }
            closed[best] = true
            for next in points.indices where !closed[next] && next != best {
                let step = cost[best] + Self.distance(points[best], points[next])
                guard step < cost[next], visible(points[best], points[next], ignoring: ignoring) else { continue }
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
