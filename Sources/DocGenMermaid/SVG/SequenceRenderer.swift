/// Writes a laid-out sequence diagram as one self-contained, accessible SVG, with the same
/// conventions as ``SVGRenderer``: themable colours, ids under the prefix, escaped text.
struct SequenceRenderer {
    let diagram: SequenceDiagram
    let layout: SequenceLayout
    let theme: Theme
    let id: String
    var measure = TextMeasure()

    func render() -> String {
        var writer = SVGWriter()
        let summary = SequenceSummary(diagram)
        writer.diagram(
            id: id, className: "dg-sequence", content: layout.size, title: diagram.title,
            summary: (summary.title, summary.description),
            css: [StyleSheet.css(id: id, theme: theme, fontSize: measure.fontSize), Self.css(id: id, theme: theme)],
            definitions: { writeMarkers(into: &$0) },
            body: { writer in
                writeBoxes(into: &writer)
                writeFrameFills(into: &writer)
                writeLifelines(into: &writer)
                writeParticipants(bottom: false, into: &writer)
                writeParticipants(bottom: true, into: &writer)
                writeActivations(into: &writer)
                writeFrames(into: &writer)
                writeMessages(into: &writer)
                writeNotes(into: &writer)
            })
        return writer.output
    }

    /// Rules for the parts only sequence diagrams have, scoped like ``StyleSheet``.
    static func css(id: String, theme: Theme) -> String {
        let activation = Theme.Value(variable: "--dg-activation-fill", value: "#f4f4f4")
        let rules: [(String, String)] = [
            (" .lifeline", "\(theme.edgeStroke.declaration("stroke")); stroke-width: 0.5px;"),
            (
                " .actor-figure",
                "\(theme.nodeFill.declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 2px;"
            ),
            (" .activation", "\(activation.declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .frame", "fill: none; \(theme.nodeStroke.declaration("stroke")); stroke-width: 2px; stroke-dasharray: 2 2;"),
            (" .frame-divider", "\(theme.nodeStroke.declaration("stroke")); stroke-width: 2px; stroke-dasharray: 3 3;"),
            (
                " .frame-tag",
                "\(theme.nodeFill.declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .frame-fill", "stroke: none;"),
            (" .seq-box", "fill: none; \(theme.clusterStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .edge-dotted.message", "stroke-dasharray: 3 3;"),
            (" .destroy-mark", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 2px;"),
            (" .sequence-number", "\(theme.edgeStroke.declaration("fill")); stroke: none;"),
            (" .sequence-number-text", "\(theme.nodeFill.declaration("fill")); font-size: 12px;"),
        ]
        return rules.map { "#\(id)\($0.0) { \($0.1) }" }.joined(separator: "\n")
    }

    /// The `<defs>` for the heads the diagram's messages use.
    private func writeMarkers(into writer: inout SVGWriter) {
        var used = Set<Markers.Use>()
        var usesOpen = false
        for message in diagram.messages {
            switch message.arrow.head {
            case .arrow: used.insert(Markers.Use(marker: .arrow, start: false, color: nil))
            case .cross: used.insert(Markers.Use(marker: .cross, start: false, color: nil))
            case .open: usesOpen = true
            case .none: break
            }
            if message.arrow.isBidirectional { used.insert(Markers.Use(marker: .arrow, start: true, color: nil)) }
        }
        Markers.write(used, colors: [], prefix: id, into: &writer)
        guard usesOpen else { return }
        writer.open("defs")
        writer.open(
            "marker",
            [
                ("id", "\(id)-open-end"), ("viewBox", "0 0 10 10"), ("refX", "9"), ("refY", "5"),
                ("markerUnits", "userSpaceOnUse"),
                ("orient", "auto"), ("markerWidth", "10"), ("markerHeight", "10"),
            ])
        writer.element("path", [("class", "marker-open"), ("d", "M1,1 L9,5 L1,9")])
        writer.close("marker")
        writer.close("defs")
    }

    /// `url(#…)` of the marker at one end of a message, or empty.
    func markerURL(_ arrow: SequenceArrow, start: Bool) -> String {
        if start {
            return arrow.isBidirectional
                ? "url(#\(Markers.id(Markers.Use(marker: .arrow, start: true, color: nil), prefix: id)))" : ""
        }
        switch arrow.head {
        case .arrow: return "url(#\(Markers.id(Markers.Use(marker: .arrow, start: false, color: nil), prefix: id)))"
        case .cross: return "url(#\(Markers.id(Markers.Use(marker: .cross, start: false, color: nil), prefix: id)))"
        case .open: return "url(#\(id)-open-end)"
        case .none: return ""
        }
    }

    /// How far a line stops short of its end for the head drawn there.
    static func inset(_ head: SequenceArrow.Head) -> Double {
        switch head {
        case .arrow: Markers.inset(.arrow)
        case .cross: Markers.inset(.cross)
        case .open, .none: 0
        }
    }
}

/// Half arrowheads (`-|\`, `-//`, `/|-`, …) and the circles of central connections (`A->>()B`).
extension SequenceRenderer {
    /// The radius of a central connection's circle, which the message line stops at.
    static let centralRadius = 5.0

    /// Draws a message's half arrowhead, if it has one, at the end it belongs to.
    func writeHalfHead(_ message: SequenceMessage, points: [Point], into writer: inout SVGWriter) {
        guard let half = message.arrow.half, points.count >= 2 else { return }
        let (tip, before) = half.atSource ? (points[0], points[1]) : (points[points.count - 1], points[points.count - 2])
        let length = max(0.001, ((tip.x - before.x) * (tip.x - before.x) + (tip.y - before.y) * (tip.y - before.y)).squareRoot())
        let (dx, dy) = ((tip.x - before.x) / length, (tip.y - before.y) / length)
        // The side of the line the head stands on: above it for "top", measured on the page.
        var (nx, ny) = (-dy, dx)
        if (ny < 0 || (ny == 0 && nx < 0)) != half.isTop { (nx, ny) = (-nx, -ny) }
        let back = Point(x: tip.x - dx * 10, y: tip.y - dy * 10)
        let wing = Point(x: back.x + nx * 6, y: back.y + ny * 6)
        let d: String
        if half.isStick {
            d = "M\(SVGNumber.pair(tip)) L\(SVGNumber.pair(wing))"
        } else {
            d = "M\(SVGNumber.pair(tip)) L\(SVGNumber.pair(wing)) L\(SVGNumber.pair(back)) Z"
        }
        writer.element("path", [("class", half.isStick ? "marker-open half-head" : "marker half-head"), ("d", d)])
    }

    /// Draws the circle where a central connection meets a lifeline.
    func writeCentralPoints(_ message: SequenceMessage, points: [Point], into writer: inout SVGWriter) {
        guard let first = points.first, let last = points.last else { return }
        let f = SVGNumber.format
        for (isCentral, point) in [(message.centralSource, first), (message.centralTarget, last)] where isCentral {
            writer.element(
                "circle",
                [("class", "marker central-point"), ("cx", f(point.x)), ("cy", f(point.y)), ("r", f(Self.centralRadius))])
        }
    }
}

/// The participant symbols of `@{ "type": … }`: UML's boundary, control and entity, a
/// database cylinder, and the stacked box of collections and the tube of a queue.
extension SequenceRenderer {
    /// Draws a figure symbol in the 40-pixel band above the label, centred on x = 0.
    static func drawSymbolFigure(_ symbol: SequenceSymbol, top: Double, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let cy = top + 18
        func circle(_ cx: Double) {
            writer.element("circle", [("class", "actor-figure"), ("cx", f(cx)), ("cy", f(cy)), ("r", "11")])
        }
        func path(_ d: String) { writer.element("path", [("class", "actor-figure"), ("d", d)]) }
        switch symbol {
        case .boundary:
            circle(6)
            path("M-16,\(f(cy - 11)) L-16,\(f(cy + 11)) M-16,\(f(cy)) L-5,\(f(cy))")
        case .control:
            circle(0)
            path("M4,\(f(cy - 15)) L-1,\(f(cy - 11)) L4,\(f(cy - 7))")
        case .entity:
            circle(0)
            path("M-11,\(f(cy + 14)) L11,\(f(cy + 14))")
        case .database:
            let (rx, ry, bodyTop, bottom) = (13.0, 4.0, top + 8, top + 32)
            path(
                "M\(f(-rx)),\(f(bodyTop)) a\(f(rx)),\(f(ry)) 0 0 0 \(f(2 * rx)),0 a\(f(rx)),\(f(ry)) 0 0 0 \(f(-2 * rx)),0 "
                    + "L\(f(-rx)),\(f(bottom)) a\(f(rx)),\(f(ry)) 0 0 0 \(f(2 * rx)),0 L\(f(rx)),\(f(bodyTop))")
        case .collections, .queue:
            break
        }
    }

    /// Draws a participant's box: plain, stacked for collections, or a tube for a queue.
    static func drawBox(_ symbol: SequenceSymbol?, size: Size, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let (w, h) = (size.width / 2, size.height / 2)
        func box(_ dx: Double, _ dy: Double) {
            writer.element(
                "rect",
                [
                    ("class", "node-shape"), ("x", f(-w + dx)), ("y", f(-h + dy)), ("width", f(size.width)),
                    ("height", f(size.height)), ("rx", "3"), ("ry", "3"),
                ])
        }
        switch symbol {
        case .collections:
            box(4, -4)
            box(0, 0)
        case .queue:
            let rx = min(w, 10)
            let body =
                "M\(f(-w + rx)),\(f(-h)) L\(f(w - rx)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(w - rx)),\(f(h)) "
                + "L\(f(-w + rx)),\(f(h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(-w + rx)),\(f(-h)) Z"
            writer.element("path", [("class", "node-shape"), ("d", body)])
            writer.element(
                "path", [("class", "node-line"), ("d", "M\(f(w - rx)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 0 \(f(w - rx)),\(f(h))")])
        default:
            box(0, 0)
        }
    }
}
