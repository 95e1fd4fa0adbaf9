/// Lays out a kanban board: columns side by side, cards stacked under each column's title,
/// a card's ticket and assignee on a line under its text and its priority as a coloured bar.
struct KanbanChart {
    let diagram: KanbanDiagram
    /// `kanban.ticketBaseUrl`, with `#TICKET#` where the ticket goes.
    var ticketBaseURL: String?
    var measure = TextMeasure()

    static let (columnWidth, cardWidth, gap, margin) = (200.0, 180.0, 10.0, 10.0)

    func chart() -> Chart {
        let f = SVGNumber.format
        let cardMeasure = TextMeasure(fontSize: measure.fontSize, wrappingWidth: Self.cardWidth - 20)
        let lineHeight = measure.lineHeight
        let fontSize = measure.fontSize
        var columnRects: [Rect] = []
        var cardRects: [[Rect]] = []
        var cardLines: [[[String]]] = []
        var titles: [[String]] = []
        let titleHeight =
            (diagram.columns.map { Double(cardMeasure.wrapped($0.item.label.lines).count) }.max() ?? 1) * lineHeight + 10
        var bottom = Self.margin + titleHeight
        for (index, column) in diagram.columns.enumerated() {
            let x = Self.margin + Double(index) * (Self.columnWidth + Self.gap)
            titles.append(cardMeasure.wrapped(column.item.label.lines))
            var y = Self.margin + titleHeight
            var rects: [Rect] = []
            var lines: [[String]] = []
            for card in column.cards {
                let text = cardMeasure.wrapped(card.label.lines)
                let meta = card.ticket != nil || card.assigned != nil ? 20.0 : 0
                let height = Double(text.count) * lineHeight + meta + 16
                rects.append(
                    Rect(
                        center: Point(x: x + Self.columnWidth / 2, y: y + height / 2),
                        size: Size(width: Self.cardWidth, height: height)))
                lines.append(text)
                y += height + Self.gap
            }
            bottom = max(bottom, y)
            cardRects.append(rects)
            cardLines.append(lines)
        }
        let height = bottom + Self.margin
        for index in diagram.columns.indices {
            let x = Self.margin + Double(index) * (Self.columnWidth + Self.gap)
            columnRects.append(
                Rect(
                    center: Point(x: x + Self.columnWidth / 2, y: (Self.margin + height - Self.margin) / 2),
                    size: Size(width: Self.columnWidth, height: height - 2 * Self.margin)))
        }
        let width = Self.margin * 2 + Double(diagram.columns.count) * (Self.columnWidth + Self.gap) - Self.gap
        let columns = diagram.columns
        let base = ticketBaseURL
        var summary = "Kanban board with \(DiagramSummary.count(columns.count, "column"))"
        summary += " and \(DiagramSummary.count(columns.map(\.cards.count).reduce(0, +), "card"))."
        let listed = columns.map { "\($0.item.label.plain): \($0.cards.count)" }
        if !listed.isEmpty { summary += " " + listed.joined(separator: "; ") + "." }
        return Chart(
            kind: "kanban", noun: "Kanban board", accessibility: diagram.accessibility, summary: summary,
            size: Size(width: max(width, 2 * Self.margin), height: height), nodeBoxes: cardRects.flatMap { $0 },
            css: [
                (" .kanban-meta", "font-size: 12px;"),
                (" .priority-very-high", "fill: red; stroke: none;"),
                (" .priority-high", "fill: orange; stroke: none;"),
                (" .priority-low", "fill: blue; stroke: none;"),
                (" .priority-very-low", "fill: lightblue; stroke: none;"),
            ],
            draw: { writer in
                for (index, column) in columns.enumerated() {
                    let rect = columnRects[index]
                    writer.open("g", [("class", "cluster kanban-column"), ("data-id", column.item.id)])
                    writer.element(
                        "rect",
                        [
                            ("class", "cluster-shape \(SectionPalette.fillClassName(index))"), ("x", f(rect.minX)),
                            ("y", f(rect.minY)), ("width", f(rect.size.width)), ("height", f(rect.size.height)), ("rx", "5"),
                        ])
                    writer.label(
                        titles[index], center: Point(x: rect.center.x, y: rect.minY + titleHeight / 2), lineHeight: lineHeight,
                        fontSize: fontSize)
                    for (slot, card) in column.cards.enumerated() {
                        Self.drawCard(
                            card, lines: cardLines[index][slot], rect: cardRects[index][slot], base: base,
                            measure: TextMeasure(fontSize: fontSize), into: &writer)
                    }
                    writer.close("g")
                }
            })
    }

    private static func drawCard(
        _ card: KanbanDiagram.Item, lines: [String], rect: Rect, base: String?, measure: TextMeasure,
        into writer: inout SVGWriter
    ) {
        let f = SVGNumber.format
        writer.open("g", [("class", "node kanban-card"), ("data-id", card.id)])
        writer.element(
            "rect",
            [
                ("class", "node-shape"), ("x", f(rect.minX)), ("y", f(rect.minY)), ("width", f(rect.size.width)),
                ("height", f(rect.size.height)), ("rx", "5"),
            ])
        if let priority = card.priority {
            let name = priority.rawValue.lowercased().replacingAll(" ", with: "-")
            writer.element(
                "rect",
                [
                    ("class", "priority-\(name)"), ("x", f(rect.minX)), ("y", f(rect.minY + 2)), ("width", "4"),
                    ("height", f(rect.size.height - 4)),
                ])
        }
        let textHeight = Double(lines.count) * measure.lineHeight
        writer.label(
            lines, center: Point(x: rect.minX + 10, y: rect.minY + 8 + textHeight / 2), lineHeight: measure.lineHeight,
            fontSize: measure.fontSize, anchor: "start")
        let metaY = rect.minY + 8 + textHeight + 14
        if let ticket = card.ticket {
            let url = base.map { $0.replacingAll("#TICKET#", with: ticket) }
            if let url, URLPolicy.isAllowed(url) { writer.open("a", [("href", url)]) }
            writer.element("text", [("class", "label kanban-meta"), ("x", f(rect.minX + 10)), ("y", f(metaY))], text: ticket)
            if let url, URLPolicy.isAllowed(url) { writer.close("a") }
        }
        if let assigned = card.assigned {
            writer.element(
                "text", [("class", "label kanban-meta"), ("x", f(rect.maxX - 10)), ("y", f(metaY)), ("text-anchor", "end")],
                text: assigned)
        }
        writer.close("g")
    }
}
