/// Where everything in a sequence diagram is drawn, in SVG coordinates.
struct SequenceLayout: Sendable {
    /// One participant's boxes and lifeline.
    struct Participant: Sendable, Hashable {
        /// The box (or stick figure area) at the top, or where `create` introduces it.
        var top: Rect
        /// The mirrored box at the bottom; nil when `destroy` ended the lifeline.
        var bottom: Rect?
        /// The lifeline's x.
        var x: Double
        /// Where the lifeline starts and ends.
        var lifelineTop: Double
        var lifelineBottom: Double
        /// Where `destroy` crossed the lifeline out, if it did.
        var destroyedAt: Double?
    }

    /// One message's line and text.
    struct Message: Sendable, Hashable {
        /// The polyline from sender to receiver (two points, or four for a self-message).
        var points: [Point]
        /// The text's box, or nil for no text.
        var label: Rect?
        /// The autonumber badge's centre, when numbered.
        var number: Point?
    }

    /// A section divider (`else`, `and`, `option`) and its label.
    struct Section: Sendable, Hashable {
        var y: Double
        var label: TextBlock
    }

    /// One block frame with its sections.
    struct Frame: Sendable, Hashable {
        var kind: SequenceBlockKind
        var label: TextBlock
        var color: String?
        var rect: Rect
        /// The kind tag in the top-left corner.
        var tag: Rect
        /// Dividers after the first section.
        var sections: [Section]
    }

    var participants: [Participant] = []
    /// In the order of the diagram's messages.
    var messages: [Message] = []
    /// In the order of the diagram's notes.
    var notes: [Rect] = []
    /// Activation bars, by participant, in the order they open.
    var activations: [(participant: Int, rect: Rect)] = []
    /// Frames, outer before inner.
    var frames: [Frame] = []
    /// `box` groups, in the diagram's order.
    var boxes: [Rect] = []
    /// The drawing's size.
    var size = Size(width: 0, height: 0)
}

/// Moving a finished layout so its content starts at the margin, and measuring its size.
extension SequenceLayout {
    /// Every rectangle drawn, for bounds and overlap checks.
    private func drawnRects() -> [Rect] {
        var rects = participants.flatMap { [$0.top] + ($0.bottom.map { [$0] } ?? []) }
        rects += notes + frames.map(\.rect) + activations.map(\.rect) + boxes.filter { $0.size.width > 0 }
        rects += messages.compactMap(\.label)
        for message in messages {
            let xs = message.points.map(\.x)
            let ys = message.points.map(\.y)
            rects.append(Rect(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0))
        }
        return rects
    }

    /// The layout moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> SequenceLayout {
        var moved = self
        func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        moved.participants = participants.map { participant in
            var copy = participant
            copy.top = participant.top.offsetBy(dx: dx, dy: dy)
            copy.bottom = participant.bottom?.offsetBy(dx: dx, dy: dy)
            copy.x += dx
            copy.lifelineTop += dy
            copy.lifelineBottom += dy
            copy.destroyedAt = participant.destroyedAt.map { $0 + dy }
            return copy
        }
        moved.messages = messages.map { message in
            SequenceLayout.Message(
                points: message.points.map(move), label: message.label?.offsetBy(dx: dx, dy: dy), number: message.number.map(move)
            )
        }
        moved.notes = notes.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.activations = activations.map { ($0.participant, $0.rect.offsetBy(dx: dx, dy: dy)) }
        moved.frames = frames.map { frame in
            var copy = frame
            copy.rect = frame.rect.offsetBy(dx: dx, dy: dy)
            copy.tag = frame.tag.offsetBy(dx: dx, dy: dy)
            copy.sections = frame.sections.map { SequenceLayout.Section(y: $0.y + dy, label: $0.label) }
            return copy
        }
        moved.boxes = boxes.map { $0.size.width > 0 ? $0.offsetBy(dx: dx, dy: dy) : $0 }
        return moved
    }

    /// The layout shifted so its content starts at `margin`, with its size set.
    func fitted(margin: Double) -> SequenceLayout {
        let rects = drawnRects()
        let minX = rects.map(\.minX).min() ?? 0
        let minY = rects.map(\.minY).min() ?? 0
        let maxX = rects.map(\.maxX).max() ?? 0
        let maxY = rects.map(\.maxY).max() ?? 0
        var moved = offsetBy(dx: margin - minX, dy: margin - minY)
        moved.size = Size(width: (maxX - minX + 2 * margin).rounded(.up), height: (maxY - minY + 2 * margin).rounded(.up))
        return moved
    }
}
