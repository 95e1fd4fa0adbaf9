/// Draws class boxes (name, attribute and method compartments) and entity tables (a name
/// band over attribute rows) centred on the origin of their node's group.
enum CompartmentRenderer {
    static func draw(_ node: GraphNode, size: Size, measure: TextMeasure, into writer: inout SVGWriter) {
        let metrics = CompartmentMetrics(measure: measure)
        let f = SVGNumber.format
        writer.element(
            "rect",
            [
                ("class", "node-shape"), ("x", f(-size.width / 2)), ("y", f(-size.height / 2)), ("width", f(size.width)),
                ("height", f(size.height)), ("style", node.style.shapeCSS),
            ])
        switch node.body {
        case .classMembers(let body): drawClass(node, body, size: size, metrics: metrics, into: &writer)
        case .entityRows(let rows): drawEntity(node, rows, size: size, metrics: metrics, into: &writer)
        case nil: return
        }
    }

    private static func divider(at y: Double, width: Double, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        writer.element(
            "line", [("class", "node-line"), ("x1", f(-width / 2)), ("y1", f(y)), ("x2", f(width / 2)), ("y2", f(y))])
    }

    private static func drawClass(
        _ node: GraphNode, _ body: ClassCompartments, size: Size, metrics: CompartmentMetrics, into writer: inout SVGWriter
    ) {
        let measure = metrics.measure
        let line = measure.lineHeight
        let textStyle = node.style.labelCSS
        var y = -size.height / 2 + metrics.verticalPadding
        for annotation in body.annotations {
            writer.label(
                [annotation], center: Point(x: 0, y: y + line / 2), lineHeight: line, fontSize: measure.fontSize,
                className: "label class-annotation", style: textStyle)
            y += line
        }
        let nameHeight = Double(max(1, node.label.lines.count)) * line
        writer.label(
            node.label.lines, center: Point(x: 0, y: y + nameHeight / 2), lineHeight: line, fontSize: measure.fontSize,
            className: "label class-name", style: textStyle)
        var top = -size.height / 2 + (body.sizes.first?.height ?? 0)
        let left = -size.width / 2 + metrics.horizontalPadding
        for (index, members) in [body.attributes, body.methods].prefix(body.sizes.count - 1).enumerated() {
            divider(at: top, width: size.width, into: &writer)
            var lineTop = top + metrics.verticalPadding
            for member in members {
                let emphasis =
                    switch member.emphasis {
                    case .plain: ""
                    case .underline: "text-decoration:underline"
                    case .italic: "font-style:italic"
                    }
                let style = [textStyle, emphasis].filter { !$0.isEmpty }.joined(separator: ";")
                writer.label(
                    [member.text], center: Point(x: left, y: lineTop + line / 2), lineHeight: line, fontSize: measure.fontSize,
                    className: "label member", style: style, anchor: "start")
                lineTop += line
            }
            top += index + 1 < body.sizes.count ? body.sizes[index + 1].height : 0
        }
    }

    private static func drawEntity(
        _ node: GraphNode, _ rows: [EntityRow], size: Size, metrics: CompartmentMetrics, into writer: inout SVGWriter
    ) {
        let measure = metrics.measure
        let f = SVGNumber.format
        let top = -size.height / 2
        let textStyle = node.style.labelCSS
        writer.label(
            node.label.lines, center: Point(x: 0, y: top + metrics.entityHeaderHeight / 2), lineHeight: measure.lineHeight,
            fontSize: measure.fontSize, className: "label entity-name", style: textStyle)
        guard !rows.isEmpty else { return }
        let columns = metrics.entityColumns(name: node.label.lines, rows: rows)
        let rowHeight = metrics.entityRowHeight
        let left = -size.width / 2
        for (index, row) in rows.enumerated() {
            let rowTop = top + metrics.entityHeaderHeight + Double(index) * rowHeight
            // Inset by half a pixel so the box's border stays visible over the row's fill.
            writer.element(
                "rect",
                [
                    ("class", index % 2 == 0 ? "entity-row-odd" : "entity-row-even"), ("x", f(left + 0.5)),
                    ("y", f(rowTop)), ("width", f(size.width - 1)),
                    ("height", f(index + 1 == rows.count ? rowHeight - 0.5 : rowHeight)),
                ])
            var x = left
            for (column, cell) in CompartmentMetrics.cells(row, columns: columns.count).enumerated() {
                writer.label(
                    [cell], center: Point(x: x + metrics.horizontalPadding, y: rowTop + rowHeight / 2),
                    lineHeight: measure.lineHeight, fontSize: measure.fontSize, className: "label attribute", style: textStyle,
                    anchor: "start")
                x += columns[column]
            }
        }
        divider(at: top + metrics.entityHeaderHeight, width: size.width, into: &writer)
        var x = left
        for width in columns.dropLast() {
            x += width
            writer.element(
                "line",
                [
                    ("class", "node-line"), ("x1", f(x)), ("y1", f(top + metrics.entityHeaderHeight)), ("x2", f(x)),
                    ("y2", f(size.height / 2)),
                ])
        }
    }
}
