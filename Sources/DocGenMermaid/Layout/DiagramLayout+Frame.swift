/// Fitting a laid-out drawing to its canvas, for the layouts that place boxes themselves.
extension DiagramLayout {
    /// Moves everything so the drawing, edge points and labels included, starts at `margin`,
    /// and sizes the canvas to it with the same margin on the far sides.
    mutating func frame(margin: Double) {
        var boxes = nodes + clusters.map(\.rect) + edges.compactMap(\.label)
        boxes += edges.flatMap { $0.points.map { Rect(center: $0, size: .zero) } }
        guard let first = boxes.first else {
            size = Size(width: 2 * margin, height: 2 * margin)
            return
        }
        var (minX, minY, maxX, maxY) = (first.minX, first.minY, first.maxX, first.maxY)
        for box in boxes {
            (minX, minY) = (min(minX, box.minX), min(minY, box.minY))
            (maxX, maxY) = (max(maxX, box.maxX), max(maxY, box.maxY))
        }
        let (dx, dy) = (margin - minX, margin - minY)
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        func moved(_ rect: Rect) -> Rect { Rect(center: moved(rect.center), size: rect.size) }
        nodes = nodes.map(moved)
        clusters = clusters.map { ClusterBox(rect: moved($0.rect), title: moved($0.title)) }
        edges = edges.map { EdgeRoute(points: $0.points.map(moved), label: $0.label.map(moved)) }
        size = Size(width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }
}
