/// Writes a laid-out diagram as one self-contained SVG.
///
/// The SVG holds an accessible title and description, a scoped style sheet with themable
/// colours, markers, clusters, edges, edge labels and nodes, every id under the caller's
/// prefix. Shared by every graph-shaped diagram type.
struct SVGRenderer {
    let graph: DiagramGraph
    let layout: DiagramLayout
    let theme: Theme
    let id: String
    var measure = TextMeasure()

    /// An id safe for XML and CSS selectors, made from the caller's prefix.
    static func sanitizedID(_ prefix: String) -> String {
        let cleaned = String(
            prefix.unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                    ? Character(scalar) : "-"
            })
        guard let first = cleaned.unicodeScalars.first, first.properties.isAlphabetic else { return "mermaid-" + cleaned }
        return cleaned
    }

    /// The front matter title's font size, as Mermaid draws diagram titles.
    static let titleFontSize = 18.0

    func render() -> String {
        var writer = SVGWriter()
        let summary = DiagramSummary(graph)
        let css = StyleSheet.css(
            id: id, theme: theme, fontSize: measure.fontSize, kind: graph.kind,
            animated: graph.edges.contains { $0.animation != nil })
        writer.diagram(
            id: id, className: "dg-\(graph.kind.rawValue)", content: layout.size, title: graph.title,
            summary: (summary.title, summary.description), css: [css],
            definitions: { Markers.write(usedMarkers(), colors: markerColors, prefix: id, into: &$0) },
            body: { writer in
                writeClusters(into: &writer)
                writeEdges(into: &writer)
                writeNodes(into: &writer)
            })
        return writer.output
    }

    /// Edge colours set with `linkStyle`, sorted, so arrowheads can match their lines.
    private var markerColors: [String] {
        Set(graph.edges.compactMap { edge in edge.style.last { $0.name == "stroke" }?.value }).sorted()
    }

    /// The marker definition for one end of an edge, or nil when that end has none.
    func markerUse(_ edge: GraphEdge, start: Bool) -> Markers.Use? {
        let marker = start ? edge.startMarker : edge.endMarker
        guard marker != .none, edge.stroke != .invisible else { return nil }
        let color = edge.style.last { $0.name == "stroke" }.flatMap { stroke in markerColors.firstIndex(of: stroke.value) }
        return Markers.Use(marker: marker, start: start, color: color)
    }

    private func usedMarkers() -> Set<Markers.Use> {
        Set(graph.edges.flatMap { [markerUse($0, start: true), markerUse($0, start: false)].compactMap { $0 } })
    }

    func endpointID(_ endpoint: GraphEndpoint) -> String {
        switch endpoint {
        case .node(let n): graph.nodes[n].id
        case .cluster(let c): graph.clusters[c].id
        }
    }

    static func classNames(_ classes: [String]) -> String {
        classes.map { name in
            String(
                name.unicodeScalars.filter {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                })
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// Text beside edge ends, such as a class relation's cardinalities.
extension SVGRenderer {
    /// How far along the edge from the border, and how far beside it, the text sits.
    private static let terminalDistance = 24.0
    private static let terminalGap = 4.0

    func writeEdgeTerminals(into writer: inout SVGWriter) {
        let ends = graph.edges.indices.flatMap { index -> [(edge: Int, text: String, start: Bool)] in
            let edge = graph.edges[index]
            return [edge.startLabel.map { (index, $0, true) }, edge.endLabel.map { (index, $0, false) }].compactMap { $0 }
        }
        guard !ends.isEmpty else { return }
        writer.open("g", [("class", "edgeTerminals")])
        for (index, text, start) in ends {
            let points = layout.edges[index].points
            guard points.count >= 2 else { continue }
            let (border, next) = start ? (points[0], points[1]) : (points[points.count - 1], points[points.count - 2])
            let center = position(text, border: border, toward: next)
            let edge = graph.edges[index]
            writer.label(
                [text], center: center, lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                className: "label edge-terminal", style: edge.style.textCSS)
        }
        writer.close("g")
    }

    /// The text's centre: along the edge from the border, then aside far enough to clear the line.
    private func position(_ text: String, border: Point, toward next: Point) -> Point {
        let (dx, dy) = (next.x - border.x, next.y - border.y)
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (ux, uy) = (dx / length, dy / length)
        let (nx, ny) = (-uy, ux)
        let width = measure.width(of: text)
        let aside = abs(nx) * (width / 2 + Self.terminalGap) + abs(ny) * (measure.lineHeight / 2 + Self.terminalGap)
        let along = min(Self.terminalDistance, length / 2)
        let x = border.x + ux * along + nx * aside
        let y = border.y + uy * along + ny * aside
        // Kept inside the drawing, so a label beside an edge on the border is never cut off.
        let halfWidth = width / 2
        let halfHeight = measure.lineHeight / 2
        return Point(
            x: min(max(x, halfWidth), max(halfWidth, layout.size.width - halfWidth)),
            y: min(max(y, halfHeight), max(halfHeight, layout.size.height - halfHeight)))
    }
}
