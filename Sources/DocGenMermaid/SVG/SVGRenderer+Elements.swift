/// The element groups of the drawing, in paint order.
extension SVGRenderer {
    func writeClusters(into writer: inout SVGWriter) {
        guard !graph.clusters.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "clusters")])
        for (index, cluster) in graph.clusters.enumerated() {
            let box = layout.clusters[index]
            let rect = box.rect
            let extra = Self.classNames(cluster.classes)
            writer.open(
                "g",
                [("class", "cluster \(cluster.kind.rawValue)" + (extra.isEmpty ? "" : " " + extra)), ("data-id", cluster.id)])
            let geometry = [
                ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)), ("height", f(rect.size.height)),
            ]
            switch cluster.kind {
            case .subgraph, .namespace:
                writer.element("rect", [("class", "cluster-shape")] + geometry + [("style", cluster.style.shapeCSS)])
            case .composite:
                writer.element(
                    "rect",
                    [("class", "composite-shape")] + geometry + [("rx", "5"), ("ry", "5"), ("style", cluster.style.shapeCSS)])
                let band = cluster.titleSize.height + 8
                writer.element(
                    "rect",
                    [
                        ("class", "composite-title"), ("x", f(rect.minX + 0.5)), ("y", f(rect.minY + 0.5)),
                        ("width", f(rect.size.width - 1)),
                        ("height", f(band)), ("rx", "5"), ("ry", "5"),
                    ])
                writer.element(
                    "line",
                    [
                        ("class", "node-line"), ("x1", f(rect.minX)), ("y1", f(rect.minY + band)), ("x2", f(rect.maxX)),
                        ("y2", f(rect.minY + band)),
                    ])
            case .region:
                writer.element("rect", [("class", "region-shape")] + geometry)
            }
            writer.label(
                cluster.title.lines, center: box.title, lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                className: "label cluster-label", style: cluster.style.labelCSS)
            writer.close("g")
        }
        writer.close("g")
    }

    func writeEdges(into writer: inout SVGWriter) {
        guard !graph.edges.isEmpty else { return }
        writer.open("g", [("class", "edgePaths")])
        for (index, edge) in graph.edges.enumerated() {
            let route = layout.edges[index]
            let start = markerUse(edge, start: true)
            let end = markerUse(edge, start: false)
            let d = EdgePath.d(
                route.points, startInset: Markers.inset(start?.marker ?? .none), endInset: Markers.inset(end?.marker ?? .none))
            var kind = edge.noteSide != nil ? "edge-note" : "edge-\(edge.stroke.rawValue)"
            if let animation = edge.animation { kind += " edge-animate-\(animation.rawValue)" }
            let extra = Self.classNames(edge.classes)
            if !extra.isEmpty { kind += " " + extra }
            writer.element(
                "path",
                [
                    ("class", "edge \(kind)"), ("data-id", edge.id ?? ""), ("data-from", endpointID(edge.from)),
                    ("data-to", endpointID(edge.to)), ("d", d),
                    ("marker-start", start.map { "url(#\(Markers.id($0, prefix: id)))" } ?? ""),
                    ("marker-end", end.map { "url(#\(Markers.id($0, prefix: id)))" } ?? ""),
                    ("style", edge.style.shapeCSS),
                ])
        }
        writer.close("g")
        writeEdgeTerminals(into: &writer)
        let labelled = graph.edges.indices.filter { graph.edges[$0].label != nil && layout.edges[$0].label != nil }
        guard !labelled.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "edgeLabels")])
        for index in labelled {
            guard let rect = layout.edges[index].label, let label = graph.edges[index].label else { continue }
            let edge = graph.edges[index]
            writer.open(
                "g",
                [
                    ("class", "edgeLabel"), ("data-from", endpointID(edge.from)), ("data-to", endpointID(edge.to)),
                    ("transform", "translate(\(f(rect.center.x)),\(f(rect.center.y)))"),
                ])
            writer.element(
                "rect",
                [
                    ("x", f(-rect.size.width / 2)), ("y", f(-rect.size.height / 2)), ("width", f(rect.size.width)),
                    ("height", f(rect.size.height)),
                ])
            writer.label(
                label.lines, center: Point(x: 0, y: 0), lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                style: edge.style.textCSS)
            writer.close("g")
        }
        writer.close("g")
    }

    func writeNodes(into writer: inout SVGWriter) {
        guard !graph.nodes.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "nodes")])
        for (index, node) in graph.nodes.enumerated() {
            let rect = layout.nodes[index]
            let extra = Self.classNames(node.classes)
            let kind = node.shape == .note ? "node note" : "node"
            writer.open(
                "g",
                [
                    ("class", kind + (extra.isEmpty ? "" : " " + extra)), ("data-id", node.id),
                    ("transform", "translate(\(f(rect.center.x)),\(f(rect.center.y)))"),
                ])
            if let tooltip = node.link?.tooltip { writer.element("title", text: tooltip) }
            if let link = node.link {
                writer.open(
                    "a",
                    [
                        ("href", link.url), ("target", link.target ?? ""),
                        ("rel", link.target == "_blank" ? "noopener noreferrer" : ""),
                    ])
            }
            if node.body != nil {
                CompartmentRenderer.draw(node, size: rect.size, measure: measure, into: &writer)
            } else {
                ShapeRenderer.draw(node, size: rect.size, into: &writer)
                ShapeRenderer.drawLabel(node, size: rect.size, measure: measure, into: &writer)
            }
            if node.link != nil { writer.close("a") }
            writer.close("g")
        }
        writer.close("g")
    }
}
