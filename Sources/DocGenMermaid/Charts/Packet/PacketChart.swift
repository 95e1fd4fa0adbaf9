/// Lays out a packet as rows of `bitsPerRow` bits, a field that crosses a row end split
/// across rows, with each field's first and last bit numbers above it.
struct PacketChart {
    let diagram: PacketDiagram
    var bitsPerRow = 32
    var bitWidth = 32.0
    var showBits = true

    static let (rowHeight, padding, labelSize) = (32.0, 5.0, 12.0)

    func chart() -> Chart {
        let f = SVGNumber.format
        let band = showBits ? 12.0 : 0
        let rowStep = Self.rowHeight + Self.padding + band
        var cells: [(rect: Rect, field: Int, first: Int, last: Int)] = []
        for (index, field) in diagram.fields.enumerated() {
            var bit = field.start
            while bit <= field.end {
                let row = bit / bitsPerRow
                let rowEnd = min(field.end, (row + 1) * bitsPerRow - 1)
                let x = Self.padding + Double(bit % bitsPerRow) * bitWidth
                let width = Double(rowEnd - bit + 1) * bitWidth - Self.padding
                let y = Self.padding + band + Double(row) * rowStep
                cells.append(
                    (
                        Rect(
                            center: Point(x: x + width / 2, y: y + Self.rowHeight / 2),
                            size: Size(width: width, height: Self.rowHeight)),
                        index, bit, rowEnd
                    ))
                bit = rowEnd + 1
            }
        }
        let rows = ((diagram.fields.last?.end ?? 0) / bitsPerRow) + 1
        let width = Self.padding + Double(bitsPerRow) * bitWidth
        let height = Self.padding + Double(rows) * rowStep
        let fields = diagram.fields
        let showBits = showBits
        let labelMeasure = TextMeasure(fontSize: Self.labelSize)
        var summary =
            "Packet diagram with \(DiagramSummary.count(fields.count, "field")) over \(DiagramSummary.count((fields.last?.end ?? -1) + 1, "bit"))."
        let listed = fields.prefix(40).map {
            "\($0.start == $0.end ? "\($0.start)" : "\($0.start)–\($0.end)"): \($0.label.plain)"
        }
        if !listed.isEmpty { summary += " " + listed.joined(separator: "; ") + "." }
        return Chart(
            kind: "packet", noun: "Packet diagram", title: diagram.title, accessibility: diagram.accessibility,
            summary: summary, size: Size(width: width, height: height), nodeBoxes: cells.map(\.rect),
            css: [(" .packet-label", "font-size: 12px;"), (" .packet-bit", "font-size: 10px;")],
            draw: { writer in
                for cell in cells {
                    let rect = cell.rect
                    writer.open("g", [("class", "node packet-field"), ("data-bits", "\(cell.first)-\(cell.last)")])
                    writer.element(
                        "rect",
                        [
                            ("class", "node-shape"), ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)),
                            ("height", f(rect.size.height)),
                        ])
                    let lines = fields[cell.field].label.lines.map { line in
                        labelMeasure.width(of: line) <= rect.size.width - 4
                            ? line : Self.shortened(line, to: rect.size.width - 4, labelMeasure)
                    }
                    writer.label(
                        lines, center: rect.center, lineHeight: labelMeasure.lineHeight, fontSize: Self.labelSize,
                        className: "label packet-label")
                    if showBits {
                        let y = f(rect.minY - 3)
                        let single = cell.first == cell.last
                        writer.element(
                            "text",
                            [
                                ("class", "label packet-bit"), ("x", f(single ? rect.center.x : rect.minX + 2)), ("y", y),
                                ("text-anchor", single ? "middle" : "start"),
                            ], text: "\(cell.first)")
                        if !single {
                            writer.element(
                                "text",
                                [("class", "label packet-bit"), ("x", f(rect.maxX - 2)), ("y", y), ("text-anchor", "end")],
                                text: "\(cell.last)")
                        }
                    }
                    writer.close("g")
                }
            })
    }

    /// A line cut with "…" to fit a narrow field.
    static func shortened(_ line: String, to width: Double, _ measure: TextMeasure) -> String {
        var text = line
        while !text.isEmpty, measure.width(of: text + "…") > width { text.removeLast() }
        return text.isEmpty ? "" : text + "…"
    }
}
