/// Group boxes, rect fills, lifelines, participant boxes, stick figures and activation bars.
extension SequenceRenderer {
    func writeBoxes(into writer: inout SVGWriter) {
        guard !diagram.boxes.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "seq-boxes")])
        for (index, box) in diagram.boxes.enumerated() where layout.boxes[index].size.width > 0 {
            let rect = layout.boxes[index]
            writer.open("g", [("class", "seq-box-group"), ("data-id", "box-\(index + 1)")])
            writer.element(
                "rect",
                [
                    ("class", "seq-box"), ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)),
                    ("height", f(rect.size.height)), ("style", box.color.map { "fill:\($0)" } ?? ""),
                ])
            let textStyle = box.color.flatMap(LabelContrast.textColor(onFill:)).map { "fill:\($0)" } ?? ""
            writer.label(
                box.label.lines,
                center: Point(x: rect.center.x, y: rect.minY + SequenceMetrics.boxMargin + measure.lineHeight / 2),
                lineHeight: measure.lineHeight, fontSize: measure.fontSize, className: "label box-label", style: textStyle)
            writer.close("g")
        }
        writer.close("g")
    }

    func writeFrameFills(into writer: inout SVGWriter) {
        let filled = layout.frames.filter { $0.color != nil }
        guard !filled.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "frame-fills")])
        for frame in filled {
            writer.element(
                "rect",
                [
                    ("class", "frame-fill"), ("x", f(frame.rect.minX)), ("y", f(frame.rect.minY)),
                    ("width", f(frame.rect.size.width)), ("height", f(frame.rect.size.height)),
                    ("style", frame.color.map { "fill:\($0)" } ?? ""),
                ])
        }
        writer.close("g")
    }

    func writeLifelines(into writer: inout SVGWriter) {
        guard !layout.participants.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "lifelines")])
        for (index, placed) in layout.participants.enumerated() {
            writer.element(
                "line",
                [
                    ("class", "lifeline"), ("data-id", diagram.participants[index].id), ("x1", f(placed.x)),
                    ("y1", f(placed.lifelineTop)), ("x2", f(placed.x)), ("y2", f(placed.lifelineBottom)),
                ])
            if let y = placed.destroyedAt {
                let d =
                    "M\(f(placed.x - 9)),\(f(y - 9)) L\(f(placed.x + 9)),\(f(y + 9)) M\(f(placed.x + 9)),\(f(y - 9)) L\(f(placed.x - 9)),\(f(y + 9))"
                writer.element("path", [("class", "destroy-mark"), ("d", d)])
            }
        }
        writer.close("g")
    }

    func writeParticipants(bottom: Bool, into writer: inout SVGWriter) {
        guard !layout.participants.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", bottom ? "participants participants-bottom" : "participants")])
        for (index, participant) in diagram.participants.enumerated() {
            guard let rect = bottom ? layout.participants[index].bottom : layout.participants[index].top else { continue }
            let kind = participant.symbol.map { "participant \($0.rawValue)" } ?? (participant.isActor ? "actor" : "participant")
            writer.open(
                "g",
                [
                    ("class", bottom ? "mirror \(kind)" : "node \(kind)"), ("data-id", participant.id),
                    ("transform", "translate(\(f(rect.center.x)),\(f(rect.center.y)))"),
                ])
            let size = rect.size
            let linkBand = Double(participant.links.count) * SequenceMetrics.linkHeight
            if participant.hasFigure {
                let top = -size.height / 2
                if let symbol = participant.symbol {
                    Self.drawSymbolFigure(symbol, top: top, into: &writer)
                } else {
                    writer.element("circle", [("class", "actor-figure"), ("cx", "0"), ("cy", f(top + 10)), ("r", "7")])
                    let body = "M0,\(f(top + 17)) L0,\(f(top + 30)) M-12,\(f(top + 22)) L12,\(f(top + 22))"
                    let legs = " M-10,\(f(top + 40)) L0,\(f(top + 30)) L10,\(f(top + 40))"
                    writer.element("path", [("class", "actor-figure"), ("d", body + legs)])
                }
                let labelHeight = size.height - SequenceMetrics.figureHeight - linkBand
                writer.label(
                    participant.label.lines, center: Point(x: 0, y: top + SequenceMetrics.figureHeight + labelHeight / 2),
                    lineHeight: measure.lineHeight, fontSize: measure.fontSize)
            } else {
                Self.drawBox(participant.symbol, size: size, into: &writer)
                writer.label(
                    participant.label.lines, center: Point(x: 0, y: -linkBand / 2), lineHeight: measure.lineHeight,
                    fontSize: measure.fontSize)
            }
            writeLinks(participant.links, bottom: size.height / 2 - (participant.hasFigure ? 4 : 6), into: &writer)
            writer.close("g")
        }
        writer.close("g")
    }

    /// A participant's links, one per line, ending `bottom` pixels below its centre.
    private func writeLinks(_ links: [SequenceLink], bottom: Double, into writer: inout SVGWriter) {
        for (index, link) in links.enumerated() {
            let y = bottom - Double(links.count - 1 - index) * SequenceMetrics.linkHeight - 4
            writer.open("a", [("href", link.url)])
            writer.element(
                "text",
                [
                    ("class", "label participant-link"), ("x", "0"), ("y", SVGNumber.format(y)), ("text-anchor", "middle"),
                    ("style", "font-size:12px;text-decoration:underline"),
                ], text: link.label)
            writer.close("a")
        }
    }

    func writeActivations(into writer: inout SVGWriter) {
        guard !layout.activations.isEmpty else { return }
        let f = SVGNumber.format
        writer.open("g", [("class", "activations")])
        for (participant, rect) in layout.activations {
            writer.element(
                "rect",
                [
                    ("class", "activation"), ("data-id", diagram.participants[participant].id), ("x", f(rect.minX)),
                    ("y", f(rect.minY)), ("width", f(rect.size.width)), ("height", f(rect.size.height)),
                ])
        }
        writer.close("g")
    }
}
