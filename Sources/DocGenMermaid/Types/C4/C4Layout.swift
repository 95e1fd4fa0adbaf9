/// Places a C4 diagram's shapes in rows inside their boundaries, as mermaid.js does, and routes
/// its relationships around the shapes.
///
/// Inside the diagram and each boundary, the shapes come first, in the order written, up to
/// `shapesInRow` to a row (Mermaid's `c4ShapeInRow`); the boundaries follow below them,
/// `boundariesInRow` to a row (`c4BoundaryInRow`), each laid out the same way. A boundary is as
/// wide as its rows or its title. Relationships are straight lines between the shapes' centres,
/// cut at their outlines, bent around any shape in between by ``ObstacleRouter``; a label sits
/// at the middle of its line, or further along it when a shape is there.
struct C4Layout {
    /// The diagram's graph, sized by ``GraphSizer``.
    let graph: DiagramGraph
    let shapesInRow: Int
    let boundariesInRow: Int

    /// The space between shapes in a row.
    static let shapeGap = 70.0
    /// The space between rows of shapes, taller for the labels of the relationships crossing it.
    static let rowGap = 70.0
    /// The space between boundaries in a row and between rows of boundaries.
    static let boundaryGap = 60.0
    /// The space inside a boundary's border.
    static let padding = 20.0
    /// How far a relationship keeps from the shapes it passes.
    static let clearance = 12.0
    /// The space around the drawing.
    static let margin = 8.0

    init(graph: DiagramGraph, shapesInRow: Int, boundariesInRow: Int) {
        self.graph = graph
        self.shapesInRow = max(1, shapesInRow)
        self.boundariesInRow = max(1, boundariesInRow)
    }

    func layout() -> DiagramLayout {
        var layout = DiagramLayout()
        layout.nodes = graph.nodes.map { Rect(center: Point(x: 0, y: 0), size: $0.size) }
        layout.clusters = graph.clusters.map { _ in
            DiagramLayout.ClusterBox(rect: Rect(center: Point(x: 0, y: 0), size: .zero), title: Point(x: 0, y: 0))
        }
        var shapes = [[Int]](repeating: [], count: graph.clusters.count + 1)
        var boundaries = [[Int]](repeating: [], count: graph.clusters.count + 1)
        for (index, node) in graph.nodes.enumerated() { shapes[node.cluster.map { $0 + 1 } ?? 0].append(index) }
        for (index, cluster) in graph.clusters.enumerated() { boundaries[cluster.parent.map { $0 + 1 } ?? 0].append(index) }
        var labels: [Int: Size] = [:]
        for edge in graph.edges where edge.label != nil {
            guard case .node(let a) = edge.from, case .node(let b) = edge.to else { continue }
            let size = labels[pair(a, b)] ?? .zero
            labels[pair(a, b)] = Size(
                width: max(size.width, edge.labelSize.width), height: max(size.height, edge.labelSize.height))
        }
        let scopes = Scopes(shapes: shapes, boundaries: boundaries, labels: labels)
        _ = place(scope: 0, at: Point(x: 0, y: 0), scopes: scopes, into: &layout)
        route(&layout)
        layout.frame(margin: Self.margin)
        return layout
    }

    /// What each scope holds, and the largest label between each pair of shapes.
    private struct Scopes {
        /// The shapes of each scope (0 for the diagram, `c + 1` for cluster `c`), in order.
        var shapes: [[Int]]
        /// The boundaries of each scope, in order.
        var boundaries: [[Int]]
        /// The largest label of the relationships between two shapes, by ``pair(_:_:)``.
        var labels: [Int: Size]
    }

    private func pair(_ a: Int, _ b: Int) -> Int { min(a, b) * graph.nodes.count + max(a, b) }

    /// Lays out a scope with its top left corner at `origin` and returns its size.
    ///
    /// Neighbours in a row, and neighbouring rows, move apart where a relationship between them
    /// has a label larger than the gap.
    private func place(scope: Int, at origin: Point, scopes: Scopes, into layout: inout DiagramLayout) -> Size {
        let (shapes, boundaries) = (scopes.shapes, scopes.boundaries)
        let cluster = scope > 0 ? graph.clusters[scope - 1] : nil
        let padding = cluster == nil ? 0 : Self.padding
        let title = cluster?.titleSize ?? .zero
        let top = title.height > 0 ? title.height + 8 + padding : padding
        var y = origin.y + top
        var width = 0.0
        var previousRow: ArraySlice<Int> = []
        for row in stride(from: 0, to: shapes[scope].count, by: shapesInRow) {
            let members = shapes[scope][row..<min(row + shapesInRow, shapes[scope].count)]
            if !previousRow.isEmpty {
                var gap = Self.rowGap
                for a in previousRow {
                    for b in members { gap = max(gap, (scopes.labels[pair(a, b)]?.height ?? 0) + 2 * Self.clearance) }
                }
                y += gap
            }
            let height = members.map { graph.nodes[$0].size.height }.max() ?? 0
            var x = origin.x + padding
            var previous: Int?
            for n in members {
                if let previous {
                    x += max(Self.shapeGap, (scopes.labels[pair(previous, n)]?.width ?? 0) + 2 * Self.clearance)
                }
                let size = graph.nodes[n].size
                layout.nodes[n] = Rect(center: Point(x: x + size.width / 2, y: y + height / 2), size: size)
                x += size.width
                previous = n
            }
            width = max(width, x - origin.x - padding)
            y += height
            previousRow = members
        }
        if !shapes[scope].isEmpty, !boundaries[scope].isEmpty { y += Self.rowGap }
        for row in stride(from: 0, to: boundaries[scope].count, by: boundariesInRow) {
            var x = origin.x + padding
            var height = 0.0
            for c in boundaries[scope][row..<min(row + boundariesInRow, boundaries[scope].count)] {
                let size = place(scope: c + 1, at: Point(x: x, y: y), scopes: scopes, into: &layout)
                x += size.width + Self.boundaryGap
                height = max(height, size.height)
            }
            width = max(width, x - Self.boundaryGap - origin.x - padding)
            y += height + Self.boundaryGap
        }
        if !boundaries[scope].isEmpty { y -= Self.boundaryGap }
        let size = Size(width: max(width, title.width) + 2 * padding, height: y - origin.y + padding)
        if let index = cluster.map({ _ in scope - 1 }) {
            let rect = Rect(minX: origin.x, minY: origin.y, maxX: origin.x + size.width, maxY: origin.y + size.height)
            layout.clusters[index] = DiagramLayout.ClusterBox(
                rect: rect, title: Point(x: rect.center.x, y: origin.y + 8 + title.height / 2))
        }
        return size
    }

    /// Routes every relationship around the shapes and the boundaries' titles, and places its label.
    private func route(_ layout: inout DiagramLayout) {
        let titles = graph.clusters.indices.compactMap { c -> Rect? in
            let size = graph.clusters[c].titleSize
            return size.height > 0 ? Rect(center: layout.clusters[c].title, size: size) : nil
        }
        var router = ObstacleRouter(boxes: layout.nodes + titles, margin: Self.clearance)
        var labels: [Rect] = []
        layout.edges = graph.edges.map { edge in
            guard case .node(let from) = edge.from, case .node(let to) = edge.to else {
                return DiagramLayout.EdgeRoute(points: [], label: nil)
            }
            let (source, target) = (layout.nodes[from], layout.nodes[to])
            var points: [Point]
            if from == to {
                let (x, top, bottom) = (
                    source.maxX, source.center.y - source.size.height / 4, source.center.y + source.size.height / 4
                )
                points = [
                    Point(x: x, y: top), Point(x: x + 2 * Self.clearance, y: top), Point(x: x + 2 * Self.clearance, y: bottom),
                    Point(x: x, y: bottom),
                ]
            } else {
                points = router.route(from: source.center, to: target.center, ignoring: [from, to])
                points[0] = ShapeOutline.intersection(graph.nodes[from].shape, rect: source, toward: points[1])
                points[points.count - 1] = ShapeOutline.intersection(
                    graph.nodes[to].shape, rect: target, toward: points[points.count - 2])
                points = Self.tightened(points)
            }
            guard edge.label != nil else { return DiagramLayout.EdgeRoute(points: points, label: nil) }
            // Only the boxes near the line can be in the label's way.
            var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            for point in points {
                (minX, minY) = (min(minX, point.x), min(minY, point.y))
                (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
            }
            let (w, h) = (edge.labelSize.width, edge.labelSize.height)
            let reach = Rect(minX: minX - w, minY: minY - h, maxX: maxX + w, maxY: maxY + h)
            let near = [layout.nodes, titles, labels].joined().filter { $0.overlaps(reach) }
            let label = labelBox(along: points, size: edge.labelSize, avoiding: near)
            labels.append(label)
            return DiagramLayout.EdgeRoute(points: points, label: label)
        }
    }

    /// The polyline with a point just before and after each bend, so the smooth curve drawn
    /// through it turns close to the bend instead of cutting the corner of the shape it passes.
    private static func tightened(_ points: [Point]) -> [Point] {
        guard points.count > 2 else { return points }
        var result = [points[0]]
        for index in 1..<(points.count - 1) {
            let (before, bend, after) = (points[index - 1], points[index], points[index + 1])
            result.append(EdgePath.pulled(bend, toward: before, by: 8))
            result.append(bend)
            result.append(EdgePath.pulled(bend, toward: after, by: 8))
        }
        result.append(points[points.count - 1])
        return result
    }

    /// The label's box on the line: at its middle, or the nearest point along it clear of the
    /// shapes, titles and labels placed before; where none is clear, the one covering least.
    private func labelBox(along points: [Point], size: Size, avoiding boxes: [Rect]) -> Rect {
        let lengths = zip(points, points.dropFirst()).map { a, b in
            ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
        let total = lengths.reduce(0, +)
        func point(at fraction: Double) -> Point {
            var remaining = total * fraction
            for (index, length) in lengths.enumerated() {
                if remaining <= length, length > 0 {
                    let (a, b) = (points[index], points[index + 1])
                    let t = remaining / length
                    return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                remaining -= length
            }
            return points[points.count - 1]
        }
        var best = Rect(center: point(at: 0.5), size: size)
        var bestCovered = Double.infinity
        // From the middle outwards in steps of a twentieth of the line, both ways.
        for step in 0...16 {
            let fraction = 0.5 + Double((step + 1) / 2) * (step % 2 == 0 ? 0.05 : -0.05)
            let box = Rect(center: point(at: fraction), size: size)
            var covered = 0.0
            for other in boxes where other.overlaps(box) {
                covered +=
                    (min(box.maxX, other.maxX) - max(box.minX, other.minX))
                    * (min(box.maxY, other.maxY) - max(box.minY, other.minY))
            }
            if covered == 0 { return box }
            if covered < bestCovered { (best, bestCovered) = (box, covered) }
        }
        return best
    }
}
