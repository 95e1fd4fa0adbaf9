/// Draws a tree view as indented rows joined by elbow lines, like a folder listing.
struct TreeViewChart {
    let diagram: TreeViewDiagram
    var rowIndent = 10.0
    var lineThickness = 1.0
    var measure = TextMeasure()

    static let (paddingX, paddingY) = (5.0, 5.0)

    func chart() -> Chart {
        let f = SVGNumber.format
        let outline = diagram.outline
        let rows = TreeLayout.rows(outline)
        let step = rowIndent + 10
        let rowHeight = measure.lineHeight + 2 * Self.paddingY
        var rowOf = [Int](repeating: 0, count: outline.count)
        var boxes = [Rect](repeating: Rect(center: Point(x: 0, y: 0), size: .zero), count: outline.count)
        for (node, row, depth) in rows {
            rowOf[node] = row
            let x = Self.paddingX + Double(depth) * step + (depth > 0 ? 14 : 0)
            let width = measure.width(of: diagram.labels[node].plain)
            boxes[node] = Rect(
                center: Point(x: x + width / 2, y: Double(row) * rowHeight + rowHeight / 2),
                size: Size(width: width, height: measure.lineHeight))
        }
        let width = (boxes.map(\.maxX).max() ?? 0) + Self.paddingX
        let height = Double(rows.count) * rowHeight
        let labels = diagram.labels
        let thickness = lineThickness
        let (lineHeight, fontSize) = (measure.lineHeight, measure.fontSize)
        var summary = "Tree view with \(DiagramSummary.count(labels.count, "entry"))."
        let listed = rows.prefix(40).map { String(repeating: "/", count: $0.depth) + labels[$0.node].plain }
        if !listed.isEmpty { summary += " " + listed.joined(separator: "; ") + "." }
        return Chart(
            kind: "treeView", noun: "Tree view", accessibility: diagram.accessibility, summary: summary,
            size: Size(width: width, height: height), nodeBoxes: boxes,
            css: [(" .tree-line", "fill: none; stroke-width: \(f(thickness))px;")],
            draw: { writer in
                writer.open("g", [("class", "edges")])
                for (node, row, depth) in rows where depth > 0 {
                    guard let parent = outline.parents[node] else { continue }
                    let x = Self.paddingX + Double(depth - 1) * step + 6
                    let top = Double(rowOf[parent]) * rowHeight + rowHeight / 2 + lineHeight / 2
                    let y = Double(row) * rowHeight + rowHeight / 2
                    writer.element(
                        "path",
                        [
                            ("class", "edge tree-line"),
                            ("d", "M\(f(x)),\(f(top)) L\(f(x)),\(f(y)) L\(f(boxes[node].minX - 4)),\(f(y))"),
                        ])
                }
                writer.close("g")
                writer.open("g", [("class", "nodes")])
                for (node, _, _) in rows {
                    writer.label(
                        [labels[node].plain], center: Point(x: boxes[node].minX, y: boxes[node].center.y),
                        lineHeight: lineHeight, fontSize: fontSize, className: "label tree-label", anchor: "start")
                }
                writer.close("g")
            })
    }
}
