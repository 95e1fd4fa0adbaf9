/// Placing scope layouts inside their blocks and finishing edges: ends clipped to shapes
/// and to the borders of clusters they point at, everything moved inside the padding.
extension CompoundLayout {
    func place(_ results: [Int?: ScopeResult], blockSizes: [Size], order: [Int?]) -> DiagramLayout {
        var layout = DiagramLayout()
        layout.nodes = graph.nodes.map { Rect(center: Point(x: 0, y: 0), size: $0.size) }
        layout.clusters = graph.clusters.map { _ in
            DiagramLayout.ClusterBox(rect: Rect(center: Point(x: 0, y: 0), size: .zero), title: Point(x: 0, y: 0))
        }
        layout.edges = graph.edges.map { _ in DiagramLayout.EdgeRoute(points: [], label: nil) }
        var origins: [Int?: Point] = [nil: Point(x: 0, y: 0)]
        var itemRects: [Int: Rect] = [:]
        var pending: [(edge: Int, from: Rect, to: Rect, fromShape: NodeShape, toShape: NodeShape, points: [Point])] = []
        for scope in order {
            guard let result = results[scope], let origin = origins[scope] else { continue }
            let shift = { (p: Point) in Point(x: p.x + origin.x, y: p.y + origin.y) }
            var rects: [Rect] = []
            for (item, point) in result.layout.items.enumerated() {
                let rect = Rect(center: shift(point), size: result.scope.items[item].size)
                rects.append(rect)
                if let n = result.itemNodes[item] { layout.nodes[n] = rect }
                if let c = result.itemBlocks[item] {
                    let title = graph.clusters[c].titleSize
                    let band = title.height > 0 ? title.height + spacing.clusterPadding : 0
                    let contentWidth = results[c]?.layout.size.width ?? 0
                    origins[c] = Point(x: rect.center.x - contentWidth / 2, y: rect.minY + band + blockPadding)
                    layout.clusters[c] = box(rect, cluster: c)
                    itemRects[c] = rect
                }
            }
            for (local, c) in result.clusterIndices.enumerated() {
                layout.clusters[c] = box(result.layout.clusters[local].offsetBy(dx: origin.x, dy: origin.y), cluster: c)
            }
            for (local, index) in result.edgeIndices.enumerated() {
                let (from, to) = result.edgeEnds[local]
                let points = result.layout.edgePoints[local].map(shift)
                pending.append((index, rects[from], rects[to], shape(ofItem: from, result), shape(ofItem: to, result), points))
                if let label = result.layout.edgeLabels[local] {
                    layout.edges[index].label = Rect(center: shift(label), size: graph.edges[index].labelSize)
                }
            }
        }
        for (index, fromRect, toRect, fromShape, toShape, points) in pending {
            layout.edges[index].points = route(
                graph.edges[index], from: (fromRect, fromShape), to: (toRect, toShape), points: points, layout: layout)
        }
        return translated(layout)
    }

    private func shape(ofItem item: Int, _ result: ScopeResult) -> NodeShape {
        result.itemNodes[item].map { graph.nodes[$0].shape } ?? .rectangle
    }

    /// A cluster box at least as wide as its title, with the title centred in the top band.
    private func box(_ rect: Rect, cluster: Int) -> DiagramLayout.ClusterBox {
        let title = graph.clusters[cluster].titleSize
        var rect = rect
        let needed = title.width + 2 * spacing.clusterPadding
        if rect.size.width < needed { rect.size.width = needed }
        let titleCenter = Point(x: rect.center.x, y: rect.minY + (title.height + spacing.clusterPadding) / 2)
        return DiagramLayout.ClusterBox(rect: rect, title: titleCenter)
    }

    /// The edge's polyline from border to border, clipped at clusters it targets.
    private func route(
        _ edge: GraphEdge, from: (rect: Rect, shape: NodeShape), to: (rect: Rect, shape: NodeShape), points: [Point],
        layout: DiagramLayout
    ) -> [Point] {
        let first = points.first ?? to.rect.center
        let last = points.last ?? from.rect.center
        var result =
            [ShapeOutline.intersection(from.shape, rect: from.rect, toward: first)] + points
            + [ShapeOutline.intersection(to.shape, rect: to.rect, toward: last)]
        if case .cluster(let c) = edge.from, !isolated[c] {
            result = clipStart(result, at: layout.clusters[c].rect)
        }
        if case .cluster(let c) = edge.to, !isolated[c] {
            result = Array(clipStart(Array(result.reversed()), at: layout.clusters[c].rect).reversed())
        }
        return result
    }

    /// Drops the part of a polyline before it leaves `rect`, starting it on the border.
    private func clipStart(_ points: [Point], at rect: Rect) -> [Point] {
        func inside(_ p: Point) -> Bool { p.x > rect.minX && p.x < rect.maxX && p.y > rect.minY && p.y < rect.maxY }
        guard let exit = points.indices.dropLast().first(where: { inside(points[$0]) && !inside(points[$0 + 1]) }) else {
            return points
        }
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
        ]
        guard let border = ShapeOutline.intersection(outline: corners, from: points[exit], toward: points[exit + 1]) else {
            return points
        }
        return [border] + points[(exit + 1)...]
    }

    /// Moves everything so the drawing starts at the outer padding, and sets the size.
    private func translated(_ layout: DiagramLayout) -> DiagramLayout {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ rect: Rect) {
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        layout.nodes.forEach(include)
        layout.clusters.forEach { include($0.rect) }
        for edge in layout.edges {
            edge.points.forEach { include(Rect(center: $0, size: .zero)) }
            if let label = edge.label { include(label) }
        }
        guard minX.isFinite else { return layout }
        let pad = spacing.diagramPadding
        let (dx, dy) = (pad - minX, pad - minY)
        var result = layout
        result.nodes = layout.nodes.map { $0.offsetBy(dx: dx, dy: dy) }
        result.clusters = layout.clusters.map {
            DiagramLayout.ClusterBox(rect: $0.rect.offsetBy(dx: dx, dy: dy), title: Point(x: $0.title.x + dx, y: $0.title.y + dy))
        }
        result.edges = layout.edges.map { edge in
            DiagramLayout.EdgeRoute(
                points: edge.points.map { Point(x: $0.x + dx, y: $0.y + dy) }, label: edge.label?.offsetBy(dx: dx, dy: dy))
        }
        result.size = Size(width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
        return result
    }
}
