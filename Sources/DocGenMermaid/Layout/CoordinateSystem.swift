/// Maps between the top-to-bottom space the phases work in and the diagram's direction
/// (dagre's `coordinate-system`): LR and RL turn sizes on the way in and swap axes on the
/// way out; BT and RL mirror the rank axis.
enum CoordinateSystem {
    /// Which side of a cluster, in layout space, its title band occupies so that the title
    /// ends up at the top of the drawn box.
    enum TitleSide: Sendable {
        case top, bottom, left
    }

    static func titleSide(for direction: FlowDirection) -> TitleSide {
        switch direction {
        case .topToBottom: .top
        case .bottomToTop: .bottom
        case .leftToRight, .rightToLeft: .left
        }
    }

    /// A size as the phases see it.
    static func adjust(_ size: Size, horizontal: Bool) -> Size {
        horizontal ? Size(width: size.height, height: size.width) : size
    }

    /// A layout-space point in the diagram's direction.
    static func undo(_ point: Point, direction: FlowDirection) -> Point {
        switch direction {
        case .topToBottom: point
        case .bottomToTop: Point(x: point.x, y: -point.y)
        case .leftToRight: Point(x: point.y, y: point.x)
        case .rightToLeft: Point(x: -point.y, y: point.x)
        }
    }

    /// Turns every coordinate of a scope layout to the diagram's direction.
    static func undo(_ layout: inout ScopeLayout, direction: FlowDirection) {
        guard direction != .topToBottom else { return }
        layout.items = layout.items.map { undo($0, direction: direction) }
        layout.edgePoints = layout.edgePoints.map { $0.map { undo($0, direction: direction) } }
        layout.edgeLabels = layout.edgeLabels.map { $0.map { undo($0, direction: direction) } }
        layout.clusters = layout.clusters.map { rect in
            let size = direction.isHorizontal ? Size(width: rect.size.height, height: rect.size.width) : rect.size
            return Rect(center: undo(rect.center, direction: direction), size: size)
        }
    }

    /// Moves a scope layout so its content starts at 0,0 and records its size.
    static func translateToOrigin(_ layout: inout ScopeLayout, scope: LayoutScope) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ rect: Rect) {
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        for (index, point) in layout.items.enumerated() { include(Rect(center: point, size: scope.items[index].size)) }
        for rect in layout.clusters { include(rect) }
        for points in layout.edgePoints {
            for point in points { include(Rect(center: point, size: .zero)) }
        }
        for (index, label) in layout.edgeLabels.enumerated() {
            if let label, let size = scope.edges[index].labelSize { include(Rect(center: label, size: size)) }
        }
        guard minX.isFinite, minY.isFinite else { return }
        let (dx, dy) = (-minX, -minY)
        layout.items = layout.items.map { Point(x: $0.x + dx, y: $0.y + dy) }
        layout.edgePoints = layout.edgePoints.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } }
        layout.edgeLabels = layout.edgeLabels.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } }
        layout.clusters = layout.clusters.map { $0.offsetBy(dx: dx, dy: dy) }
        layout.size = Size(width: maxX - minX, height: maxY - minY)
    }
}
