/// Frames, messages and notes.
extension SequenceRenderer {
    func writeFrames(into writer: inout SVGWriter) {
        let framed = layout.frames.filter { $0.kind != .rect }
        guard !framed.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "frames")])
        for frame in framed {
            let rect = frame.rect
            writer.open("g", [("class", "frame-group \(frame.kind.rawValue)")])
            writer.element(
                "rect",
                [
                    ("class", "frame"), ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)),
                    ("height", f(rect.size.height)),
                ])
            let tag = frame.tag
            let notch = "M\(f(tag.minX)),\(f(tag.minY)) L\(f(tag.maxX)),\(f(tag.minY)) L\(f(tag.maxX)),\(f(tag.maxY - 6))"
            let back = " L\(f(tag.maxX - 6)),\(f(tag.maxY)) L\(f(tag.minX)),\(f(tag.maxY)) Z"
            writer.element("path", [("class", "frame-tag"), ("d", notch + back)])
            writer.label(
                [frame.kind.rawValue], center: tag.center, lineHeight: measure.lineHeight, fontSize: measure.fontSize,
                className: "label frame-kind", style: "font-weight:bold")
            if !frame.label.isEmpty {
                let lines = frame.label.lines.map { "[\($0)]" }
                let height = Double(lines.count) * measure.lineHeight
                writer.label(
                    lines, center: Point(x: tag.maxX + 8, y: tag.minY + height / 2), lineHeight: measure.lineHeight,
                    fontSize: measure.fontSize, className: "label frame-label",
                    style: contrastStyle(at: Point(x: tag.maxX + 8, y: tag.center.y)), anchor: "start")
            }
            for section in frame.sections {
                writer.element(
                    "line",
                    [
                        ("class", "frame-divider"), ("x1", f(rect.minX)), ("y1", f(section.y)), ("x2", f(rect.maxX)),
                        ("y2", f(section.y)),
                    ])
                let lines = section.label.isEmpty ? [] : section.label.lines.map { "[\($0)]" }
                let height = Double(lines.count) * measure.lineHeight
                writer.label(
                    lines, center: Point(x: rect.center.x, y: section.y + 2 + height / 2), lineHeight: measure.lineHeight,
                    fontSize: measure.fontSize, className: "label frame-label",
                    style: contrastStyle(at: Point(x: rect.center.x, y: section.y + 2)))
            }
            writer.close("g")
        }
        writer.close("g")
    }

    /// A text colour for labels drawn on the innermost coloured `rect` at a point, so they stay
    /// readable when a dark site theme makes the default text light; empty outside coloured rects.
    func contrastStyle(at point: Point) -> String {
        let fill = layout.frames.last { frame in
            frame.color != nil && frame.rect.contains(Rect(center: point, size: Size(width: 0, height: 0)))
        }
        return fill?.color.flatMap(LabelContrast.textColor(onFill:)).map { "fill:\($0)" } ?? ""
    }

    /// The path through a message's points, its end pulled back for the head.
    func path(_ points: [Point], message: SequenceMessage) -> String {
        guard points.count >= 2 else { return "" }
        var points = points
        let last = points.count - 1
        let arrow = message.arrow
        let central = message.centralTarget ? Self.centralRadius : 0
        points[last] = EdgePath.pulled(points[last], toward: points[last - 1], by: Self.inset(arrow.head) + central)
        if arrow.isBidirectional { points[0] = EdgePath.pulled(points[0], toward: points[1], by: Markers.inset(.arrow)) }
        if message.centralSource { points[0] = EdgePath.pulled(points[0], toward: points[1], by: Self.centralRadius) }
        return "M" + points.map(SVGNumber.pair).joined(separator: " L")
    }

    func writeMessages(into writer: inout SVGWriter) {
        let messages = diagram.messages
        guard !messages.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "messages")])
        for (index, message) in messages.enumerated() {
            let placed = layout.messages[index]
            let from = diagram.participants[message.from].id
            let to = diagram.participants[message.to].id
            writer.element(
                "path",
                [
                    ("class", "edge message edge-\(message.arrow.isDotted ? "dotted" : "solid")"), ("data-from", from),
                    ("data-to", to), ("d", path(placed.points, message: message)),
                    ("marker-start", markerURL(message.arrow, start: true)),
                    ("marker-end", markerURL(message.arrow, start: false)),
                ])
            writeHalfHead(message, points: placed.points, into: &writer)
            writeCentralPoints(message, points: placed.points, into: &writer)
            if let rect = placed.label {
                writer.open(
                    "g",
                    [
                        ("class", "edgeLabel"), ("data-from", from), ("data-to", to),
                        ("transform", "translate(\(f(rect.center.x)),\(f(rect.center.y)))"),
                    ])
                writer.element(
                    "rect",
                    [
                        ("x", f(-rect.size.width / 2)), ("y", f(-rect.size.height / 2)), ("width", f(rect.size.width)),
                        ("height", f(rect.size.height)),
                    ])
                writer.label(
                    message.text.lines, center: Point(x: 0, y: 0), lineHeight: measure.lineHeight, fontSize: measure.fontSize)
                writer.close("g")
            }
            if let point = placed.number, let number = message.number {
                // Wider for decimals such as "1.25"; two digits still fit the usual circle.
                let radius = number.count <= 2 ? 8 : Double(number.count) * 3.2 + 1
                writer.element(
                    "circle", [("class", "sequence-number"), ("cx", f(point.x)), ("cy", f(point.y)), ("r", f(radius))])
                writer.label(
                    ["\(number)"], center: point, lineHeight: 12, fontSize: 12, className: "sequence-number-text")
            }
        }
        writer.close("g")
    }

    func writeNotes(into writer: inout SVGWriter) {
        let notes = diagram.notes
        guard !notes.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "notes")])
        for (index, note) in notes.enumerated() {
            let rect = layout.notes[index]
            writer.open(
                "g",
                [
                    ("class", "node note"), ("data-id", "note-\(index + 1)"),
                    ("transform", "translate(\(f(rect.center.x)),\(f(rect.center.y)))"),
                ])
            writer.element(
                "rect",
                [
                    ("class", "note-shape"), ("x", f(-rect.size.width / 2)), ("y", f(-rect.size.height / 2)),
                    ("width", f(rect.size.width)), ("height", f(rect.size.height)),
                ])
            writer.label(note.text.lines, center: Point(x: 0, y: 0), lineHeight: measure.lineHeight, fontSize: measure.fontSize)
            writer.close("g")
        }
        writer.close("g")
    }
}
