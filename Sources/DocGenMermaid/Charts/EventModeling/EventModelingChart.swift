/// Lays out an event model as mermaid.js does: one swimlane per entity group (UI and
/// processors, commands and read models, events, each namespace its own lane), time frames left
/// to right in the order written, a frame on another lane overlapping the one before, and an
/// arrow into each frame from the frame before it on another lane (or from its `->>` frames).
struct EventModelingChart {
    let diagram: EventModelingDiagram
    var measure = TextMeasure()

    // mermaid.js's event modeling constants (`diagramProps`).
    private static let (laneMinHeight, lanePadding, laneGap) = (70.0, 15.0, 10.0)
    private static let (boxPadding, boxOverlap, contentStartX) = (10.0, 90.0, 250.0)
    private static let (boxMinWidth, boxMaxWidth, boxMinHeight, boxMaxHeight) = (80.0, 450.0, 80.0, 750.0)
    private static let (textPadding, textMaxWidth, dataFontSize, margin) = (10.0, 430.0, 13.0, 10.0)

    /// The advance of a character of the data's monospace font.
    private static let dataAdvance = dataFontSize * 0.62

    /// A data line broken at spaces to fit the box's widest text, in the monospace font.
    private static func wrappedData(_ line: String) -> [String] {
        let limit = Int(textMaxWidth / dataAdvance)
        guard line.count > limit else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > limit {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A swimlane: its place among the lanes (0–99 UI, 100–199 commands, 200–299 events), label and extent.
    private struct Lane {
        var order: Int
        var label: String
        var right = 0.0
        var contentHeight = laneMinHeight
        var y = 0.0
        var height: Double { max(EventModelingChart.laneMinHeight, contentHeight) + 2 * EventModelingChart.lanePadding }
    }

    /// A frame's box before the lanes' heights are known.
    private struct Box {
        var frame: Int
        var lane: Int
        var x: Double
        var size: Size
        var name: [String]
        var data: [String]
    }

    func chart() -> Chart {
        var lanes: [Lane] = []
        var laneKeys: [String: Int] = [:]
        var boxes: [Box] = []
        var maxRight = 0.0
        var previousLane: Int?
        let nameMeasure = TextMeasure(fontSize: measure.fontSize, wrappingWidth: Self.textMaxWidth)
        let dataMeasure = TextMeasure(fontSize: Self.dataFontSize)
        for (index, frame) in diagram.frames.enumerated() {
            let lane = Self.lane(of: frame, lanes: &lanes, keys: &laneKeys)
            let name = nameMeasure.wrapped([frame.entity])
            let data = frame.data.flatMap(Self.wrappedData)
            let textWidth = max(
                name.map { nameMeasure.width(of: $0) * 1.08 }.max() ?? 0,
                data.map { Double($0.count) * Self.dataAdvance }.max() ?? 0)
            var textHeight = Double(name.count) * nameMeasure.lineHeight
            if !data.isEmpty { textHeight += dataMeasure.lineHeight / 2 + Double(data.count) * dataMeasure.lineHeight }
            let size = Size(
                width: min(Self.boxMaxWidth, max(Self.boxMinWidth, textWidth + 2 * Self.textPadding)) + 2 * Self.boxPadding,
                height: min(Self.boxMaxHeight, max(Self.boxMinHeight, textHeight + 2 * Self.textPadding)) + 2 * Self.boxPadding)
            var x: Double
            if let previousLane, let last = boxes.last {
                x =
                    previousLane == lane
                    ? lanes[lane].right + Self.boxPadding : last.x + last.size.width - Self.boxOverlap + 2 * Self.boxPadding
            } else {
                x = Self.contentStartX
            }
            // Unlike mermaid.js, a box never starts inside an earlier box of its own lane
            // (`ui`, `cmd`, `ui`: the second UI frame would overlap the first).
            if lanes[lane].right > 0 { x = max(x, lanes[lane].right + Self.boxPadding) }
            lanes[lane].right = x + size.width
            lanes[lane].contentHeight = max(lanes[lane].contentHeight, size.height)
            maxRight = max(maxRight, x + size.width + Self.boxPadding)
            boxes.append(Box(frame: index, lane: lane, x: x, size: size, name: name, data: data))
            previousLane = lane
        }
        // Lanes stack in their order, whatever order they were met in.
        var y = Self.margin
        for lane in lanes.indices.sorted(by: { lanes[$0].order < lanes[$1].order }) {
            lanes[lane].y = y
            y += lanes[lane].height + Self.laneGap
        }
        let rects = boxes.map { box in
            Rect(
                minX: Self.margin + box.x, minY: lanes[box.lane].y + Self.lanePadding, maxX: Self.margin + box.x + box.size.width,
                maxY: lanes[box.lane].y + Self.lanePadding + box.size.height)
        }
        let relations = self.relations(boxes: boxes)
        let width = Self.margin * 2 + maxRight + Self.lanePadding
        let height = max(y - Self.laneGap + Self.margin, 2 * Self.margin)
        let frames = diagram.frames
        let fontSize = measure.fontSize
        let lineHeight = measure.lineHeight
        let dataLineHeight = dataMeasure.lineHeight
        let laneWidth = maxRight + Self.lanePadding
        let drawnLanes = lanes
        return Chart(
            kind: "eventmodeling", noun: "Event model", title: diagram.title, accessibility: diagram.accessibility,
            summary: summary(lanes: lanes), size: Size(width: width, height: height), nodeBoxes: rects, css: Self.rules,
            draw: { writer in
                let f = SVGNumber.format
                for lane in drawnLanes {
                    writer.open("g", [("class", "em-swimlane")])
                    writer.element(
                        "rect",
                        [
                            ("class", "em-lane"), ("x", f(Self.margin)), ("y", f(lane.y)), ("width", f(laneWidth)),
                            ("height", f(lane.height)), ("rx", "3"),
                        ])
                    writer.element(
                        "text", [("class", "label em-lane-label"), ("x", f(Self.margin + 20)), ("y", f(lane.y + 30))],
                        text: lane.label)
                    writer.close("g")
                }
                for (index, box) in boxes.enumerated() {
                    let rect = rects[index]
                    let frame = frames[box.frame]
                    writer.open("g", [("class", "node em-box em-\(frame.kind.rawValue)"), ("data-id", frame.name)])
                    writer.element(
                        "rect",
                        [
                            ("class", "em-shape"), ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)),
                            ("height", f(rect.size.height)), ("rx", "3"),
                        ])
                    let nameHeight = Double(box.name.count) * lineHeight
                    let dataHeight = box.data.isEmpty ? 0 : dataLineHeight / 2 + Double(box.data.count) * dataLineHeight
                    let top = rect.center.y - (nameHeight + dataHeight) / 2
                    writer.label(
                        box.name, center: Point(x: rect.center.x, y: top + nameHeight / 2), lineHeight: lineHeight,
                        fontSize: fontSize, className: "label em-name")
                    if !box.data.isEmpty {
                        writer.label(
                            box.data,
                            center: Point(
                                x: rect.minX + Self.boxPadding + Self.textPadding,
                                y: top + nameHeight + dataLineHeight / 2 + Double(box.data.count) * dataLineHeight / 2),
                            lineHeight: dataLineHeight, fontSize: Self.dataFontSize, className: "label em-data",
                            anchor: "start")
                    }
                    writer.close("g")
                }
                for (source, target) in relations {
                    Self.drawRelation(from: rects[source], to: rects[target], into: &writer)
                }
            })
    }

    /// The lane a frame belongs to, made on its first use: the default lane of its kind, or its
    /// namespace's lane of that kind.
    private static func lane(
        of frame: EventModelingDiagram.Frame, lanes: inout [Lane], keys: inout [String: Int]
    ) -> Int {
        let group = frame.kind.lane
        let key = "\(group):\(frame.namespace ?? "")"
        if let found = keys[key] { return found }
        let labels = ["UI/Automation", "Command/Read Model", "Events"]
        let prefixes = ["UI/A: ", "C/RM: ", "Stream: "]
        let label = frame.namespace.map { prefixes[group] + $0 } ?? labels[group]
        let order = group * 100 + (frame.namespace == nil ? 0 : 1 + lanes.count { $0.order / 100 == group && $0.order % 100 > 0 })
        lanes.append(Lane(order: order, label: label))
        keys[key] = lanes.count - 1
        return lanes.count - 1
    }

    /// The arrows as (source box, target box): into each frame that is neither a reset frame
    /// nor the first, from its `->>` frames, else from the nearest frame before it on another lane.
    private func relations(boxes: [Box]) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        let position = Dictionary(diagram.frames.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, frame) in diagram.frames.enumerated() {
            if !frame.sources.isEmpty {
                found += frame.sources.compactMap { position[$0] }.map { ($0, index) }
                continue
            }
            guard !frame.isReset, index > 0 else { continue }
            if let source = (0..<index).reversed().first(where: { boxes[$0].lane != boxes[index].lane }) {
                found.append((source, index))
            }
        }
        return found
    }

    /// A straight arrow from two thirds along the source to one third along the target, leaving
    /// and entering the facing edges.
    private static func drawRelation(from source: Rect, to target: Rect, into writer: inout SVGWriter) {
        let upwards = source.minY > target.minY
        let start = Point(x: source.minX + source.size.width * 2 / 3, y: upwards ? source.minY : source.maxY)
        let end = Point(x: target.minX + target.size.width / 3, y: upwards ? target.maxY : target.minY)
        writer.element("path", [("class", "em-relation"), ("d", "M\(SVGNumber.pair(start)) L\(SVGNumber.pair(end))")])
        writer.arrowhead(at: end, from: start, length: 10, halfWidth: 3.5, className: "em-arrowhead")
    }

    /// The style rules: lanes and arrows follow the theme; each kind keeps Event Modeling's
    /// colour, with dark text on it in either theme.
    private static let rules: [(String, String)] = {
        let theme = Theme()
        let kinds: [(String, String, String, String)] = [
            ("ui", "--dg-em-ui", "#ffffff", "#dbdada"), ("processor", "--dg-em-processor", "#edb3f6", "#b88cbf"),
            ("readModel", "--dg-em-read-model", "#d3f1a2", "#a3b732"), ("command", "--dg-em-command", "#bcd6fe", "#679ac3"),
            ("event", "--dg-em-event", "#ffb778", "#c19a0f"),
        ]
        return [
            (
                " .em-lane",
                "\(theme.compositeFill.declaration("fill")); \(theme.clusterStroke.declaration("stroke")); stroke-opacity: 0.4;"
            ),
            (" .em-lane-label", "font-weight: bold;"),
            (" .em-name", "font-weight: bold; fill: #1f1f1f;"),
            (" .em-data", "font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; fill: #1f1f1f;"),
            (" .em-relation", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .em-arrowhead", "\(theme.edgeStroke.declaration("fill")); stroke: none;"),
        ]
            + kinds.map { kind, variable, fill, stroke in
                (
                    " .em-\(kind) .em-shape",
                    "\(Theme.Value(variable: variable, value: fill).declaration("fill")); stroke: \(stroke); stroke-width: 1px;"
                )
            }
    }()

    private func summary(lanes: [Lane]) -> String {
        var summary = "Event model with \(DiagramSummary.count(diagram.frames.count, "time frame"))"
        summary += " on \(DiagramSummary.count(lanes.count, "swimlane"))."
        let listed = diagram.frames.map { "\($0.name) \($0.entity)" }
        if !listed.isEmpty { summary += " " + listed.joined(separator: ", ") + "." }
        return summary
    }
}
