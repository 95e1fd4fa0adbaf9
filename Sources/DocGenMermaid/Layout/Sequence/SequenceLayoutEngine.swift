/// Lays out a sequence diagram as Mermaid does: participants left to right with gaps that
/// fit the messages and notes between them, then events walked top to bottom.
///
/// Not the layered graph engine: one pass over participants and one over events, both linear.
struct SequenceLayoutEngine {
    let diagram: SequenceDiagram
    var measure = TextMeasure()

    typealias M = SequenceMetrics

    /// The size of a participant's box or figure area, before rows are made uniform.
    func participantSize(_ participant: SequenceParticipant) -> Size {
        let text = measure.size(of: participant.label.lines)
        let width = max(M.actorWidth, text.width + 2 * M.textPadding)
        var height = participant.hasFigure ? M.figureHeight + text.height + 8 : text.height + 2 * M.textPadding
        height += Double(participant.links.count) * M.linkHeight
        let linkWidth = participant.links.map { measure.width(of: $0.label) * 0.9 + 2 * M.textPadding }.max() ?? 0
        return Size(width: max(width, linkWidth), height: max(M.actorHeight, height))
    }

    /// The width of a message's text, padded for its background.
    func labelSize(_ text: TextBlock) -> Size {
        guard !text.isEmpty else { return Size(width: 0, height: 0) }
        let size = measure.size(of: text.lines)
        return Size(width: size.width + 8, height: size.height)
    }

    /// A note's size.
    func noteSize(_ note: SequenceNote) -> Size {
        let text = measure.size(of: note.text.lines)
        return Size(
            width: max(M.noteWidth, text.width + 2 * M.textPadding),
            height: max(text.height, measure.lineHeight) + 2 * M.textPadding)
    }

    /// Lifeline x of every participant, with each gap grown to fit what sits between neighbours.
    func columns(widths: [Double]) -> [Double] {
        let count = widths.count
        guard count > 0 else { return [] }
        // needed[b] holds (a, distance): x[b] - x[a] must be at least distance, a < b.
        var needed: [[(Int, Double)]] = Array(repeating: [], count: count)
        func require(_ a: Int, _ b: Int, _ distance: Double) {
            guard a != b, a >= 0, b < count else { return }
            needed[max(a, b)].append((min(a, b), distance))
        }
        for event in diagram.events {
            switch event {
            case .message(let message):
                let width = labelSize(message.text).width
                if message.isSelf {
                    let reach = max(M.selfLoopWidth, 6 + width) + M.activationWidth + M.noteOffset
                    require(message.from, message.from + 1, reach)
                } else {
                    require(message.from, message.to, width + 2 * M.textPadding + 2 * M.activationWidth)
                }
            case .note(let note):
                let width = noteSize(note).width
                let first = note.participants[0]
                switch note.placement {
                case .rightOf: require(first, first + 1, width + 2 * M.noteOffset + M.activationWidth)
                case .leftOf: require(first - 1, first, width + 2 * M.noteOffset + M.activationWidth)
                case .over:
                    let last = note.participants.count > 1 ? note.participants[1] : first
                    if first == last {
                        require(first - 1, first, width / 2 + M.noteOffset)
                        require(first, first + 1, width / 2 + M.noteOffset)
                    } else {
                        require(first, last, width - 2 * M.noteOffset)
                    }
                }
            default: continue
            }
        }
        var xs = [widths[0] / 2]
        for index in 1..<count {
            var x = xs[index - 1] + widths[index - 1] / 2 + M.actorMargin + widths[index] / 2
            for (a, distance) in needed[index] { x = max(x, xs[a] + distance) }
            xs.append(x)
        }
        return xs
    }

    /// The finished layout, shifted so everything sits inside the margin.
    func layout() -> SequenceLayout {
        let sizes = diagram.participants.map(participantSize)
        let rowHeight = sizes.map(\.height).max() ?? M.actorHeight
        let xs = columns(widths: sizes.map(\.width))
        let hasBoxLabels = diagram.boxes.contains { !$0.label.isEmpty }
        let top = diagram.boxes.isEmpty ? 0 : M.boxMargin + (hasBoxLabels ? measure.lineHeight + M.boxMargin : 0)
        var walk = SequenceWalk(engine: self, xs: xs, widths: sizes.map(\.width), rowHeight: rowHeight, top: top)
        walk.run()
        var result = walk.finish()
        result.boxes = diagram.boxes.indices.map { box in
            let members = diagram.participants.indices.filter { diagram.participants[$0].box == box }
            guard !members.isEmpty else { return Rect(minX: 0, minY: 0, maxX: 0, maxY: 0) }
            let minX = members.map { result.participants[$0].top.minX }.min() ?? 0
            let maxX = members.map { result.participants[$0].top.maxX }.max() ?? 0
            let bottom = members.map { result.participants[$0].bottom?.maxY ?? result.participants[$0].lifelineBottom }.max() ?? 0
            let grow = max(0, measure.size(of: diagram.boxes[box].label.lines).width + 2 * M.boxMargin - (maxX - minX)) / 2
            return Rect(
                minX: minX - M.boxMargin - grow, minY: 0, maxX: maxX + M.boxMargin + grow, maxY: bottom + M.boxMargin)
        }
        return result.fitted(margin: M.diagramMargin)
    }
}
