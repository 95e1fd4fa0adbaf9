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
            let kind = participant.isActor ? "actor" : "participant"
            writer.open(
                "g",
                [
                    ("class", bottom ? "mirror \(kind)" : "node \(kind)"), ("data-id", participant.id),
                    ("transform", "translate(\(f(rect.center.x)),\(f(rect.center.y)))"),
                ])
            let (width, height) = (rect.size.width, rect.size.height)
            if participant.isActor {
                let top = -height / 2
                writer.element("circle", [("class", "actor-figure"), ("cx", "0"), ("cy", f(top + 10)), ("r", "7")])
                let body = "M0,\(f(top + 17)) L0,\(f(top + 30)) M-12,\(f(top + 22)) L12,\(f(top + 22))"
                let legs = " M-10,\(f(top + 40)) L0,\(f(top + 30)) L10,\(f(top + 40))"
                writer.element("path", [("class", "actor-figure"), ("d", body + legs)])
                let labelHeight = height - SequenceMetrics.figureHeight
                writer.label(
                    participant.label.lines, center: Point(x: 0, y: top + SequenceMetrics.figureHeight + labelHeight / 2),
                    lineHeight: measure.lineHeight, fontSize: measure.fontSize)
            } else {
                writer.element(
                    "rect",
                    [
                        ("class", "node-shape"), ("x", f(-width / 2)), ("y", f(-height / 2)), ("width", f(width)),
                        ("height", f(height)), ("rx", "3"), ("ry", "3"),
                    ])
                writer.label(
                    participant.label.lines, center: Point(x: 0, y: 0), lineHeight: measure.lineHeight, fontSize: measure.fontSize
                )
            }
            writer.close("g")
        }
        writer.close("g")
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
