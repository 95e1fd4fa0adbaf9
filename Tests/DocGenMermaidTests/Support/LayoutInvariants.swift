import Testing

@testable import DocGenMermaid

/// The geometric promises every layout keeps, checked on every test diagram.
enum LayoutInvariants {
    /// Problems found, as sentences; empty when the layout is sound.
    static func problems(_ graph: DiagramGraph, _ layout: DiagramLayout) -> [String] {
        var problems: [String] = []
        let nodes = layout.nodes
        for i in nodes.indices {
            for j in nodes.indices where j > i && nodes[i].overlaps(nodes[j]) {
                problems.append("nodes '\(graph.nodes[i].id)' and '\(graph.nodes[j].id)' overlap")
            }
        }
        for (index, edge) in graph.edges.enumerated() {
            let points = layout.edges[index].points
            guard points.count >= 2, let first = points.first, let last = points.last else {
                problems.append("edge \(index) has fewer than two points")
                continue
            }
            if let problem = endProblem(edge.from, other: edge.to, point: first, graph, layout) {
                problems.append("edge \(index) start: \(problem)")
            }
            if let problem = endProblem(edge.to, other: edge.from, point: last, graph, layout) {
                problems.append("edge \(index) end: \(problem)")
            }
        }
        for (index, cluster) in graph.clusters.enumerated() {
            let box = layout.clusters[index].rect
            for (n, node) in graph.nodes.enumerated() where graph.ancestors(ofCluster: node.cluster).contains(index) {
                if !box.contains(nodes[n]) { problems.append("cluster '\(cluster.id)' does not hold node '\(node.id)'") }
            }
            for (other, child) in graph.clusters.enumerated() where child.parent == index {
                if !box.contains(layout.clusters[other].rect) {
                    problems.append("cluster '\(cluster.id)' does not hold cluster '\(child.id)'")
                }
            }
            let title = Rect(center: layout.clusters[index].title, size: cluster.titleSize)
            if !cluster.title.isEmpty, !box.contains(title) { problems.append("cluster '\(cluster.id)' does not hold its title") }
            for (n, node) in graph.nodes.enumerated() where !cluster.title.isEmpty && title.overlaps(nodes[n]) {
                problems.append("title of '\(cluster.id)' overlaps node '\(node.id)'")
            }
            for (n, node) in graph.nodes.enumerated()
            where !graph.ancestors(ofCluster: node.cluster).contains(index) && box.overlaps(nodes[n]) {
                problems.append("cluster '\(cluster.id)' overlaps outside node '\(node.id)'")
            }
        }
        for i in graph.clusters.indices {
            for j in graph.clusters.indices where j > i {
                let related = graph.ancestors(ofCluster: i).contains(j) || graph.ancestors(ofCluster: j).contains(i)
                if !related, layout.clusters[i].rect.overlaps(layout.clusters[j].rect) {
                    problems.append("clusters '\(graph.clusters[i].id)' and '\(graph.clusters[j].id)' overlap")
                }
            }
        }
        let canvas = Rect(minX: 0, minY: 0, maxX: layout.size.width, maxY: layout.size.height)
        for (n, rect) in nodes.enumerated() where !canvas.contains(rect) {
            problems.append("node '\(graph.nodes[n].id)' is outside the canvas")
        }
        return problems
    }

    /// Whether an edge end lies on its node's outline (or, for clusters, on the cluster box;
    /// an edge from inside a cluster to that cluster ends on the member it is drawn to).
    static func endProblem(
        _ endpoint: GraphEndpoint, other: GraphEndpoint, point: Point, _ graph: DiagramGraph, _ layout: DiagramLayout
    ) -> String? {
        if case .cluster(let c) = endpoint, case .node(let n) = other,
            graph.ancestors(ofCluster: graph.nodes[n].cluster).contains(c)
        {
            let onMember = graph.nodes.indices.contains { m in
                graph.ancestors(ofCluster: graph.nodes[m].cluster).contains(c)
                    && ShapeOutline.distanceToBorder(graph.nodes[m].shape, rect: layout.nodes[m], point: point) <= 1
            }
            return onMember ? nil : "not on a member of cluster '\(graph.clusters[c].id)'"
        }
        switch endpoint {
        case .node(let n):
            let distance = ShapeOutline.distanceToBorder(graph.nodes[n].shape, rect: layout.nodes[n], point: point)
            return distance <= 1 ? nil : "\(Int(distance))px from the border of '\(graph.nodes[n].id)'"
        case .cluster(let c):
            let rect = layout.clusters[c].rect
            let onX = abs(point.x - rect.minX) <= 1 || abs(point.x - rect.maxX) <= 1
            let onY = abs(point.y - rect.minY) <= 1 || abs(point.y - rect.maxY) <= 1
            let within =
                point.x >= rect.minX - 1 && point.x <= rect.maxX + 1 && point.y >= rect.minY - 1 && point.y <= rect.maxY + 1
            return within && (onX || onY) ? nil : "not on the border of cluster '\(graph.clusters[c].id)'"
        }
    }

    /// Edges whose polyline crosses a node other than their ends (a note included), as sentences.
    ///
    /// The polyline is the one the curve is drawn through; nodes are shrunk by 2px so that an
    /// edge grazing a border does not count.
    static func edgesThroughNodes(_ graph: DiagramGraph, _ layout: DiagramLayout) -> [String] {
        var problems: [String] = []
        for (index, edge) in graph.edges.enumerated() {
            let ends = [edge.from, edge.to].compactMap { end -> Int? in
                if case .node(let n) = end { return n }
                return nil
            }
            let points = layout.edges[index].points
            for (n, rect) in layout.nodes.enumerated() where !ends.contains(n) {
                let inner = Rect(
                    center: rect.center, size: Size(width: max(rect.size.width - 4, 0), height: max(rect.size.height - 4, 0)))
                if zip(points, points.dropFirst()).contains(where: { crosses($0, $1, inner) }) {
                    problems.append("edge \(index) passes through node '\(graph.nodes[n].id)'")
                }
            }
        }
        return problems
    }

    /// Whether the segment from `a` to `b` enters the rectangle, not only touches it.
    private static func crosses(_ a: Point, _ b: Point, _ rect: Rect) -> Bool {
        (rect.clippedLength(from: a, to: b) ?? 0) > 1e-9
    }
}
