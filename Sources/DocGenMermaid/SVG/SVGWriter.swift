/// Writes SVG elements one per line, indented, with every value and text escaped.
///
/// Attributes keep the order given, so output is stable. Shared by every diagram type.
struct SVGWriter: Sendable {
    /// The SVG written so far.
    private(set) var output = ""
    private var depth = 0

    init() {}

    /// Opens an element that will hold others.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    /// Closes the innermost open element.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        line("</\(name)>")
    }

    /// Writes an empty element, or one holding only text.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
        if let text {
            line("<\(name)\(Self.attributes(attributes))>\(Self.escape(text))</\(name)>")
        } else {
            line("<\(name)\(Self.attributes(attributes))/>")
        }
    }

    /// Writes trusted markup (such as a style sheet built from sanitised values) as is.
    mutating func raw(_ markup: String) {
        // Split as bytes: a style sheet is kilobytes, and walking it by Character cost more
        // than the rest of a small chart.
        for part in markup.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line(Substring(part))
        }
    }

    /// Writes one line of markup built from escaped parts.
    mutating func line(_ text: some StringProtocol) {
        // Appended piece by piece: no temporary string per line.
        for _ in 0..<depth { output += "  " }
        output += text
        output += "\n"
    }

    /// ` a="1" b="2"` for the given attributes; empty values are left out.
    static func attributes(_ attributes: [(String, String)]) -> String {
        var result = ""
        for (name, value) in attributes where !value.isEmpty {
            result += " \(name)=\"\(escape(value))\""
        }
        return result
    }

    /// Text safe inside elements and double-quoted attributes.
    static func escape(_ text: String) -> String {
        let needsWork = text.utf8.contains {
            $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 < 0x20 || $0 == 0xEE
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // Control characters are not allowed in XML; drop them.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" { continue }
                if Emphasis.isMark(scalar) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// The frame every kind of diagram is drawn in.
extension SVGWriter {
    /// Writes a whole diagram: the `<svg>` element sized to `content` and the title band above
    /// it, the title and description assistive technology reads, the style sheets, then
    /// `definitions` (markers) and `body`, the body moved below the title.
    mutating func diagram(
        id: String, className: String, content: Size, title: String?, summary: (title: String, description: String),
        css: [String], definitions: (inout SVGWriter) -> Void, body: (inout SVGWriter) -> Void
    ) {
        let titleMeasure = TextMeasure(fontSize: SVGRenderer.titleFontSize)
        let titleBand = title == nil ? 0 : titleMeasure.lineHeight + 8
        let titleWidth = title.map { titleMeasure.width(of: $0) + 16 } ?? 0
        let totalWidth = max(content.width, titleWidth)
        let width = SVGNumber.format(totalWidth)
        let height = SVGNumber.format(content.height + titleBand)
        open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "dg-mermaid \(className)"), ("width", width),
                ("height", height), ("viewBox", "0 0 \(width) \(height)"), ("style", "max-width: \(width)px;"), ("role", "img"),
                ("aria-labelledby", "\(id)-title \(id)-desc"),
            ])
        element("title", [("id", "\(id)-title")], text: summary.title)
        element("desc", [("id", "\(id)-desc")], text: summary.description)
        open("style")
        for sheet in css { raw(sheet) }
        close("style")
        definitions(&self)
        if let title {
            label(
                [title], center: Point(x: totalWidth / 2, y: titleBand / 2), lineHeight: titleMeasure.lineHeight,
                fontSize: SVGRenderer.titleFontSize, className: "label diagram-title",
                style: "font-size:\(SVGNumber.format(SVGRenderer.titleFontSize))px")
            let dx = SVGNumber.format((totalWidth - content.width) / 2)
            open("g", [("transform", "translate(\(dx),\(SVGNumber.format(titleBand)))")])
        }
        body(&self)
        if title != nil { close("g") }
        close("svg")
    }
}

/// Multi-line labels as `<text>` with one `<tspan>` per line, centred on a point; plain SVG
/// text rather than `foreignObject`, so every SVG consumer can show it.
extension SVGWriter {
    mutating func label(
        _ lines: [String], center: Point, lineHeight: Double, fontSize: Double, className: String = "label", style: String = "",
        anchor: String = "middle"
    ) {
        guard !lines.isEmpty, !(lines.count == 1 && lines[0].isEmpty) else { return }
        if lines.contains(where: { Emphasis.mayContainMark($0) && $0.unicodeScalars.contains(where: Emphasis.isMark) }) {
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

    /// A label with bold and italic runs and icons: each line a `<tspan>` holding its runs
    /// inline, so no whitespace is added between them; an icon is a square glyph in its own
    /// `<tspan class="label-icon">` that names it.
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
            var icon: String?
            for scalar in text.unicodeScalars {
                if scalar == Emphasis.bold || scalar == Emphasis.italic {
                    flush()
                    if scalar == Emphasis.bold { bold.toggle() } else { italic.toggle() }
                } else if scalar == Emphasis.iconStart {
                    flush()
                    icon = ""
                } else if scalar == Emphasis.iconEnd {
                    let name = Self.attributes([("class", "label-icon"), ("data-icon", icon ?? "")])
                    markup += "<tspan\(name)>\(Emphasis.iconGlyph)</tspan>"
                    icon = nil
                } else if icon != nil {
                    icon?.unicodeScalars.append(scalar)
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

/// Formats coordinates the same way every time: at most two decimals, no trailing zeros,
/// never `-0`, so the same input always gives byte-identical SVG.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Chart data can put a point far off the drawing; clamp it so the conversion cannot trap.
        let hundredths = Int((min(max(value, -1e12), 1e12) * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `x,y`.
    static func pair(_ point: Point) -> String {
        "\(format(point.x)),\(format(point.y))"
    }
}
