/// Lays out a treemap with ``Squarify``: each section a titled frame holding its items,
/// each leaf a rectangle sized by its value, coloured by its top-level section.
struct TreemapChart {
    let diagram: TreemapDiagram
    /// `treemap.valueFormat`: a d3-style format such as `,`, `$0,0` or `.1%`.
    var valueFormat = ","
    var size = Size(width: 600, height: 400)

    static let (header, inset, margin) = (24.0, 4.0, 8.0)

    func chart() -> Chart {
        let f = SVGNumber.format
        let outline = diagram.outline
        let nodes = diagram.nodes
        var values = [Double](repeating: 0, count: nodes.count)
        func total(_ node: Int) -> Double {
            let value =
                outline.children[node].isEmpty ? max(0, nodes[node].value ?? 0) : outline.children[node].map(total).reduce(0, +)
            values[node] = value
            return value
        }
        for root in outline.roots { _ = total(root) }
        var rects = [Rect?](repeating: nil, count: nodes.count)
        func place(_ members: [Int], in frame: Rect) {
            for (member, rect) in zip(members, Squarify.layout(members.map { values[$0] }, in: frame))
            where rect.size.width > 0 && rect.size.height > 0 {
                let box = Rect(
                    center: rect.center, size: Size(width: max(0, rect.size.width - 2), height: max(0, rect.size.height - 2)))
                rects[member] = box
                let kids = outline.children[member]
                guard !kids.isEmpty else { continue }
                let top = box.minY + Self.header
                let inner = Rect(
                    center: Point(x: box.center.x, y: (top + box.maxY - Self.inset) / 2),
                    size: Size(width: max(0, box.size.width - 2 * Self.inset), height: max(0, box.maxY - Self.inset - top)))
                place(kids, in: inner)
            }
        }
        place(
            outline.roots,
            in: Rect(center: Point(x: Self.margin + size.width / 2, y: Self.margin + size.height / 2), size: size))
        var sections = [Int](repeating: 0, count: nodes.count)
        // One root holding everything is coloured by its children instead.
        let coloured = outline.roots.count == 1 ? outline.children[outline.roots[0]] : outline.roots
        for (index, top) in coloured.enumerated() {
            for node in outline.preorder(from: top) { sections[node] = index }
        }
        let format = valueFormat
        let styles = diagram.classStyles
        let labelMeasure = TextMeasure(fontSize: 12)
        let leaves = nodes.indices.filter { outline.children[$0].isEmpty }
        var summary = "Treemap with \(DiagramSummary.count(leaves.count, "item"))."
        let listed = leaves.prefix(40).map { "\(nodes[$0].label.plain): \(TreemapValueFormat.format(values[$0], format))" }
        if !listed.isEmpty { summary += " " + listed.joined(separator: "; ") + "." }
        return Chart(
            kind: "treemap", noun: "Treemap", title: diagram.title, accessibility: diagram.accessibility, summary: summary,
            size: Size(width: size.width + 2 * Self.margin, height: size.height + 2 * Self.margin),
            nodeBoxes: leaves.compactMap { rects[$0] },
            css: [(" .treemap-section > .node-shape", "fill-opacity: 0.35;"), (" .treemap-value", "font-size: 12px;")],
            draw: { writer in
                for root in outline.roots {
                    for node in outline.preorder(from: root) {
                        guard let rect = rects[node] else { continue }
                        let isLeaf = outline.children[node].isEmpty
                        let style = nodes[node].classes.reduce([StyleProperty]()) { $0.merged(with: styles[$1] ?? []) }
                        let extra = SVGRenderer.classNames(nodes[node].classes)
                        writer.open(
                            "g",
                            [
                                (
                                    "class",
                                    "node \(isLeaf ? "treemap-leaf" : "treemap-section") \(SectionPalette.className(sections[node]))"
                                        + (extra.isEmpty ? "" : " " + extra)
                                )
                            ])
                        writer.element(
                            "rect",
                            [
                                ("class", "node-shape"), ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)),
                                ("height", f(rect.size.height)), ("style", style.shapeCSS),
                            ])
                        let label = nodes[node].label.plain
                        let value = TreemapValueFormat.format(values[node], format)
                        let room = rect.size.width - 8
                        let name =
                            labelMeasure.width(of: label) <= room ? label : PacketChart.shortened(label, to: room, labelMeasure)
                        if isLeaf {
                            guard rect.size.height >= 20 else {
                                writer.close("g")
                                continue
                            }
                            let lines = rect.size.height >= 40 ? [name, value] : [name]
                            writer.label(
                                lines, center: rect.center, lineHeight: labelMeasure.lineHeight, fontSize: 12,
                                className: "label treemap-value", style: style.labelCSS)
                        } else {
                            writer.element(
                                "text",
                                [
                                    ("class", "label treemap-value"), ("x", f(rect.minX + 6)), ("y", f(rect.minY + 16)),
                                    ("style", style.labelCSS),
                                ], text: name)
                        }
                        writer.close("g")
                    }
                }
            })
    }
}

/// The subset of d3-format that treemaps use: a currency prefix, thousands separators, a
/// precision and percentages.
enum TreemapValueFormat {
    static func format(_ value: Double, _ spec: String) -> String {
        let currency = spec.hasPrefix("$")
        let percent = spec.hasSuffix("%")
        let grouped = spec.contains(",")
        var digits: Int?
        if let dot = spec.firstIndex(of: ".") {
            digits = Int(spec[spec.index(after: dot)...].prefix { $0.isNumber })
        }
        let number = percent ? value * 100 : value
        let places = digits ?? (number.rounded() == number ? 0 : 2)
        var text = fixed(abs(number), places: min(places, 6))
        if grouped {
            let parts = text.split(separator: ".", maxSplits: 1)
            var whole = String(parts.first ?? "")
            var groups: [String] = []
            while whole.count > 3 {
                groups.insert(String(whole.suffix(3)), at: 0)
                whole.removeLast(3)
            }
            groups.insert(whole, at: 0)
            text = groups.joined(separator: ",") + (parts.count > 1 ? "." + parts[1] : "")
        }
        return (number < 0 ? "-" : "") + (currency ? "$" : "") + text + (percent ? "%" : "")
    }

    /// A number with a fixed count of decimals, without Foundation.
    private static func fixed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled < 1e15 else { return String(Int(value)) }
        let whole = Int(scaled / scale)
        guard places > 0 else { return String(whole) }
        let fraction = Int(scaled) - whole * Int(scale)
        let digits = String(fraction)
        return "\(whole).\(String(repeating: "0", count: places - digits.count))\(digits)"
    }
}
