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
        let titleMeasure = TextMeasure(fontSize: SVGRenderer.titleFontSize)
        let titleBand = diagram.title == nil ? 0 : titleMeasure.lineHeight + 8
        let titleWidth = diagram.title.map { titleMeasure.width(of: $0) + 16 } ?? 0
        let totalWidth = max(layout.size.width, titleWidth)
        let width = SVGNumber.format(totalWidth)
        let height = SVGNumber.format(layout.size.height + titleBand)
        let summary = SequenceSummary(diagram)
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id), ("class", "dg-mermaid dg-sequence"), ("width", width),
                ("height", height), ("viewBox", "0 0 \(width) \(height)"), ("style", "max-width: \(width)px;"), ("role", "img"),
                ("aria-labelledby", "\(id)-title \(id)-desc"),
            ])
        writer.element("title", [("id", "\(id)-title")], text: summary.title)
        writer.element("desc", [("id", "\(id)-desc")], text: summary.description)
        writer.open("style")
        writer.raw(StyleSheet.css(id: id, theme: theme, fontSize: measure.fontSize))
        writer.raw(Self.css(id: id, theme: theme))
        writer.close("style")
        writeMarkers(into: &writer)
        if let title = diagram.title {
            writer.label(
                [title], center: Point(x: totalWidth / 2, y: titleBand / 2), lineHeight: titleMeasure.lineHeight,
                fontSize: SVGRenderer.titleFontSize, className: "label diagram-title",
                style: "font-size:\(SVGNumber.format(SVGRenderer.titleFontSize))px")
            let dx = SVGNumber.format((totalWidth - layout.size.width) / 2)
            writer.open("g", [("transform", "translate(\(dx),\(SVGNumber.format(titleBand)))")])
        }
        writeBoxes(into: &writer)
        writeFrameFills(into: &writer)
        writeLifelines(into: &writer)
        writeParticipants(bottom: false, into: &writer)
        writeParticipants(bottom: true, into: &writer)
        writeActivations(into: &writer)
        writeFrames(into: &writer)
        writeMessages(into: &writer)
        writeNotes(into: &writer)
        if diagram.title != nil { writer.close("g") }
        writer.close("svg")
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
    func writeMarkers(into writer: inout SVGWriter) {
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
