/// Lays out a sankey diagram as d3-sankey's justified layout does: nodes in columns by their
/// longest path from a source (sinks in the last column), heights in proportion to the value
/// through them, and each flow a band as wide as its value.
struct SankeyChart {
    let diagram: SankeyDiagram
    var size = Size(width: 600, height: 400)
    var nodeWidth = 10.0
    var nodePadding = 10.0
    var showValues = true
    /// `sankey.nodeColors`: node name to a safe colour.
    var nodeColors: [String: String] = [:]

    /// Room above and below the nodes, so the labels of the outermost ones are not cut.
    static let margin = 10.0

    func chart() throws(ParseError) -> Chart {
        let f = SVGNumber.format
        let count = diagram.nodes.count
        let links = diagram.links
        var column = [Int](repeating: 0, count: count)
        var changed = true
        var passes = 0
        while changed {
            changed = false
            passes += 1
            guard passes <= count + 1 else {
                throw ParseError(message: "sankey flows form a cycle; a flow cannot return to a node it left", offset: 0)
            }
            for link in links where column[link.target] < column[link.source] + 1 {
                column[link.target] = column[link.source] + 1
                changed = true
            }
        }
        let outgoing = Set(links.map(\.source))
        let last = column.max() ?? 0
        for node in 0..<count where !outgoing.contains(node) { column[node] = last }
        var value = [Double](repeating: 0, count: count)
        var inflow = value
        var outflow = value
        for link in links {
            outflow[link.source] += link.value
            inflow[link.target] += link.value
        }
        for node in 0..<count { value[node] = max(inflow[node], outflow[node]) }
        var columns = (0...last).map { c in (0..<count).filter { column[$0] == c } }
        let scale =
            columns.compactMap { members -> Double? in
                let sum = members.map { value[$0] }.reduce(0, +)
                guard sum > 0 else { return nil }
                return (size.height - Double(members.count - 1) * nodePadding) / sum
            }.min() ?? 1
        let step = last > 0 ? (size.width - nodeWidth) / Double(last) : 0
        var rects = [Rect](repeating: Rect(center: Point(x: 0, y: 0), size: .zero), count: count)
        func stack(_ c: Int) {
            let members = columns[c]
            let heights = members.map { max(1, value[$0] * max(0, scale)) }
            let total = heights.reduce(0, +) + Double(max(0, members.count - 1)) * nodePadding
            var y = Self.margin + (size.height - total) / 2
            for (member, height) in zip(members, heights) {
                rects[member] = Rect(
                    center: Point(x: Double(c) * step + nodeWidth / 2, y: y + height / 2),
                    size: Size(width: nodeWidth, height: height))
                y += height + nodePadding
            }
        }
        // Orders a column by the value-weighted height of the nodes its flows come from (or go to).
        var linksIn = [[SankeyDiagram.Link]](repeating: [], count: count)
        var linksOut = linksIn
        for link in links {
            linksIn[link.target].append(link)
            linksOut[link.source].append(link)
        }
        func reorder(_ c: Int, fromSources: Bool) {
            var key: [Int: Double] = [:]
            for member in columns[c] {
                let related = fromSources ? linksIn[member] : linksOut[member]
                let weight = related.map(\.value).reduce(0, +)
                let sum = related.map { $0.value * rects[fromSources ? $0.source : $0.target].center.y }.reduce(0, +)
                key[member] = weight > 0 ? sum / weight : rects[member].center.y
            }
            columns[c].sort { (key[$0] ?? 0, $0) < (key[$1] ?? 0, $1) }
            stack(c)
        }
        for c in columns.indices { stack(c) }
        for _ in 0..<4 {
            for c in columns.indices.dropFirst() { reorder(c, fromSources: true) }
            for c in columns.indices.reversed().dropFirst() { reorder(c, fromSources: false) }
        }
        // Bands leave each source in the order of their targets' heights, and enter each target likewise.
        var sourceOffset = [Double](repeating: 0, count: count)
        var targetOffset = sourceOffset
        var bands: [(link: Int, start: Point, end: Point, width: Double)] = []
        let order = links.indices.sorted {
            (rects[links[$0].source].center.y, rects[links[$0].target].center.y, $0)
                < (rects[links[$1].source].center.y, rects[links[$1].target].center.y, $1)
        }
        var startY = [Double](repeating: 0, count: links.count)
        for index in links.indices.sorted(by: { (rects[links[$0].target].center.y, $0) < (rects[links[$1].target].center.y, $1) })
        {
            let link = links[index]
            let width = link.value * max(0, scale)
            startY[index] = rects[link.source].minY + sourceOffset[link.source] + width / 2
            sourceOffset[link.source] += width
        }
        for index in order {
            let link = links[index]
            let width = link.value * max(0, scale)
            let endY = rects[link.target].minY + targetOffset[link.target] + width / 2
            targetOffset[link.target] += width
            bands.append(
                (index, Point(x: rects[link.source].maxX, y: startY[index]), Point(x: rects[link.target].minX, y: endY), width))
        }
        let names = diagram.nodes
        let showValues = showValues
        let colors = nodeColors
        let width = size.width
        let labelMeasure = TextMeasure(fontSize: 14)
        var summary =
            "Sankey diagram with \(DiagramSummary.count(count, "node")) and \(DiagramSummary.count(links.count, "flow"))."
        let listed = links.prefix(40).map { "\(names[$0.source]) → \(names[$0.target]) (\(SankeyChart.number($0.value)))" }
        if !listed.isEmpty { summary += " " + listed.joined(separator: "; ") + "." }
        return Chart(
            kind: "sankey", noun: "Sankey diagram", accessibility: diagram.accessibility, summary: summary,
            size: Size(width: size.width, height: size.height + 2 * Self.margin), nodeBoxes: rects,
            css: [(" .sankey-link", "fill: none; stroke-opacity: 0.4;"), (" .sankey-label", "font-size: 14px;")],
            draw: { writer in
                writer.open("g", [("class", "edges")])
                for band in bands {
                    let link = links[band.link]
                    let middle = (band.start.x + band.end.x) / 2
                    let style = colors[names[link.source]].map { "stroke:\($0)" } ?? ""
                    writer.element(
                        "path",
                        [
                            ("class", "edge sankey-link \(SectionPalette.lineClassName(link.source))"),
                            ("data-from", names[link.source]), ("data-to", names[link.target]),
                            (
                                "d",
                                "M\(SVGNumber.pair(band.start)) C\(f(middle)),\(f(band.start.y)) \(f(middle)),\(f(band.end.y)) \(SVGNumber.pair(band.end))"
                            ), ("style", "stroke-width:\(f(max(1, band.width)))" + (style.isEmpty ? "" : ";" + style)),
                        ])
                }
                writer.close("g")
                writer.open("g", [("class", "nodes")])
                for node in 0..<count {
                    let rect = rects[node]
                    writer.open("g", [("class", "node sankey-node"), ("data-id", names[node])])
                    writer.element(
                        "rect",
                        [
                            ("class", "sankey-bar \(SectionPalette.fillClassName(node))"), ("x", f(rect.minX)),
                            ("y", f(rect.minY)),
                            ("width", f(rect.size.width)), ("height", f(rect.size.height)),
                            ("style", colors[names[node]].map { "fill:\($0)" } ?? ""),
                        ])
                    let left = rect.center.x > width / 2
                    let text = showValues ? "\(names[node]) \(SankeyChart.number(value[node]))" : names[node]
                    writer.label(
                        [text], center: Point(x: left ? rect.minX - 6 : rect.maxX + 6, y: rect.center.y),
                        lineHeight: labelMeasure.lineHeight, fontSize: 14, className: "label sankey-label",
                        anchor: left ? "end" : "start")
                    writer.close("g")
                }
                writer.close("g")
            })
    }

    /// A value as Mermaid shows it: at most two decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        SVGNumber.format(value)
    }
}
