/// Places a block diagram's blocks on its grid and draws its edges between them.
///
/// Every group (the diagram and each composite block) has columns of one width: the widest
/// item's share of the columns it spans, as in Mermaid. Items fill the row left to right and
/// wrap when the next one does not fit; a row is as tall as its tallest item. A rectangle or
/// hexagon fills its cell, any other shape keeps its own size, centred; a composite block
/// fills its cell and widens its own columns to match. Edges are straight lines between the
/// blocks' centres, cut at their outlines, with the label at the middle.
struct BlockLayout {
    let diagram: BlockDiagram
    /// The diagram's graph, sized by ``GraphSizer``.
    let graph: DiagramGraph

    /// The space between cells, and inside a composite block's border.
    static let gap = 8.0
    /// Mermaid's `block.padding`: a block is this much wider and taller than its label.
    static let nodePadding = 8.0
    /// The space around the drawing.
    static let margin = 8.0

    /// A group's grid at its natural size.
    private struct Grid {
        var columns: Int
        var columnWidth: Double
        /// Each row's items with the column they start at.
        var rows: [[(item: BlockItem, column: Int)]]
        var rowHeights: [Double]
        var padding: Double

        var size: Size {
            let width = Double(columns) * columnWidth + Double(columns - 1) * BlockLayout.gap + 2 * padding
            let height =
                rowHeights.reduce(0, +) + Double(max(0, rowHeights.count - 1)) * BlockLayout.gap + 2 * padding
            return Size(width: width, height: height)
        }
    }

    func layout() -> DiagramLayout {
        var layout = DiagramLayout()
        layout.nodes = graph.nodes.map { Rect(center: Point(x: 0, y: 0), size: $0.size) }
        layout.clusters = graph.clusters.map { _ in
            DiagramLayout.ClusterBox(rect: Rect(center: Point(x: 0, y: 0), size: .zero), title: Point(x: 0, y: 0))
        }
        var grids: [Int: Grid] = [:]
        let root = grid(0, cache: &grids)
        arrange(0, in: Rect(minX: 0, minY: 0, maxX: root.size.width, maxY: root.size.height), grids: grids, into: &layout)
        layout.edges = graph.edges.map { route($0, layout) }
        layout.frame(margin: Self.margin)
        return layout
    }

    /// The natural grid of group `index`, computing its composite children's first.
    private func grid(_ index: Int, cache: inout [Int: Grid]) -> Grid {
        if let cached = cache[index] { return cached }
        let group = diagram.groups[index]
        let columns = max(1, group.columns ?? group.items.reduce(0) { $0 + $1.span })
        var rows: [[(item: BlockItem, column: Int)]] = [[]]
        var cursor = 0
        for item in group.items {
            let span = min(item.span, columns)
            if cursor + span > columns, cursor > 0 {
                rows.append([])
                cursor = 0
            }
            rows[rows.count - 1].append((item, cursor))
            cursor += span
        }
        if rows.last?.isEmpty == true, rows.count > 1 { rows.removeLast() }
        var columnWidth = 0.0
        var heights: [Double] = []
        for row in rows {
            var height = 0.0
            for (item, _) in row {
                let size = naturalSize(item, cache: &cache)
                let span = Double(min(item.span, columns))
                columnWidth = max(columnWidth, (size.width - (span - 1) * Self.gap) / span)
                height = max(height, size.height)
            }
            heights.append(height)
        }
        // A row of spaces alone is as tall as the group's shortest row of blocks.
        let typical = heights.filter { $0 > 0 }.min() ?? 0
        heights = heights.map { $0 > 0 ? $0 : typical }
        let result = Grid(
            columns: columns, columnWidth: columnWidth, rows: rows, rowHeights: heights, padding: index == 0 ? 0 : Self.gap)
        cache[index] = result
        return result
    }

    private func naturalSize(_ item: BlockItem, cache: inout [Int: Grid]) -> Size {
        switch item.content {
        case .node(let n): graph.nodes[n].size
        case .group(let g): grid(g, cache: &cache).size
        case .space: .zero
        }
    }

    /// Places group `index` in `box`, widening its columns and rows to fill it.
    private func arrange(_ index: Int, in box: Rect, grids: [Int: Grid], into layout: inout DiagramLayout) {
        guard let grid = grids[index] else { return }
        if index > 0 { layout.clusters[index - 1] = DiagramLayout.ClusterBox(rect: box, title: box.center) }
        let columns = Double(grid.columns)
        let columnWidth = max(
            grid.columnWidth, (box.size.width - 2 * grid.padding - (columns - 1) * Self.gap) / columns)
        let extra = max(0, box.size.height - grid.size.height) / Double(max(1, grid.rows.count))
        var y = box.minY + grid.padding
        for (row, items) in grid.rows.enumerated() {
            let height = grid.rowHeights[row] + extra
            for (item, column) in items {
                let span = Double(min(item.span, grid.columns))
                let minX = box.minX + grid.padding + Double(column) * (columnWidth + Self.gap)
                let cell = Rect(minX: minX, minY: y, maxX: minX + span * columnWidth + (span - 1) * Self.gap, maxY: y + height)
                switch item.content {
                case .node(let n):
                    let natural = graph.nodes[n].size
                    let size = Self.fillsCell(graph.nodes[n].shape) ? cell.size : natural
                    layout.nodes[n] = Rect(center: cell.center, size: size)
                case .group(let g):
                    arrange(g, in: cell, grids: grids, into: &layout)
                case .space:
                    continue
                }
            }
            y += height + Self.gap
        }
    }

    /// Whether a shape stretches to its cell, as Mermaid stretches rectangles and hexagons; the
    /// other shapes keep their own size, centred, so a slanted side never reaches the label.
    private static func fillsCell(_ shape: NodeShape) -> Bool {
        switch shape {
        case .rectangle, .rounded, .hexagon: true
        default: false
        }
    }

    /// A straight edge between two placed ends, cut at their outlines; a loop beside a block
    /// that links to itself.
    private func route(_ edge: GraphEdge, _ layout: DiagramLayout) -> DiagramLayout.EdgeRoute {
        let (from, fromShape) = end(edge.from, layout)
        let (to, toShape) = end(edge.to, layout)
        var points: [Point]
        if edge.from == edge.to {
            let (x, top, bottom) = (from.maxX, from.center.y - from.size.height / 4, from.center.y + from.size.height / 4)
            points = [
                Point(x: x, y: top), Point(x: x + 2 * Self.gap + 8, y: top), Point(x: x + 2 * Self.gap + 8, y: bottom),
                Point(x: x, y: bottom),
            ]
        } else {
            points = [
                ShapeOutline.intersection(fromShape, rect: from, toward: to.center),
                ShapeOutline.intersection(toShape, rect: to, toward: from.center),
            ]
        }
        guard edge.label != nil, points.count >= 2 else { return DiagramLayout.EdgeRoute(points: points, label: nil) }
        let middle =
            points.count == 2
            ? Point(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
            : Point(x: points[1].x + edge.labelSize.width / 2, y: from.center.y)
        return DiagramLayout.EdgeRoute(points: points, label: Rect(center: middle, size: edge.labelSize))
    }

    private func end(_ endpoint: GraphEndpoint, _ layout: DiagramLayout) -> (Rect, NodeShape) {
        switch endpoint {
        case .node(let n): (layout.nodes[n], graph.nodes[n].shape == .blockArrow ? .rectangle : graph.nodes[n].shape)
        case .cluster(let c): (layout.clusters[c].rect, .rectangle)
        }
    }
}
