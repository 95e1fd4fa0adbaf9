/// Lays out a user journey as Mermaid does: actors in a legend on the left, section bands
/// over their tasks, and under each task a face placed higher the better its score.
struct JourneyChart {
    let diagram: JourneyDiagram
    var measure = TextMeasure()

    static let (taskWidth, taskGap, margin, scoreStep, faceRadius) = (150.0, 10.0, 10.0, 30.0, 15.0)

    func chart() -> Chart {
        let f = SVGNumber.format
        let actors = diagram.actors
        let legendWidth = actors.isEmpty ? 0 : (actors.map { measure.width(of: $0) }.max() ?? 0) + 40
        let left = Self.margin + legendWidth
        let taskMeasure = TextMeasure(fontSize: measure.fontSize, wrappingWidth: Self.taskWidth - 20)
        let labels = diagram.tasks.map { taskMeasure.wrapped($0.label.lines) }
        let sectionLabels = diagram.sections.map { taskMeasure.wrapped($0.lines) }
        let sectionHeight = max(50, (sectionLabels.map { Double($0.count) }.max() ?? 1) * measure.lineHeight + 16)
        let taskHeight = max(50, (labels.map { Double($0.count) }.max() ?? 1) * measure.lineHeight + 16)
        let hasSections = !diagram.sections.isEmpty
        let taskTop = Self.margin + (hasSections ? sectionHeight + Self.taskGap : 0)
        let scoreTop = taskTop + taskHeight + 20
        let axisY = scoreTop + 5 * Self.scoreStep + 10
        let taskX = diagram.tasks.indices.map { left + Double($0) * (Self.taskWidth + Self.taskGap) }
        let width = (taskX.last.map { $0 + Self.taskWidth } ?? left) + Self.margin
        let height = axisY + Self.margin
        let taskRects = diagram.tasks.indices.map {
            Rect(
                center: Point(x: taskX[$0] + Self.taskWidth / 2, y: taskTop + taskHeight / 2),
                size: Size(width: Self.taskWidth, height: taskHeight))
        }
        var sectionRects: [(Rect, Int)] = []
        for section in diagram.sections.indices {
            let members = diagram.tasks.indices.filter { diagram.tasks[$0].section == section }
            guard let first = members.first, let last = members.last else { continue }
            let (x0, x1) = (taskX[first], taskX[last] + Self.taskWidth)
            sectionRects.append(
                (
                    Rect(
                        center: Point(x: (x0 + x1) / 2, y: Self.margin + sectionHeight / 2),
                        size: Size(width: x1 - x0, height: sectionHeight)), section
                ))
        }
        let legend = actors.indices.map {
            Rect(
                center: Point(x: Self.margin + legendWidth / 2, y: taskTop + 12 + Double($0) * 24),
                size: Size(width: legendWidth, height: 20))
        }
        let tasks = diagram.tasks
        let lineHeight = measure.lineHeight
        let fontSize = measure.fontSize
        var summary = "User journey with \(DiagramSummary.count(tasks.count, "task"))"
        summary += actors.isEmpty ? "." : " by \(actors.joined(separator: ", "))."
        let listed = tasks.prefix(40).map { "\($0.label.plain) (\($0.score) of 5)" }
        if !listed.isEmpty { summary += " " + listed.joined(separator: "; ") + "." }
        let boxes = taskRects + sectionRects.map(\.0) + legend
        return Chart(
            kind: "journey", noun: "User journey", title: diagram.title, accessibility: diagram.accessibility,
            summary: summary, size: Size(width: width, height: height), nodeBoxes: boxes,
            css: [
                (
                    " .journey-face",
                    "\(Theme().noteFill.declaration("fill")); \(Theme().noteStroke.declaration("stroke")); stroke-width: 1px;"
                ),
                (" .journey-face-feature", "fill: none; \(Theme().noteText.declaration("stroke")); stroke-width: 1.5px;"),
                (" .journey-face-eye", "\(Theme().noteText.declaration("fill")); stroke: none;"),
                (" .journey-stem", "stroke-dasharray: 4 2;"),
            ],
            draw: { writer in
                writer.open("g", [("class", "legend")])
                for (index, actor) in actors.enumerated() {
                    let rect = legend[index]
                    writer.element(
                        "circle",
                        [
                            ("class", "actor-dot \(SectionPalette.fillClassName(index))"), ("cx", f(rect.minX + 7)),
                            ("cy", f(rect.center.y)), ("r", "7"),
                        ])
                    writer.element(
                        "text",
                        [("class", "label"), ("x", f(rect.minX + 20)), ("y", f(rect.center.y + fontSize * 0.35))], text: actor)
                }
                writer.close("g")
                for (rect, section) in sectionRects {
                    writer.open("g", [("class", "node journey-section \(SectionPalette.className(section))")])
                    Self.box(rect, into: &writer)
                    writer.label(sectionLabels[section], center: rect.center, lineHeight: lineHeight, fontSize: fontSize)
                    writer.close("g")
                }
                for (index, task) in tasks.enumerated() {
                    let rect = taskRects[index]
                    let x = rect.center.x
                    let faceY = scoreTop + Double(5 - min(5, max(1, task.score))) * Self.scoreStep + Self.faceRadius
                    writer.element(
                        "line",
                        [
                            ("class", "edge journey-stem"), ("x1", f(x)), ("y1", f(rect.maxY)), ("x2", f(x)),
                            ("y2", f(axisY)),
                        ])
                    writer.open("g", [("class", "node journey-task \(SectionPalette.className(task.section ?? 0))")])
                    Self.box(rect, into: &writer)
                    writer.label(labels[index], center: rect.center, lineHeight: lineHeight, fontSize: fontSize)
                    for (slot, actor) in task.actors.enumerated() {
                        let color = actors.firstIndex(of: actor) ?? 0
                        writer.element(
                            "circle",
                            [
                                ("class", "actor-dot \(SectionPalette.fillClassName(color))"),
                                ("cx", f(rect.minX + 10 + Double(slot) * 12)), ("cy", f(rect.minY)), ("r", "5"),
                            ])
                    }
                    writer.close("g")
                    Self.face(score: task.score, center: Point(x: x, y: faceY), into: &writer)
                }
                writer.element(
                    "path",
                    [
                        ("class", "edge journey-axis"),
                        ("d", "M\(f(left)),\(f(axisY)) L\(f(width - Self.margin)),\(f(axisY)) m-8,-5 l8,5 l-8,5"),
                    ])
            })
    }

    private static func box(_ rect: Rect, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        writer.element(
            "rect",
            [
                ("class", "node-shape"), ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)),
                ("height", f(rect.size.height)), ("rx", "3"),
            ])
    }

    /// A face whose mouth smiles above 3, is flat at 3 and frowns below.
    private static func face(score: Int, center: Point, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let (x, y, r) = (center.x, center.y, faceRadius)
        writer.open("g", [("class", "journey-score"), ("data-score", "\(score)")])
        writer.element("circle", [("class", "journey-face"), ("cx", f(x)), ("cy", f(y)), ("r", f(r))])
        for dx in [-5.0, 5.0] {
            writer.element("circle", [("class", "journey-face-eye"), ("cx", f(x + dx)), ("cy", f(y - 4)), ("r", "1.5")])
        }
        let mouth: String
        if score > 3 {
            mouth = "M\(f(x - 6)),\(f(y + 4)) Q\(f(x)),\(f(y + 10)) \(f(x + 6)),\(f(y + 4))"
        } else if score < 3 {
            mouth = "M\(f(x - 6)),\(f(y + 8)) Q\(f(x)),\(f(y + 2)) \(f(x + 6)),\(f(y + 8))"
        } else {
            mouth = "M\(f(x - 6)),\(f(y + 6)) L\(f(x + 6)),\(f(y + 6))"
        }
        writer.element("path", [("class", "journey-face-feature"), ("d", mouth)])
        writer.close("g")
    }
}
