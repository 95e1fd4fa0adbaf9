/// Multi-line labels as `<text>` with one `<tspan>` per line, centred on a point; plain SVG
/// text rather than `foreignObject`, so every SVG consumer can show it.
extension SVGWriter {
    mutating func label(
        _ lines: [String], center: Point, lineHeight: Double, fontSize: Double, className: String = "label", style: String = "",
        anchor: String = "middle"
    ) {
        guard !lines.isEmpty, !(lines.count == 1 && lines[0].isEmpty) else { return }
        // Baseline of a line centred at y: about 0.35em below the centre for this font.
        let baselineShift = fontSize * 0.35
        let firstY = center.y - Double(lines.count - 1) * lineHeight / 2 + baselineShift
        let x = SVGNumber.format(center.x)
        if lines.count == 1 {
            element(
                "text",
                [("class", className), ("x", x), ("y", SVGNumber.format(firstY)), ("text-anchor", anchor), ("style", style)],
                text: lines[0])
            return
        }
        open("text", [("class", className), ("text-anchor", anchor), ("style", style)])
        for (index, line) in lines.enumerated() {
            element(
                "tspan", [("x", x), ("y", SVGNumber.format(firstY + Double(index) * lineHeight))],
                text: line.isEmpty ? "\u{A0}" : line)
        }
        close("text")
    }
}
