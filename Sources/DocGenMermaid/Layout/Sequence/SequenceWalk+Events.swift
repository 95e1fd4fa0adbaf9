/// Placing each kind of event below the previous ones.
extension SequenceWalk {
    mutating func place(_ message: SequenceMessage) {
        let participants = engine.diagram.participants
        let label = engine.labelSize(message.text)
        let index = messageIndex
        messageIndex += 1
        var lineY = y + M.messageGap + label.height + M.textToLine
        let created = participants[message.to].createdBy == index && !message.isSelf
        if created { lineY = max(lineY, y + rowHeight / 2 + M.messageGap) }
        var placed = SequenceLayout.Message(points: [], label: nil, number: nil)
        if message.isSelf {
            let x = attachX(message.from, towards: .infinity)
            let loopRight = x + M.selfLoopWidth
            placed.points = [
                Point(x: x, y: lineY), Point(x: loopRight, y: lineY), Point(x: loopRight, y: lineY + M.selfLoopHeight),
                Point(x: x, y: lineY + M.selfLoopHeight),
            ]
            if label.width > 0 {
                placed.label = Rect(
                    minX: x + 6, minY: lineY - M.textToLine - label.height, maxX: x + 6 + label.width, maxY: lineY - M.textToLine)
            }
            cover(xs[message.from], max(loopRight, placed.label?.maxX ?? loopRight))
            y = lineY + M.selfLoopHeight
        } else {
            let start = attachX(message.from, towards: xs[message.to])
            var end = attachX(message.to, towards: xs[message.from])
            if created {
                let box = Rect(
                    center: Point(x: xs[message.to], y: lineY), size: Size(width: widths[message.to], height: rowHeight))
                result.participants[message.to].top = box
                result.participants[message.to].lifelineTop = box.maxY
                end = xs[message.from] < xs[message.to] ? box.minX : box.maxX
                cover(box.minX, box.maxX)
            }
            placed.points = [Point(x: start, y: lineY), Point(x: end, y: lineY)]
            if label.width > 0 {
                let center = Point(x: (xs[message.from] + xs[message.to]) / 2, y: lineY - M.textToLine - label.height / 2)
                placed.label = Rect(center: center, size: label)
            }
            cover(min(start, end), max(start, end))
            if let rect = placed.label { cover(rect.minX, rect.maxX) }
            y = created ? lineY + rowHeight / 2 : lineY
        }
        if message.number != nil { placed.number = placed.points[0] }
        for participant in [message.from, message.to] where participants[participant].destroyedBy == index {
            result.participants[participant].destroyedAt = lineY
        }
        result.messages.append(placed)
    }

    mutating func place(_ note: SequenceNote) {
        let size = engine.noteSize(note)
        let first = note.participants[0]
        let minY = y + M.frameMargin
        let minX: Double
        switch note.placement {
        case .rightOf: minX = xs[first] + M.noteOffset + M.activationWidth / 2
        case .leftOf: minX = xs[first] - M.noteOffset - M.activationWidth / 2 - size.width
        case .over:
            let last = note.participants.count > 1 ? note.participants[1] : first
            let (left, right) = (min(xs[first], xs[last]), max(xs[first], xs[last]))
            let width = first == last ? size.width : max(size.width, right - left + 2 * M.noteOffset + M.activationWidth)
            minX = (left + right) / 2 - width / 2
            let rect = Rect(minX: minX, minY: minY, maxX: minX + width, maxY: minY + size.height)
            return add(note: rect)
        }
        add(note: Rect(minX: minX, minY: minY, maxX: minX + size.width, maxY: minY + size.height))
    }

    private mutating func add(note rect: Rect) {
        result.notes.append(rect)
        cover(rect.minX, rect.maxX)
        y = rect.maxY
    }

    /// The tag's size for a block kind.
    func tagSize(_ kind: SequenceBlockKind) -> Size {
        Size(width: engine.measure.width(of: kind.rawValue) + 2 * M.textPadding, height: lineHeight)
    }

    mutating func openFrame(_ kind: SequenceBlockKind, label: TextBlock, color: String?) {
        let minY = y + M.frameMargin
        let tag = kind == .rect ? Size(width: 0, height: 0) : tagSize(kind)
        let tagRect = Rect(minX: 0, minY: minY, maxX: tag.width, maxY: minY + tag.height)
        let frame = SequenceLayout.Frame(
            kind: kind, label: label, color: color, rect: Rect(minX: 0, minY: minY, maxX: 0, maxY: minY), tag: tagRect,
            sections: [])
        frames.append((frame, .infinity, -.infinity, result.frames.count))
        result.frames.append(frame)
        y = kind == .rect ? minY : minY + max(tag.height, Double(label.lines.count) * lineHeight) + 4
    }

    mutating func addSection(_ label: TextBlock) {
        guard !frames.isEmpty else { return }
        let divider = y + M.frameMargin
        frames[frames.count - 1].frame.sections.append(SequenceLayout.Section(y: divider, label: label))
        y = divider + max(lineHeight, Double(label.lines.count) * lineHeight) + 4
    }

    /// The width a frame needs for its tag and bracketed labels.
    func labelWidth(_ frame: SequenceLayout.Frame) -> Double {
        let condition = frame.label.isEmpty ? 0 : engine.measure.size(of: frame.label.lines.map { "[\($0)]" }).width + 16
        let sections = frame.sections.map { engine.measure.size(of: $0.label.lines.map { "[\($0)]" }).width + 16 }
        return max(frame.tag.size.width + condition, sections.max() ?? 0)
    }

    mutating func closeFrame() {
        guard let (frame, contentMin, contentMax, slot) = frames.popLast() else { return }
        var placed = frame
        let (left, right) = contentMin <= contentMax ? (contentMin, contentMax) : (xs.first ?? 0, xs.last ?? 0)
        let minX = left - M.frameMargin
        let maxX = max(right + M.frameMargin, minX + labelWidth(frame))
        let maxY = y + M.frameMargin
        placed.rect = Rect(minX: minX, minY: frame.rect.minY, maxX: maxX, maxY: maxY)
        placed.tag = Rect(minX: minX, minY: frame.tag.minY, maxX: minX + frame.tag.size.width, maxY: frame.tag.maxY)
        result.frames[slot] = placed
        y = maxY
        cover(minX, maxX)
    }
}
