/// Multi-line labels as `<text>` with one `<tspan>` per line, centred on a point; plain SVG
/// text rather than `foreignObject`, so every SVG consumer can show it.
extension SVGWriter {
    mutating func label(
        _ lines: [String], center: Point, lineHeight: Double, fontSize: Double, className: String = "label", style: String = "",
        anchor: String = "middle"
    ) {
        guard !lines.isEmpty, !(lines.count == 1 && lines[0].isEmpty) else { return }
        if lines.contains(where: { Emphasis.mayContainToggle($0) && $0.unicodeScalars.contains(where: Emphasis.isToggle) }) {
            return emphasizedLabel(
                lines, center: center, lineHeight: lineHeight, fontSize: fontSize, className: className, style: style,
                anchor: anchor)
        }
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

    /// A label with bold and italic runs: each line a `<tspan>` holding its runs inline, so no
    /// whitespace is added between them.
    private mutating func emphasizedLabel(
        _ lines: [String], center: Point, lineHeight: Double, fontSize: Double, className: String, style: String,
        anchor: String
    ) {
        let baselineShift = fontSize * 0.35
        let firstY = center.y - Double(lines.count - 1) * lineHeight / 2 + baselineShift
        let x = SVGNumber.format(center.x)
        open("text", [("class", className), ("text-anchor", anchor), ("style", style)])
        var (bold, italic) = (false, false)
        for (index, text) in lines.enumerated() {
            var markup = "<tspan\(Self.attributes([("x", x), ("y", SVGNumber.format(firstY + Double(index) * lineHeight))]))>"
            var run = ""
            func flush() {
                guard !run.isEmpty else { return }
                let css = (bold ? "font-weight:bold;" : "") + (italic ? "font-style:italic;" : "")
                markup += css.isEmpty ? Self.escape(run) : "<tspan style=\"\(css.dropLast())\">\(Self.escape(run))</tspan>"
                run = ""
            }
            for scalar in text.unicodeScalars {
                if scalar == Emphasis.bold || scalar == Emphasis.italic {
                    flush()
                    if scalar == Emphasis.bold { bold.toggle() } else { italic.toggle() }
                } else {
                    run.unicodeScalars.append(scalar)
                }
            }
            flush()
            if Emphasis.stripped(text).isEmpty { markup += "\u{A0}" }
            line(markup + "</tspan>")
        }
        close("text")
    }
}
