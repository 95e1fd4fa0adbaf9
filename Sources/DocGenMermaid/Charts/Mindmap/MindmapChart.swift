/// Lays out a mindmap around its root, the first half of the branches to the right and the
/// rest to the left, and draws it with a colour per branch.
struct MindmapChart {
    let diagram: MindmapDiagram
    var measure = TextMeasure()

    /// Space between a parent and its children, and between stacked subtrees.
    static let (gap, rowGap, margin) = (50.0, 14.0, 8.0)

    func chart() -> Chart {
        let nodes = diagram.nodes
        let outline = diagram.outline
        let labels = nodes.map { measure.wrapped($0.label.lines) }
        let sizes = nodes.indices.map { Self.size(nodes[$0], text: measure.size(of: labels[$0])) }
        let root = outline.roots.first ?? 0
        let branches = outline.children[root]
        let rightCount = (branches.count + 1) / 2
        var centers: [Int: Point] = [:]
        for (side, kids) in [(1.0, Array(branches.prefix(rightCount))), (-1.0, Array(branches.dropFirst(rightCount)))] {
            let placed = TreeLayout.rightward(
                outline, root: root, sizes: sizes, childrenOf: { $0 == root ? kids : outline.children[$0] }, gap: Self.gap,
                rowGap: Self.rowGap)
            for (node, point) in placed { centers[node] = Point(x: point.x * side, y: point.y) }
        }
        var rects = nodes.indices.map { Rect(center: centers[$0] ?? Point(x: 0, y: 0), size: sizes[$0]) }
        let minX = rects.map(\.minX).min() ?? 0
        let minY = rects.map(\.minY).min() ?? 0
        rects = rects.map { $0.offsetBy(dx: Self.margin - minX, dy: Self.margin - minY) }
        let width = (rects.map(\.maxX).max() ?? 0) + Self.margin
        let height = (rects.map(\.maxY).max() ?? 0) + Self.margin
        var sections = [Int](repeating: -1, count: nodes.count)
        for (index, branch) in branches.enumerated() {
            for node in outline.preorder(from: branch) { sections[node] = index }
        }
        let textMeasure = measure
        let names = branches.map { nodes[$0].label.plain }
        var summary = "Mindmap with \(DiagramSummary.count(nodes.count, "node")), centred on \(nodes[root].label.plain)."
        if !names.isEmpty { summary += " Branches: \(names.joined(separator: ", "))." }
        return Chart(
            kind: "mindmap", noun: "Mindmap", accessibility: diagram.accessibility, summary: summary,
            size: Size(width: width, height: height), nodeBoxes: rects,
            css: [
                (" .mindmap-edge", "fill: none; stroke-linecap: round;"),
                (" .mindmap-root > .node-shape", "stroke-width: 2px;"),
            ],
            draw: { writer in
                Self.drawEdges(outline: outline, rects: rects, sections: sections, into: &writer)
                writer.open("g", [("class", "nodes")])
                for index in nodes.indices {
                    Self.drawNode(
                        nodes[index], lines: labels[index], rect: rects[index], section: sections[index], measure: textMeasure,
                        into: &writer)
                }
                writer.close("g")
            })
    }

    /// A node's size for its shape around a label of `text` size.
    static func size(_ node: MindmapDiagram.Node, text: Size) -> Size {
        let icon = node.icon == nil ? 0.0 : 28
        let (w, h) = (text.width, text.height + icon)
        switch node.shape {
        case .plain: return Size(width: w + 20, height: h + 12)
        case .square, .rounded: return Size(width: w + 30, height: h + 16)
        case .circle:
            let d = max(w, h) + 30
            return Size(width: d, height: d)
        case .hexagon: return Size(width: w + 50, height: h + 16)
        case .cloud, .bang: return Size(width: w + 50, height: h + 40)
        }
    }

    /// Curved branches from each parent's side to its child's facing side, thinner with depth.
    private static func drawEdges(outline: Outline, rects: [Rect], sections: [Int], into writer: inout SVGWriter) {
        let f = SVGNumber.format
        writer.open("g", [("class", "edges")])
        for child in rects.indices {
            guard let parent = outline.parents[child] else { continue }
            let (from, to) = (rects[parent], rects[child])
            let side = to.center.x >= from.center.x ? 1.0 : -1.0
            let start = Point(x: from.center.x + side * from.size.width / 2, y: from.center.y)
            let end = Point(x: to.center.x - side * to.size.width / 2, y: to.center.y)
            let middle = (start.x + end.x) / 2
            let depth = outline.depth(of: child)
            let d = "M\(SVGNumber.pair(start)) C\(f(middle)),\(f(start.y)) \(f(middle)),\(f(end.y)) \(SVGNumber.pair(end))"
            writer.element(
                "path",
                [
                    ("class", "edge mindmap-edge \(SectionPalette.lineClassName(sections[child]))"), ("d", d),
                    ("style", "stroke-width:\(f(max(2, 10 - 3 * Double(depth - 1))))px"),
                ])
        }
        writer.close("g")
    }

    private static func drawNode(
        _ node: MindmapDiagram.Node, lines: [String], rect: Rect, section: Int, measure: TextMeasure,
        into writer: inout SVGWriter
    ) {
        let f = SVGNumber.format
        let extra = SVGRenderer.classNames(node.classes)
        let role = section < 0 ? "mindmap-root" : "mindmap-node \(SectionPalette.className(section))"
        writer.open(
            "g",
            [
                ("class", "node \(role)\(extra.isEmpty ? "" : " " + extra)"), ("data-id", node.id),
                ("transform", "translate(\(f(rect.center.x)),\(f(rect.center.y)))"),
            ])
        let (w, h) = (rect.size.width, rect.size.height)
        if node.shape == .plain {
            writer.element(
                "rect",
                [("class", "node-shape"), ("x", f(-w / 2)), ("y", f(-h / 2)), ("width", f(w)), ("height", f(h)), ("rx", "5")])
            writer.element(
                "line", [("class", "node-line"), ("x1", f(-w / 2)), ("y1", f(h / 2)), ("x2", f(w / 2)), ("y2", f(h / 2))])
        } else {
            ShapeRenderer.draw(
                GraphNode(id: node.id, label: node.label, shape: Self.graphShape(node.shape)), size: rect.size, into: &writer)
        }
        var labelY = 0.0
        if let icon = node.icon {
            let top = -Double(lines.count) * measure.lineHeight / 2
            writer.element("circle", [("class", "node-line media-placeholder"), ("cx", "0"), ("cy", f(top)), ("r", "11")])
            let short = icon.split(separator: " ").last.map(String.init) ?? icon
            writer.element(
                "text",
                [
                    ("class", "label media-name"), ("x", "0"), ("y", f(top + 3)), ("text-anchor", "middle"),
                    ("style", "font-size:8px"),
                ],
                text: String(short.prefix(12)))
            labelY = 14
        }
        writer.label(lines, center: Point(x: 0, y: labelY), lineHeight: measure.lineHeight, fontSize: measure.fontSize)
        writer.close("g")
    }

    /// The shared shape a mindmap shape is drawn as.
    private static func graphShape(_ shape: MindmapDiagram.Shape) -> NodeShape {
        switch shape {
        case .plain, .rounded: .rounded
        case .square: .rectangle
        case .circle: .circle
        case .bang: .bang
        case .cloud: .cloud
        case .hexagon: .hexagon
        }
    }
}
