/// Writes SVG elements one per line, indented, with every value and text escaped.
///
/// Attributes keep the order given, so output is stable. Shared by every diagram type.
struct SVGWriter: Sendable {
    /// The SVG written so far, kept as UTF-8 bytes: appending to a byte array cost about half
    /// of appending the same pieces to a `String`.
    private var bytes: [UInt8] = []
    /// The SVG written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }
    private var depth = 0

    init() {}

    /// Opens an element that will hold others.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        start(name, attributes)
        write(">\n")
        depth += 1
    }

    /// Closes the innermost open element.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        line("</\(name)>")
    }

    /// Writes an empty element, or one holding only text.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
        start(name, attributes)
        if let text {
            write(">")
            write(Self.escape(text))
            write("</")
            write(name)
            write(">\n")
        } else {
            write("/>\n")
        }
    }

    /// The indented start tag with its attributes, up to its `>`, written straight to the
    /// output: labelled diagrams write thousands of attributes, and a string per tag showed.
    private mutating func start(_ name: String, _ attributes: [(String, String)]) {
        indent()
        write("<")
        write(name)
        for (attribute, value) in attributes where !value.isEmpty {
            write(" ")
            write(attribute)
            write("=\"")
            write(Self.escape(value))
            write("\"")
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

    /// Appends escaped markup.
    private mutating func write(_ text: some StringProtocol) {
        bytes.append(contentsOf: text.utf8)
    }

    /// The current indentation.
    private mutating func indent() {
        for _ in 0..<depth {
            bytes.append(0x20)
            bytes.append(0x20)
        }
    }

    /// Writes one line of markup built from escaped parts.
    mutating func line(_ text: some StringProtocol) {
        // Appended piece by piece: no temporary string per line.
        indent()
        write(text)
        write("\n")
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
        // Letters, the common case, are past every byte that needs work but a toggle's lead byte.
        let needsWork = text.utf8.contains { byte in
            byte < 0x3F
                ? byte < 0x20 || byte == 0x26 || byte == 0x22 || byte == 0x27 || byte == 0x3C || byte == 0x3E : byte == 0xEE
        }
        guard needsWork else { return text }
        // Byte by byte: everything replaced or dropped is ASCII or a toggle's three bytes.
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x26: result.append(contentsOf: "&amp;".utf8)
            case 0x3C: result.append(contentsOf: "&lt;".utf8)
            case 0x3E: result.append(contentsOf: "&gt;".utf8)
            case 0x22: result.append(contentsOf: "&quot;".utf8)
            case 0x27: result.append(contentsOf: "&#39;".utf8)
            case 0x09, 0x0A: result.append(byte)
            // Control characters are not allowed in XML; drop them.
            case ..<0x20: break
            default:
                if Emphasis.isMark(bytes, at: index) {
                    index += 3
                    continue
                }
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
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
            // Written straight to the output; the coordinates are numbers and need no escaping.
            indent()
            write("<tspan x=\"")
            write(x)
            write("\" y=\"")
            write(SVGNumber.format(firstY + Double(index) * lineHeight))
            write("\">")
            var wroteText = false
            func flush(_ run: Substring.UnicodeScalarView) {
                guard !run.isEmpty else { return }
                let css = (bold ? "font-weight:bold;" : "") + (italic ? "font-style:italic;" : "")
                if css.isEmpty {
                    write(Self.escape(String(run)))
                } else {
                    write("<tspan style=\"")
                    write(css.dropLast())
                    write("\">")
                    write(Self.escape(String(run)))
                    write("</tspan>")
                }
                wroteText = true
            }
            // Runs between marks are cut from the line, not copied scalar by scalar; an icon's
            // name becomes its glyph.
            let scalars = Substring(text).unicodeScalars
            var start = scalars.startIndex
            if Emphasis.mayContainMark(text) {
                var iconName: Substring.UnicodeScalarView.Index?
                for index in scalars.indices where Emphasis.isMark(scalars[index]) {
                    let mark = scalars[index]
                    if mark == Emphasis.iconStart {
                        flush(scalars[start..<index])
                        iconName = scalars.index(after: index)
                    } else if mark == Emphasis.iconEnd {
                        let name = iconName.map { String(scalars[$0..<index]) } ?? ""
                        write("<tspan")
                        write(Self.attributes([("class", "label-icon"), ("data-icon", name)]))
                        write(">\(Emphasis.iconGlyph)</tspan>")
                        wroteText = true
                        iconName = nil
                    } else if iconName == nil {
                        flush(scalars[start..<index])
                        if mark == Emphasis.bold { bold.toggle() } else { italic.toggle() }
                    }
                    start = scalars.index(after: index)
                }
            }
            flush(scalars[start...])
            if !wroteText { write("\u{A0}") }
            write("</tspan>\n")
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
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        // Up to nine whole digits fit a small string (15 bytes): written digit by digit, with
        // no interpolation, as a drawing formats thousands of coordinates.
        if whole < 1_000_000_000 {
            return String(unsafeUninitializedCapacity: 15) { buffer in
                var count = 0
                if hundredths < 0 {
                    buffer[0] = UInt8(ascii: "-")
                    count = 1
                }
                let first = count
                var rest = whole
                repeat {
                    buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                    count += 1
                } while rest > 0
                buffer[first..<count].reverse()
                if fraction > 0 {
                    buffer[count] = UInt8(ascii: ".")
                    buffer[count + 1] = UInt8(ascii: "0") + UInt8(fraction / 10)
                    count += 2
                    if fraction % 10 > 0 {
                        buffer[count] = UInt8(ascii: "0") + UInt8(fraction % 10)
                        count += 1
                    }
                }
                return count
            }
        }
        let sign = hundredths < 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `x,y`.
    static func pair(_ point: Point) -> String {
        "\(format(point.x)),\(format(point.y))"
    }
}
