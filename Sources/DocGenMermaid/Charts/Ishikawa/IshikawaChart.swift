/// Lays out a fishbone: a spine running right to the problem, categories alternately above
/// and below it, each on a slanted bone with its causes listed along it.
struct IshikawaChart {
    let diagram: IshikawaDiagram
    var measure = TextMeasure()

    static let (slant, margin, causeIndent, labelHeight) = (40.0, 10.0, 16.0, 32.0)

    func chart() -> Chart {
        let f = SVGNumber.format
        let outline = diagram.outline
        let labels = diagram.labels.map(\.plain)
        let categories = diagram.categories
        let causeMeasure = TextMeasure(fontSize: 14)
        // The causes of each category in order, with their depth under it.
        let causes = categories.map { category in
            outline.preorder(from: category).dropFirst().map { ($0, outline.depth(of: $0) - outline.depth(of: category) - 1) }
        }
        let columns = (categories.count + 1) / 2
        var columnWidths = [Double](repeating: 0, count: columns)
        for (index, list) in causes.enumerated() {
            let widest = list.map { causeMeasure.width(of: labels[$0.0]) + Self.causeIndent * Double($0.1) }.max() ?? 0
            let label = measure.width(of: labels[categories[index]]) + 20
            columnWidths[index / 2] = max(columnWidths[index / 2], widest + 24 + Self.slant, label)
        }
        let halfHeight = { (side: Int) -> Double in
            let counts = causes.indices.filter { $0 % 2 == side }.map { Double(causes[$0].count) }
            return Self.labelHeight + 10 + (counts.max() ?? 0) * causeMeasure.lineHeight + 16
        }
        let (topHeight, bottomHeight) = (halfHeight(0), categories.count > 1 ? halfHeight(1) : 20)
        let spineY = Self.margin + topHeight
        let problem = labels.first ?? ""
        let headSize = Size(width: measure.width(of: problem) + 30, height: Self.labelHeight + 8)
        var x = Self.margin
        var categoryBoxes: [Rect] = []
        var bones: [(top: Point, bottom: Point)] = []
        var causeBoxes: [[Rect]] = []
        var columnLeft: [Double] = []
        for width in columnWidths {
            columnLeft.append(x)
            x += width + 20
        }
        for (index, category) in categories.enumerated() {
            let left = columnLeft[index / 2]
            let width = columnWidths[index / 2]
            let above = index % 2 == 0
            let boneTopX = left + width - Self.slant
            let labelWidth = measure.width(of: labels[category]) + 20
            let labelY = above ? Self.margin + Self.labelHeight / 2 : spineY + bottomHeight - Self.labelHeight / 2
            categoryBoxes.append(
                Rect(center: Point(x: boneTopX, y: labelY), size: Size(width: labelWidth, height: Self.labelHeight)))
            let far = Point(x: boneTopX, y: above ? labelY + Self.labelHeight / 2 : labelY - Self.labelHeight / 2)
            let near = Point(x: left + width, y: spineY)
            bones.append((far, near))
            var boxes: [Rect] = []
            for (slot, (node, depth)) in causes[index].enumerated() {
                let distance = 10 + (Double(slot) + 0.5) * causeMeasure.lineHeight
                let y = above ? far.y + distance : far.y - distance
                let t = (y - far.y) / (near.y - far.y)
                let boneX = far.x + (near.x - far.x) * t
                let textWidth = causeMeasure.width(of: labels[node])
                let right = boneX - 8 - Self.causeIndent * Double(depth)
                boxes.append(
                    Rect(
                        center: Point(x: right - textWidth / 2, y: y),
                        size: Size(width: textWidth, height: causeMeasure.lineHeight - 2)))
            }
            causeBoxes.append(boxes)
        }
        let spineEnd = max(x, Self.margin + 60)
        let head = Rect(center: Point(x: spineEnd + headSize.width / 2, y: spineY), size: headSize)
        let width = head.maxX + Self.margin
        let height = spineY + bottomHeight + Self.margin
        let (lineHeight, fontSize) = (measure.lineHeight, measure.fontSize)
        var summary = "Ishikawa diagram of \(problem) with \(DiagramSummary.count(categories.count, "category"))."
        let listed = categories.indices.map { index in
            "\(labels[categories[index]]): \(causes[index].map { labels[$0.0] }.joined(separator: ", "))"
        }
        if !listed.isEmpty { summary += " " + listed.joined(separator: "; ") + "." }
        return Chart(
            kind: "ishikawa", noun: "Ishikawa diagram", accessibility: diagram.accessibility, summary: summary,
            size: Size(width: width, height: height), nodeBoxes: [head] + categoryBoxes + causeBoxes.flatMap { $0 },
            css: [
                (" .ishikawa-spine", "stroke-width: 3px;"), (" .ishikawa-bone", "stroke-width: 2px;"),
                (" .ishikawa-cause", "font-size: 14px;"),
            ],
            draw: { writer in
                writer.open("g", [("class", "edges")])
                writer.element(
                    "path",
                    [("class", "edge ishikawa-spine"), ("d", "M\(f(Self.margin)),\(f(spineY)) L\(f(head.minX)),\(f(spineY))")])
                for (index, bone) in bones.enumerated() {
                    writer.element(
                        "path",
                        [
                            ("class", "edge ishikawa-bone \(SectionPalette.lineClassName(index))"),
                            ("d", "M\(SVGNumber.pair(bone.top)) L\(SVGNumber.pair(bone.bottom))"),
                        ])
                }
                writer.close("g")
                writer.open("g", [("class", "node ishikawa-head")])
                writer.element(
                    "rect",
                    [
                        ("class", "node-shape"), ("x", f(head.minX)), ("y", f(head.minY)), ("width", f(head.size.width)),
                        ("height", f(head.size.height)), ("rx", f(head.size.height / 2)),
                    ])
                writer.label([problem], center: head.center, lineHeight: lineHeight, fontSize: fontSize)
                writer.close("g")
                for (index, category) in categories.enumerated() {
                    let box = categoryBoxes[index]
                    writer.open("g", [("class", "node ishikawa-category \(SectionPalette.className(index))")])
                    writer.element(
                        "rect",
                        [
                            ("class", "node-shape"), ("x", f(box.minX)), ("y", f(box.minY)), ("width", f(box.size.width)),
                            ("height", f(box.size.height)), ("rx", "4"),
                        ])
                    writer.label([labels[category]], center: box.center, lineHeight: lineHeight, fontSize: fontSize)
                    writer.close("g")
                    for (slot, (node, _)) in causes[index].enumerated() {
                        let cause = causeBoxes[index][slot]
                        writer.element(
                            "text",
                            [
                                ("class", "label ishikawa-cause"), ("x", f(cause.maxX)), ("y", f(cause.center.y + 5)),
                                ("text-anchor", "end"),
                            ], text: labels[node])
                    }
                }
            })
    }
}
