/// The top-to-bottom pass of ``SequenceLayoutEngine``: places messages, notes, activations
/// and frames in event order, with explicit stacks instead of recursion.
struct SequenceWalk {
    let engine: SequenceLayoutEngine
    let xs: [Double]
    let widths: [Double]
    let rowHeight: Double
    let top: Double
    var y: Double
    var result = SequenceLayout()
    /// Open activation bars of each participant: their start y.
    var active: [[Double]]
    /// Open frames: the layout so far and the horizontal extent of their contents.
    var frames: [(frame: SequenceLayout.Frame, minX: Double, maxX: Double, slot: Int)] = []
    var messageIndex = 0

    typealias M = SequenceMetrics

    init(engine: SequenceLayoutEngine, xs: [Double], widths: [Double], rowHeight: Double, top: Double) {
        self.engine = engine
        self.xs = xs
        self.widths = widths
        self.rowHeight = rowHeight
        self.top = top
        y = top + rowHeight
        active = Array(repeating: [], count: xs.count)
        result.participants = xs.indices.map { index in
            let rect = Rect(
                minX: xs[index] - widths[index] / 2, minY: top, maxX: xs[index] + widths[index] / 2, maxY: top + rowHeight)
            return SequenceLayout.Participant(
                top: rect, bottom: nil, x: xs[index], lifelineTop: top + rowHeight, lifelineBottom: 0)
        }
    }

    var lineHeight: Double { engine.measure.lineHeight }

    /// Widens the innermost open frame to cover `minX...maxX`.
    mutating func cover(_ minX: Double, _ maxX: Double) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].minX = min(frames[frames.count - 1].minX, minX)
        frames[frames.count - 1].maxX = max(frames[frames.count - 1].maxX, maxX)
    }

    /// The x where a line from `towards` meets participant `index`'s lifeline or activation bar.
    func attachX(_ index: Int, towards other: Double) -> Double {
        let depth = active[index].count
        guard depth > 0 else { return xs[index] }
        let center = xs[index] + Double(depth - 1) * M.activationWidth / 2
        return other < xs[index] ? center - M.activationWidth / 2 : center + M.activationWidth / 2
    }

    mutating func run() {
        for event in engine.diagram.events {
            switch event {
            case .message(let message): place(message)
            case .note(let note): place(note)
            case .activate(let index):
                active[index].append(y)
            case .deactivate(let index):
                closeActivation(index, at: y)
            case .blockStart(let kind, let label, let color): openFrame(kind, label: label, color: color)
            case .blockSection(let label): addSection(label)
            case .blockEnd: closeFrame()
            }
        }
    }

    mutating func closeActivation(_ index: Int, at end: Double) {
        guard let start = active[index].popLast() else { return }
        let level = Double(active[index].count)
        let minX = xs[index] - M.activationWidth / 2 + level * M.activationWidth / 2
        let bottom = max(end, start + 6)
        result.activations.append((index, Rect(minX: minX, minY: start, maxX: minX + M.activationWidth, maxY: bottom)))
        cover(minX, minX + M.activationWidth)
    }

    /// Closes open frames and activations and places the mirrored boxes.
    mutating func finish() -> SequenceLayout {
        while !frames.isEmpty { closeFrame() }
        y += 2 * M.frameMargin
        for index in active.indices {
            while !active[index].isEmpty { closeActivation(index, at: y) }
        }
        result.activations.sort { $0.rect.minY == $1.rect.minY ? $0.participant < $1.participant : $0.rect.minY < $1.rect.minY }
        for index in result.participants.indices {
            if let end = result.participants[index].destroyedAt {
                result.participants[index].lifelineBottom = end
                continue
            }
            result.participants[index].lifelineBottom = y
            result.participants[index].bottom = Rect(
                minX: xs[index] - widths[index] / 2, minY: y, maxX: xs[index] + widths[index] / 2, maxY: y + rowHeight)
        }
        return result
    }
}
