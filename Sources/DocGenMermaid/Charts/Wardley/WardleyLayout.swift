/// Places a Wardley map's parts: the plot between the value-chain and evolution axes, each
/// component at its position, pipelines under their parent, and every name, link label and
/// evolve label where it covers the fewest other parts and crosses the fewest lines.
struct WardleyLayout {
    /// A block of text and the box it fills.
    struct Text {
        var lines: [String]
        var rect: Rect
    }

    /// A line between two map parts, clipped at their edges.
    struct Link {
        var from: Point
        var to: Point
        var kind: WardleyDiagram.LinkKind
        var label: Text?
    }

    /// A component's predicted move: the arrow and the circle it ends at, named again.
    struct Evolve {
        var from: Point
        var to: Point
        var ghost: Point
        var label: Text
    }

    static let radius = 6.0
    /// The distance from a parent's centre down to its pipeline's centre line.
    static let pipelineDrop = 24.0
    static let labelMeasure = TextMeasure(fontSize: 12, wrappingWidth: 160)
    static let anchorMeasure = TextMeasure(fontSize: 14, wrappingWidth: 200)
    static let axisMeasure = TextMeasure(fontSize: 14)

    let diagram: WardleyDiagram
    private(set) var size: Size
    /// The plot, between the axes.
    private(set) var plot: Rect
    /// Each stage's name and its start and end along the evolution axis.
    private(set) var stages: [(lines: [String], start: Double, end: Double)] = []
    /// Each component's centre; an anchor's is the centre of its name.
    private(set) var centers: [Point] = []
    /// Each component's name, or an anchor's bold word.
    private(set) var labels: [Text] = []
    private(set) var pipelines: [Rect] = []
    /// The components inside each pipeline, in the order of ``pipelines``.
    private var pipelineMembers: [[Int]] = []
    private(set) var links: [Link] = []
    private(set) var evolves: [Evolve] = []
    private(set) var notes: [Text] = []
    /// Each force's arrow box and its text under it.
    private(set) var forces: [(arrow: Rect, label: Text, accelerates: Bool)] = []
    private(set) var annotations: [(number: Int, center: Point)] = []
    /// The key listing the annotations: its box and its lines, the heading first.
    private(set) var key: Text?
    /// The boxes that must not overlap: circles, names, notes, forces and annotations.
    private(set) var nodeBoxes: [Rect] = []
    /// Lines that names avoid crossing.
    private var segments: [(Point, Point)] = []

    init(_ diagram: WardleyDiagram) {
        self.diagram = diagram
        size = diagram.size ?? Size(width: 1100, height: 600)
        let stageLines = diagram.stages.map { Self.stageLines($0.name) }
        let stageBand = Double(stageLines.map(\.count).max() ?? 1) * Self.labelMeasure.lineHeight
        let left = Self.axisMeasure.lineHeight + 12
        let bottom = 6 + stageBand + Self.axisMeasure.lineHeight + 4
        plot = Rect(minX: left, minY: 10, maxX: size.width - 16, maxY: size.height - bottom)
        var start = 0.0
        for (stage, lines) in zip(diagram.stages, stageLines) {
            stages.append((lines, x(start), x(stage.end)))
            start = stage.end
        }
        placeComponents()
        placeLinks()
        placeEvolves()
        placeFixedParts()
        placeLabels()
        fitFrame()
    }

    /// The horizontal position of an evolution, through the shared linear scale.
    func x(_ evolution: Double) -> Double {
        LinearScale(domain: (0, 1), range: (plot.minX, plot.maxX)).position(of: evolution)
    }

    /// The vertical position of a visibility.
    func y(_ visibility: Double) -> Double {
        LinearScale(domain: (0, 1), range: (plot.maxY, plot.minY)).position(of: visibility)
    }

    /// A stage name on one line, or two for a dual label such as `Genesis / Concept`.
    private static func stageLines(_ name: String) -> [String] {
        let parts = name.components(separatedBy: " / ")
        return parts.count == 2 ? parts.map(\.trimmingSpaces) : [name]
    }

    /// The box a component's circle and its decorations cover.
    private func markBox(_ index: Int) -> Rect {
        let component = diagram.components[index]
        let center = centers[index]
        let reach = component.sourcing == nil ? Self.radius + 1 : 12
        var box = Rect(center: center, size: Size(width: 2 * reach, height: 2 * reach))
        if component.hasInertia {
            box = Rect(minX: box.minX, minY: center.y - 12, maxX: center.x + reach + 9, maxY: center.y + 12)
        }
        return box
    }

    private mutating func placeComponents() {
        let components = diagram.components
        for component in components {
            var center = Point(x: x(component.position.evolution), y: y(component.position.visibility))
            if component.pipeline != nil { center.y += Self.pipelineDrop }
            centers.append(center)
        }
        for (index, component) in components.enumerated() where component.isAnchor {
            let lines = Self.anchorMeasure.wrapped(LabelDecoder.decode(component.name, quoted: true).lines)
            let box = Rect(center: centers[index], size: Self.anchorMeasure.size(of: lines))
            labels.append(Text(lines: lines, rect: box))
        }
        let anchors = labels
        labels = []
        var anchorIndex = 0
        for component in components {
            if component.isAnchor {
                labels.append(anchors[anchorIndex])
                anchorIndex += 1
            } else {
                labels.append(
                    Text(
                        lines: Self.labelMeasure.wrapped(LabelDecoder.decode(component.name, quoted: true).lines),
                        rect: Rect(center: Point(x: 0, y: 0), size: .zero)))
            }
        }
        var parents: [String: [Int]] = [:]
        for (index, component) in components.enumerated() {
            if let parent = component.pipeline { parents[parent, default: []].append(index) }
        }
        for (parent, children) in parents.sorted(by: { $0.key < $1.key }) {
            guard let parentIndex = components.firstIndex(where: { $0.name == parent && $0.pipeline == nil }) else { continue }
            let xs = children.map { centers[$0].x }
            let lineY = centers[parentIndex].y + Self.pipelineDrop
            pipelines.append(
                Rect(
                    minX: (xs.min() ?? 0) - 16, minY: lineY - 12, maxX: (xs.max() ?? 0) + 16, maxY: lineY + 12))
            pipelineMembers.append(children)
        }
        for index in components.indices {
            nodeBoxes.append(components[index].isAnchor ? labels[index].rect : markBox(index))
        }
    }

    /// Notes, forces, annotation marks and the key: placed where the source puts them, kept
    /// inside the plot.
    private mutating func placeFixedParts() {
        let measure = Self.labelMeasure
        for note in diagram.notes {
            let lines = TextMeasure(fontSize: 12, wrappingWidth: 220).wrapped(LabelDecoder.decode(note.text, quoted: true).lines)
            let size = measure.size(of: lines)
            let origin = Point(x: x(note.position.evolution), y: y(note.position.visibility))
            let rect = nearest(
                Rect(
                    minX: origin.x, minY: origin.y - size.height / 2, maxX: origin.x + size.width,
                    maxY: origin.y + size.height / 2))
            notes.append(Text(lines: lines, rect: rect))
            nodeBoxes.append(rect)
        }
        for (remark, accelerates) in diagram.forces {
            let lines = measure.wrapped(LabelDecoder.decode(remark.text, quoted: true).lines)
            let textSize = measure.size(of: lines)
            let center = Point(x: x(remark.position.evolution), y: y(remark.position.visibility))
            let width = max(60, textSize.width)
            var whole = Rect(
                minX: center.x - width / 2, minY: center.y - 12, maxX: center.x + width / 2, maxY: center.y + 14 + textSize.height
            )
            whole = nearest(whole)
            let arrow = Rect(minX: whole.center.x - 30, minY: whole.minY, maxX: whole.center.x + 30, maxY: whole.minY + 24)
            let label = Rect(
                center: Point(x: whole.center.x, y: arrow.maxY + 2 + textSize.height / 2), size: textSize)
            forces.append((arrow, Text(lines: lines, rect: label), accelerates))
            nodeBoxes.append(whole)
        }
        for annotation in diagram.annotations {
            let center = Point(x: x(annotation.position.evolution), y: y(annotation.position.visibility))
            annotations.append((annotation.number, center))
            let mark = nearest(Rect(center: center, size: Size(width: 20, height: 20)))
            annotations[annotations.count - 1].center = mark.center
            nodeBoxes.append(mark)
        }
        if !diagram.annotations.isEmpty {
            let position = diagram.annotationKey ?? .init(visibility: 0.98, evolution: 0.02)
            let lines =
                ["Annotations"]
                + diagram.annotations.sorted { $0.number < $1.number }.map {
                    "\($0.number). \(LabelDecoder.decode($0.text, quoted: true).plain)"
                }
            let size = measure.size(of: lines)
            let origin = Point(x: x(position.evolution), y: y(position.visibility))
            let rect = nearest(
                Rect(minX: origin.x, minY: origin.y, maxX: origin.x + size.width + 16, maxY: origin.y + size.height + 12))
            key = Text(lines: lines, rect: rect)
            nodeBoxes.append(rect)
        }
    }

    /// A box where the source puts it or moved up, down or left by its size, whichever covers
    /// the fewest parts placed so far and crosses the fewest lines, inside the plot.
    private func nearest(_ rect: Rect) -> Rect {
        let (w, h) = (rect.size.width, rect.size.height)
        var candidates: [Rect] = []
        for step in [0.0, 1, 2] {
            candidates += [
                rect.offsetBy(dx: 0, dy: -step * (h + 6)), rect.offsetBy(dx: 0, dy: step * (h + 6)),
                rect.offsetBy(dx: -step * (w / 2 + 6), dy: 0),
            ]
        }
        let frame = plot
        return best(candidates.map(inside), obstacles: nodeBoxes, frame: frame)
    }

    /// A box moved the least to lie inside the plot, clear of the axes and their arrowheads,
    /// when it fits.
    private func inside(_ rect: Rect) -> Rect {
        let plot = Rect(minX: plot.minX + 4, minY: plot.minY + 4, maxX: plot.maxX - 12, maxY: plot.maxY - 4)
        var dx = 0.0
        var dy = 0.0
        if rect.maxX > plot.maxX { dx = plot.maxX - rect.maxX }
        if rect.minX + dx < plot.minX { dx = plot.minX - rect.minX }
        if rect.maxY > plot.maxY { dy = plot.maxY - rect.maxY }
        if rect.minY + dy < plot.minY { dy = plot.minY - rect.minY }
        return rect.offsetBy(dx: dx, dy: dy)
    }

    private mutating func placeLinks() {
        var index: [String: Int] = [:]
        for (position, component) in diagram.components.enumerated() where index[component.name] == nil {
            index[component.name] = position
        }
        for link in diagram.links {
            guard let from = index[link.from], let to = index[link.to], from != to else { continue }
            let start = edge(of: from, toward: centers[to])
            let end = edge(of: to, toward: centers[from])
            segments.append((start, end))
            var label: Text?
            if let text = link.label, !text.isEmpty {
                let lines = Self.labelMeasure.wrapped(LabelDecoder.decode(text, quoted: true).lines)
                label = Text(
                    lines: lines,
                    rect: Rect(
                        center: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), size: Self.labelMeasure.size(of: lines)
                    ))
            }
            links.append(Link(from: start, to: end, kind: link.kind, label: label))
        }
    }

    /// Where a line from component `index` toward `target` leaves its circle or its anchor's name.
    private func edge(of index: Int, toward target: Point) -> Point {
        let center = centers[index]
        let dx = target.x - center.x
        let dy = target.y - center.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return center }
        if diagram.components[index].isAnchor {
            let half = labels[index].rect.size
            let scale = min(
                dx == 0 ? .infinity : (half.width / 2 + 2) / abs(dx), dy == 0 ? .infinity : (half.height / 2) / abs(dy))
            return Point(x: center.x + dx * min(scale, 1), y: center.y + dy * min(scale, 1))
        }
        let reach = diagram.components[index].sourcing == nil ? Self.radius : 11
        return Point(x: center.x + dx / length * reach, y: center.y + dy / length * reach)
    }

    private mutating func placeEvolves() {
        for evolve in diagram.evolves {
            guard let index = diagram.components.firstIndex(where: { $0.name == evolve.name }) else { continue }
            let center = centers[index]
            let ghost = Point(x: x(evolve.evolution), y: center.y)
            let direction: Double = ghost.x >= center.x ? 1 : -1
            let lines = labels[index].lines
            var from = edge(of: index, toward: ghost)
            if diagram.components[index].hasInertia, direction > 0 { from.x = markBox(index).maxX + 2 }
            let to = Point(x: ghost.x - direction * (Self.radius + 1), y: ghost.y)
            segments.append((from, to))
            evolves.append(
                Evolve(from: from, to: to, ghost: ghost, label: Text(lines: lines, rect: .init(center: ghost, size: .zero))))
            nodeBoxes.append(Rect(center: ghost, size: Size(width: 2 * Self.radius + 2, height: 2 * Self.radius + 2)))
        }
    }

    /// Names of components and evolved circles, then link labels, each at its best place.
    private mutating func placeLabels() {
        var obstacles = nodeBoxes + pipelines
        let frame = Rect(minX: plot.minX + 2, minY: 0, maxX: size.width, maxY: plot.maxY - 2)
        for index in diagram.components.indices where !diagram.components[index].isAnchor {
            let size = Self.labelMeasure.size(of: labels[index].lines)
            let candidates: [Rect]
            if let offset = diagram.components[index].labelOffset {
                // The offset places the name's start; when that covers the circle, the name
                // moves out of it the way the offset points.
                let start = Point(x: centers[index].x + offset.x, y: centers[index].y + offset.y)
                let exact = Rect(
                    minX: start.x, minY: start.y - size.height / 2, maxX: start.x + size.width, maxY: start.y + size.height / 2)
                let mark = markBox(index)
                candidates = [
                    exact, exact.offsetBy(dx: offset.x < 0 ? mark.minX - 2 - exact.maxX : mark.maxX + 2 - exact.minX, dy: 0),
                    exact.offsetBy(dx: 0, dy: offset.y < 0 ? mark.minY - 1 - exact.maxY : mark.maxY + 1 - exact.minY),
                ]
            } else if let box = pipelineMembers.firstIndex(where: { $0.contains(index) }).map({ pipelines[$0] }) {
                // Inside a pipeline a name follows its circle on the pipeline's line, or
                // stands under the pipeline when the next circle is too close.
                let mark = markBox(index)
                candidates = [
                    Rect(
                        minX: mark.maxX + 5, minY: box.center.y - size.height / 2, maxX: mark.maxX + 5 + size.width,
                        maxY: box.center.y + size.height / 2),
                    Rect(
                        minX: mark.center.x - size.width / 2, minY: box.maxY + 2, maxX: mark.center.x + size.width / 2,
                        maxY: box.maxY + 2 + size.height),
                    Rect(
                        minX: mark.center.x - size.width / 2, minY: box.minY - 2 - size.height,
                        maxX: mark.center.x + size.width / 2, maxY: box.minY - 2),
                ]
                let rect = best(candidates, obstacles: obstacles.filter { $0 != box }, frame: frame)
                labels[index].rect = rect
                obstacles.append(rect)
                nodeBoxes.append(rect)
                continue
            } else {
                candidates = Self.candidates(around: markBox(index), size: size)
            }
            let rect = best(candidates, obstacles: obstacles, frame: frame)
            labels[index].rect = rect
            obstacles.append(rect)
            nodeBoxes.append(rect)
        }
        // A pipeline grows to hold the names written on its line.
        for (box, members) in zip(pipelines.indices, pipelineMembers) {
            for member in members where labels[member].rect.center.y == pipelines[box].center.y {
                pipelines[box] = Rect(
                    minX: pipelines[box].minX, minY: pipelines[box].minY,
                    maxX: max(pipelines[box].maxX, labels[member].rect.maxX + 6),
                    maxY: pipelines[box].maxY)
            }
        }
        for index in evolves.indices {
            let size = Self.labelMeasure.size(of: evolves[index].label.lines)
            let mark = Rect(center: evolves[index].ghost, size: Size(width: 2 * Self.radius + 2, height: 2 * Self.radius + 2))
            let rect = best(Self.candidates(around: mark, size: size), obstacles: obstacles, frame: frame)
            evolves[index].label.rect = rect
            obstacles.append(rect)
            nodeBoxes.append(rect)
        }
        for index in links.indices {
            guard let label = links[index].label else { continue }
            let size = label.rect.size
            let middle = label.rect.center
            let candidates = [
                Rect(center: middle, size: size), Rect(center: Point(x: middle.x, y: middle.y - size.height / 2 - 4), size: size),
                Rect(center: Point(x: middle.x, y: middle.y + size.height / 2 + 4), size: size),
                Rect(center: Point(x: middle.x + size.width / 2 + 6, y: middle.y), size: size),
                Rect(center: Point(x: middle.x - size.width / 2 - 6, y: middle.y), size: size),
            ]
            let rect = best(candidates, obstacles: obstacles, frame: frame, ignoringCrossings: true)
            links[index].label?.rect = rect
            obstacles.append(rect)
            nodeBoxes.append(rect)
        }
    }

    /// Boxes of `size` around a mark: above right first, as OnlineWardleyMaps places names.
    private static func candidates(around mark: Rect, size: Size) -> [Rect] {
        let (w, h, gap) = (size.width, size.height, 3.0)
        let c = mark.center
        return [
            Rect(minX: mark.maxX + gap - 2, minY: mark.minY - h + 4, maxX: mark.maxX + gap - 2 + w, maxY: mark.minY + 4),
            Rect(minX: mark.maxX + gap, minY: c.y - h / 2, maxX: mark.maxX + gap + w, maxY: c.y + h / 2),
            Rect(minX: mark.maxX + gap - 2, minY: mark.maxY - 4, maxX: mark.maxX + gap - 2 + w, maxY: mark.maxY - 4 + h),
            Rect(minX: mark.minX - gap - w, minY: c.y - h / 2, maxX: mark.minX - gap, maxY: c.y + h / 2),
            Rect(minX: mark.minX - gap + 2 - w, minY: mark.minY - h + 4, maxX: mark.minX - gap + 2, maxY: mark.minY + 4),
            Rect(minX: mark.minX - gap + 2 - w, minY: mark.maxY - 4, maxX: mark.minX - gap + 2, maxY: mark.maxY - 4 + h),
            Rect(minX: c.x - w / 2, minY: mark.minY - gap - h, maxX: c.x + w / 2, maxY: mark.minY - gap),
            Rect(minX: c.x - w / 2, minY: mark.maxY + gap, maxX: c.x + w / 2, maxY: mark.maxY + gap + h),
        ]
    }

    /// The candidate that leaves the frame least, then covers the fewest boxes, then crosses
    /// the fewest lines; the earlier one on a tie.
    private func best(_ candidates: [Rect], obstacles: [Rect], frame: Rect, ignoringCrossings: Bool = false) -> Rect {
        var chosen = candidates[0]
        var lowest = Double.infinity
        for (order, rect) in candidates.enumerated() {
            var cost = Double(order) * 0.01
            if !frame.contains(rect) { cost += 1000 }
            cost += 100 * Double(obstacles.filter { $0.overlaps(rect) }.count)
            if !ignoringCrossings {
                cost += 10 * Double(segments.filter { rect.clippedLength(from: $0.0, to: $0.1) != nil }.count)
            }
            if cost < lowest {
                lowest = cost
                chosen = rect
            }
        }
        return chosen
    }

    /// Grows the drawing to hold a name pushed outside it by a `label [dx, dy]` offset.
    private mutating func fitFrame() {
        let boxes = nodeBoxes + pipelines
        let minX = min(0, boxes.map(\.minX).min() ?? 0)
        let minY = min(0, boxes.map(\.minY).min() ?? 0)
        let maxX = max(size.width, boxes.map(\.maxX).max() ?? 0)
        let maxY = max(size.height, boxes.map(\.maxY).max() ?? 0)
        shift = Point(x: -minX, y: -minY)
        size = Size(width: maxX - minX, height: maxY - minY)
        nodeBoxes = nodeBoxes.map { $0.offsetBy(dx: -minX, dy: -minY) }
    }

    /// How far the drawing moves right and down so nothing lies above or left of the origin.
    private(set) var shift = Point(x: 0, y: 0)
}
