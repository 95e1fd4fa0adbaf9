import Foundation

/// Lays out a venn diagram: each set a circle, placed around a centre so that every pair
/// overlaps, its label and texts in the part only it covers and a union's in the overlap.
struct VennChart {
    let diagram: VennDiagram
    var measure = TextMeasure(fontSize: 14, wrappingWidth: 110)

    static let (radius, margin) = (120.0, 10.0)

    func chart() -> Chart {
        let f = SVGNumber.format
        let sets = diagram.sets
        let largest = sets.compactMap(\.size).max() ?? 1
        let radii = sets.map { set in Self.radius * (set.size.map { max(0.6, ($0 / largest).squareRoot()) } ?? 1) }
        // Set centres on a ring small enough that neighbours overlap by about a third.
        let ring = sets.count <= 1 ? 0 : Self.radius * 0.7 / sin(Double.pi / Double(max(2, sets.count)))
        let centers = sets.indices.map { index -> Point in
            let angle = Double.pi + 2 * Double.pi * Double(index) / Double(max(1, sets.count))
            return Point(x: ring * cos(angle), y: ring * sin(angle) * (sets.count == 2 ? 0 : 1))
        }
        func block(_ area: VennDiagram.Area) -> [String] {
            measure.wrapped(area.label.lines) + area.texts.flatMap { measure.wrapped($0.label.lines) }
        }
        var blocks: [(area: VennDiagram.Area, lines: [String], rect: Rect, isUnion: Bool)] = []
        for (index, set) in sets.enumerated() {
            let lines = block(set)
            let center = centers[index]
            let length = (center.x * center.x + center.y * center.y).squareRoot()
            let (dx, dy) = length > 0 ? (center.x / length, center.y / length) : (0, 0)
            let point = Point(x: center.x + dx * radii[index] * 0.45, y: center.y + dy * radii[index] * 0.45)
            blocks.append((set, lines, Rect(center: point, size: measure.size(of: lines)), false))
        }
        for union in diagram.unions {
            let members = union.members.compactMap { id in sets.firstIndex { $0.id == id } }
            guard !members.isEmpty else { continue }
            let x = members.map { centers[$0].x }.reduce(0, +) / Double(members.count)
            let y = members.map { centers[$0].y }.reduce(0, +) / Double(members.count)
            let lines = block(union)
            blocks.append((union, lines, Rect(center: Point(x: x, y: y), size: measure.size(of: lines)), true))
        }
        let circles = sets.indices.map { Rect(center: centers[$0], size: Size(width: 2 * radii[$0], height: 2 * radii[$0])) }
        let all = circles + blocks.map(\.rect)
        let (minX, minY) = ((all.map(\.minX).min() ?? 0) - Self.margin, (all.map(\.minY).min() ?? 0) - Self.margin)
        let width = (all.map(\.maxX).max() ?? 0) + Self.margin - minX
        let height = (all.map(\.maxY).max() ?? 0) + Self.margin - minY
        let shiftedBlocks = blocks.map { ($0.area, $0.lines, $0.rect.offsetBy(dx: -minX, dy: -minY), $0.isUnion) }
        let shiftedCircles = circles.map { $0.offsetBy(dx: -minX, dy: -minY) }
        let styles = diagram.styles
        let (lineHeight, fontSize) = (measure.lineHeight, measure.fontSize)
        var summary =
            "Venn diagram of \(DiagramSummary.count(sets.count, "set")): \(sets.map(\.label.plain).joined(separator: ", "))."
        let unions = diagram.unions.map { "\($0.members.joined(separator: " and ")) share \($0.label.plain)" }
        if !unions.isEmpty { summary += " " + unions.joined(separator: "; ") + "." }
        return Chart(
            kind: "venn", noun: "Venn diagram", title: diagram.title, accessibility: diagram.accessibility, summary: summary,
            size: Size(width: width, height: height), nodeBoxes: shiftedBlocks.map(\.2),
            css: [(" .venn-set", "fill-opacity: 0.45; stroke-width: 2px;"), (" .venn-text", "font-size: 14px;")],
            draw: { writer in
                writer.open("g", [("class", "venn-sets")])
                for (index, set) in sets.enumerated() {
                    let circle = shiftedCircles[index]
                    writer.open("g", [("class", "cluster \(SectionPalette.className(index))"), ("data-id", set.id)])
                    writer.element(
                        "circle",
                        [
                            ("class", "node-shape venn-set"), ("cx", f(circle.center.x)), ("cy", f(circle.center.y)),
                            ("r", f(circle.size.width / 2)), ("style", (styles[set.id] ?? []).shapeCSS),
                        ])
                    writer.close("g")
                }
                writer.close("g")
                for (area, lines, rect, isUnion) in shiftedBlocks {
                    writer.open("g", [("class", "node \(isUnion ? "venn-union" : "venn-label")"), ("data-id", area.id)])
                    let titleCount = measure.wrapped(area.label.lines).count
                    let top = rect.minY
                    for (index, line) in lines.enumerated() {
                        let textID = index >= titleCount ? Self.textID(area, line: index - titleCount, measure: measure) : nil
                        let style = (styles[area.id] ?? []).merged(with: textID.flatMap { styles[$0] } ?? []).textCSS
                        writer.label(
                            [line], center: Point(x: rect.center.x, y: top + (Double(index) + 0.5) * lineHeight),
                            lineHeight: lineHeight, fontSize: fontSize,
                            className: index < titleCount ? "label venn-title" : "label venn-text", style: style)
                    }
                    writer.close("g")
                }
            })
    }

    /// The id of the `text` line a wrapped line belongs to.
    private static func textID(_ area: VennDiagram.Area, line: Int, measure: TextMeasure) -> String? {
        var remaining = line
        for text in area.texts {
            let count = measure.wrapped(text.label.lines).count
            if remaining < count { return text.id }
            remaining -= count
        }
        return nil
    }
}
