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
