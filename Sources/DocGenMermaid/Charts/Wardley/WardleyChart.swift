/// Draws a laid-out Wardley map: the value-chain and evolution axes with the stages, pipelines,
/// links and flows, evolve arrows, components with their decorators, anchors, names, notes,
/// forces and annotations.
struct WardleyChart {
    let diagram: WardleyDiagram

    func chart() -> Chart {
        let layout = WardleyLayout(diagram)
        return Chart(
            kind: "wardley", noun: "Wardley map", title: diagram.title, accessibility: diagram.accessibility,
            summary: summary, size: layout.size, nodeBoxes: layout.nodeBoxes, css: Self.rules,
            draw: { writer in
                let shift = layout.shift
                if shift.x != 0 || shift.y != 0 { writer.open("g", [("transform", "translate(\(SVGNumber.pair(shift)))")]) }
                Self.drawAxes(layout, into: &writer)
                Self.drawLines(layout, into: &writer)
                Self.drawComponents(layout, into: &writer)
                Self.drawRemarks(layout, into: &writer)
                if shift.x != 0 || shift.y != 0 { writer.close("g") }
            })
    }

    private static func text(_ text: WardleyLayout.Text, className: String, measure: TextMeasure, into writer: inout SVGWriter) {
        writer.label(
            text.lines, center: text.rect.center, lineHeight: measure.lineHeight, fontSize: measure.fontSize,
            className: "label \(className)")
    }

    private static func drawAxes(_ layout: WardleyLayout, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let plot = layout.plot
        let axis = WardleyLayout.axisMeasure
        let small = WardleyLayout.labelMeasure
        writer.open("g", [("class", "wardley-axes")])
        for stage in layout.stages.dropFirst() {
            writer.element(
                "path",
                [("class", "wardley-stage-line"), ("d", "M\(f(stage.start)),\(f(plot.minY)) L\(f(stage.start)),\(f(plot.maxY))")])
        }
        writer.element(
            "path",
            [
                ("class", "wardley-axis"),
                ("d", "M\(f(plot.minX)),\(f(plot.minY)) L\(f(plot.minX)),\(f(plot.maxY)) L\(f(plot.maxX)),\(f(plot.maxY))"),
            ])
        writer.arrowhead(
            at: Point(x: plot.minX, y: plot.minY), from: Point(x: plot.minX, y: plot.maxY), className: "wardley-axis-head")
        writer.arrowhead(
            at: Point(x: plot.maxX, y: plot.maxY), from: Point(x: plot.minX, y: plot.maxY), className: "wardley-axis-head")
        let titleX = plot.minX - 6 - axis.lineHeight / 2
        for (text, y) in [("Visible", plot.minY + 40), ("Value Chain", plot.center.y), ("Invisible", plot.maxY - 40)] {
            let center = Point(x: titleX, y: y)
            writer.open("g", [("transform", "rotate(-90 \(SVGNumber.pair(center)))")])
            writer.label(
                [text], center: center, lineHeight: axis.lineHeight,
                fontSize: text == "Value Chain" ? axis.fontSize : small.fontSize,
                className: text == "Value Chain" ? "label wardley-axis-title" : "label wardley-stage")
            writer.close("g")
        }
        let stageBand = Double(layout.stages.map(\.lines.count).max() ?? 1) * small.lineHeight
        for stage in layout.stages {
            let center = Point(x: (stage.start + stage.end) / 2, y: plot.maxY + 6 + stageBand / 2)
            writer.label(
                stage.lines, center: center, lineHeight: small.lineHeight, fontSize: small.fontSize,
                className: "label wardley-stage")
        }
        writer.label(
            ["Evolution"],
            center: Point(x: plot.maxX - axis.width(of: "Evolution") / 2, y: plot.maxY + 6 + stageBand + axis.lineHeight / 2),
            lineHeight: axis.lineHeight, fontSize: axis.fontSize, className: "label wardley-axis-title")
        writer.close("g")
    }

    private static func drawLines(_ layout: WardleyLayout, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        for box in layout.pipelines {
            writer.element(
                "rect",
                [
                    ("class", "wardley-pipeline"), ("x", f(box.minX)), ("y", f(box.minY)), ("width", f(box.size.width)),
                    ("height", f(box.size.height)),
                ])
        }
        writer.open("g", [("class", "wardley-links")])
        for link in layout.links {
            let isFlow: Bool
            if case .flow(let toEnd, let toStart) = link.kind {
                isFlow = true
                if toEnd { writer.arrowhead(at: link.to, from: link.from, className: "wardley-arrowhead") }
                if toStart { writer.arrowhead(at: link.from, from: link.to, className: "wardley-arrowhead") }
            } else {
                isFlow = false
            }
            writer.element(
                "path",
                [
                    ("class", isFlow ? "wardley-link wardley-flow" : "wardley-link"),
                    ("d", "M\(SVGNumber.pair(link.from)) L\(SVGNumber.pair(link.to))"),
                ])
        }
        for link in layout.links {
            guard let label = link.label else { continue }
            writer.open("g", [("class", "edgeLabel")])
            let box = label.rect
            writer.element(
                "rect",
                [("x", f(box.minX - 2)), ("y", f(box.minY)), ("width", f(box.size.width + 4)), ("height", f(box.size.height))])
            text(label, className: "wardley-label", measure: WardleyLayout.labelMeasure, into: &writer)
            writer.close("g")
        }
        writer.close("g")
        writer.open("g", [("class", "wardley-evolves")])
        for evolve in layout.evolves {
            writer.element(
                "path", [("class", "wardley-evolve"), ("d", "M\(SVGNumber.pair(evolve.from)) L\(SVGNumber.pair(evolve.to))")])
            writer.arrowhead(at: evolve.to, from: evolve.from, className: "wardley-evolve-head")
        }
        writer.close("g")
    }

    private static func drawComponents(_ layout: WardleyLayout, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let radius = WardleyLayout.radius
        for evolve in layout.evolves {
            writer.open("g", [("class", "node wardley-evolved")])
            writer.element(
                "circle",
                [("class", "wardley-evolved-mark"), ("cx", f(evolve.ghost.x)), ("cy", f(evolve.ghost.y)), ("r", f(radius))])
            text(
                evolve.label, className: "wardley-label wardley-evolved-label", measure: WardleyLayout.labelMeasure, into: &writer
            )
            writer.close("g")
        }
        for (index, component) in layout.diagram.components.enumerated() {
            let center = layout.centers[index]
            let kind =
                component.isAnchor
                ? "wardley-anchor"
                : component.pipeline == nil ? "wardley-component" : "wardley-component wardley-pipeline-component"
            writer.open("g", [("class", "node \(kind)"), ("data-id", component.name)])
            if component.isAnchor {
                text(layout.labels[index], className: "wardley-anchor-label", measure: WardleyLayout.anchorMeasure, into: &writer)
                writer.close("g")
                continue
            }
            if let sourcing = component.sourcing { decorator(sourcing, at: center, into: &writer) }
            if component.hasInertia {
                writer.element(
                    "rect",
                    [
                        ("class", "wardley-inertia"), ("x", f(center.x + (component.sourcing == nil ? 9 : 14))),
                        ("y", f(center.y - 11)), ("width", "5"), ("height", "22"),
                    ])
            }
            writer.element("circle", [("class", "wardley-mark"), ("cx", f(center.x)), ("cy", f(center.y)), ("r", f(radius))])
            text(layout.labels[index], className: "wardley-label", measure: WardleyLayout.labelMeasure, into: &writer)
            writer.close("g")
        }
    }

    /// A sourcing decorator behind the circle: a triangle to build, a diamond to buy, a square
    /// to outsource, a ring for a market.
    private static func decorator(_ sourcing: WardleyDiagram.Sourcing, at c: Point, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let r = 11.0
        let attributes: [(String, String)]
        switch sourcing {
        case .build:
            attributes = [
                ("d", "M\(f(c.x)),\(f(c.y - r - 2)) L\(f(c.x + r + 1)),\(f(c.y + r - 2)) L\(f(c.x - r - 1)),\(f(c.y + r - 2)) Z")
            ]
        case .buy:
            attributes = [
                (
                    "d",
                    "M\(f(c.x)),\(f(c.y - r - 1)) L\(f(c.x + r + 1)),\(f(c.y)) L\(f(c.x)),\(f(c.y + r + 1)) L\(f(c.x - r - 1)),\(f(c.y)) Z"
                )
            ]
        case .outsource:
            attributes = [
                ("d", "M\(f(c.x - r + 1)),\(f(c.y - r + 1)) H\(f(c.x + r - 1)) V\(f(c.y + r - 1)) H\(f(c.x - r + 1)) Z")
            ]
        case .market:
            writer.element("circle", [("class", "wardley-sourcing wardley-market"), ("cx", f(c.x)), ("cy", f(c.y)), ("r", f(r))])
            return
        }
        writer.element("path", [("class", "wardley-sourcing wardley-\(sourcing.rawValue)")] + attributes)
    }

    private static func drawRemarks(_ layout: WardleyLayout, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let measure = WardleyLayout.labelMeasure
        for note in layout.notes {
            writer.open("g", [("class", "node wardley-note")])
            text(note, className: "wardley-note-text", measure: measure, into: &writer)
            writer.close("g")
        }
        for force in layout.forces {
            let box = force.arrow
            let (tip, tail) = force.accelerates ? (box.maxX, box.minX) : (box.minX, box.maxX)
            let neck = force.accelerates ? tip - 12 : tip + 12
            let points = [
                (tail, box.minY + 6), (neck, box.minY + 6), (neck, box.minY), (tip, box.center.y), (neck, box.maxY),
                (neck, box.maxY - 6),
                (tail, box.maxY - 6),
            ]
            writer.open("g", [("class", "node \(force.accelerates ? "wardley-accelerator" : "wardley-deaccelerator")")])
            writer.element(
                "path",
                [("class", "wardley-force"), ("d", "M" + points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " L") + " Z")])
            text(force.label, className: "wardley-note-text", measure: measure, into: &writer)
            writer.close("g")
        }
        for annotation in layout.annotations {
            writer.open("g", [("class", "node wardley-annotation")])
            writer.element(
                "circle",
                [
                    ("class", "wardley-annotation-mark"), ("cx", f(annotation.center.x)), ("cy", f(annotation.center.y)),
                    ("r", "9"),
                ])
            writer.label(
                ["\(annotation.number)"], center: annotation.center, lineHeight: measure.lineHeight, fontSize: 11,
                className: "label wardley-annotation-number")
            writer.close("g")
        }
        if let key = layout.key {
            let box = key.rect
            writer.open("g", [("class", "node wardley-key")])
            writer.element(
                "rect",
                [
                    ("class", "wardley-key-box"), ("x", f(box.minX)), ("y", f(box.minY)), ("width", f(box.size.width)),
                    ("height", f(box.size.height)),
                ])
            for (index, line) in key.lines.enumerated() {
                writer.label(
                    [line], center: Point(x: box.minX + 8, y: box.minY + 6 + (Double(index) + 0.5) * measure.lineHeight),
                    lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                    className: index == 0 ? "label wardley-key-title" : "label wardley-note-text", anchor: "start")
            }
            writer.close("g")
        }
    }

    /// The style rules, coloured through the theme's custom properties; evolution is drawn in
    /// the series palette's red.
    private static let rules: [(String, String)] = {
        let theme = Theme()
        let red = ChartPalette.series.value(3, theme: theme)
        let line = theme.edgeStroke.declaration("stroke")
        return [
            (" .wardley-axis", "fill: none; \(line); stroke-width: 1.5px;"),
            (" .wardley-axis-head", "\(theme.edgeStroke.declaration("fill")); stroke: none;"),
            (" .wardley-arrowhead", "\(theme.edgeStroke.declaration("fill")); stroke: none;"),
            (" .wardley-stage-line", "fill: none; \(line); stroke-width: 1px; stroke-dasharray: 4 4; stroke-opacity: 0.5;"),
            (" .wardley-stage", "font-size: 12px;"),
            (" .wardley-label", "font-size: 12px;"),
            (" .wardley-note-text", "font-size: 12px;"),
            (" .wardley-key-title", "font-size: 12px; font-weight: bold;"),
            (" .wardley-axis-title", "font-size: 14px;"),
            (" .wardley-anchor-label", "font-size: 14px; font-weight: bold;"),
            (" .wardley-link", "fill: none; \(line); stroke-width: 1px;"),
            (" .wardley-flow", "stroke-width: 2px; stroke-dasharray: 6 3;"),
            (" .wardley-mark", "\(theme.compositeFill.declaration("fill")); \(line); stroke-width: 1.5px;"),
            (
                " .wardley-evolved-mark",
                "\(theme.compositeFill.declaration("fill")); \(red.declaration("stroke")); stroke-width: 1.5px;"
            ),
            (" .wardley-evolve", "fill: none; \(red.declaration("stroke")); stroke-width: 1.5px; stroke-dasharray: 5 3;"),
            (" .wardley-evolve-head", "\(red.declaration("fill")); stroke: none;"),
            (
                " .wardley-sourcing",
                "\(theme.nodeFill.declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .wardley-inertia", "\(theme.edgeStroke.declaration("fill")); stroke: none;"),
            (" .wardley-pipeline", "fill: none; \(line); stroke-width: 1px;"),
            (
                " .wardley-force",
                "\(theme.nodeFill.declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .wardley-annotation-mark", "\(theme.compositeFill.declaration("fill")); \(line); stroke-width: 1px;"),
            (" .wardley-key-box", "\(theme.compositeFill.declaration("fill")); \(line); stroke-width: 1px;"),
            (" .wardley-annotation-number", "font-size: 11px;"),
        ]
    }()

    private var summary: String {
        let components = diagram.components.filter { !$0.isAnchor }
        let anchors = diagram.components.filter(\.isAnchor)
        var parts = [DiagramSummary.count(components.count, "component")]
        if !anchors.isEmpty { parts.append(DiagramSummary.count(anchors.count, "anchor")) }
        parts.append(DiagramSummary.count(diagram.links.count, "link"))
        var text = "Wardley map with \(parts.joined(separator: ", ")); evolution stages "
        text += diagram.stages.map(\.name).joined(separator: ", ") + "."
        let placed = diagram.components.prefix(40).map {
            "\($0.name) (visibility \(LinearScale.number($0.position.visibility)), evolution \(LinearScale.number($0.position.evolution)))"
        }
        if !placed.isEmpty { text += " " + placed.joined(separator: "; ") + "." }
        let evolves = diagram.evolves.map { "\($0.name) evolves to \(LinearScale.number($0.evolution))" }
        if !evolves.isEmpty { text += " " + evolves.joined(separator: "; ") + "." }
        return text
    }
}
