/// Half arrowheads (`-|\`, `-//`, `/|-`, …) and the circles of central connections (`A->>()B`).
extension SequenceRenderer {
    /// The radius of a central connection's circle, which the message line stops at.
    static let centralRadius = 5.0

    /// Draws a message's half arrowhead, if it has one, at the end it belongs to.
    func writeHalfHead(_ message: SequenceMessage, points: [Point], into writer: inout SVGWriter) {
        guard let half = message.arrow.half, points.count >= 2 else { return }
        let (tip, before) = half.atSource ? (points[0], points[1]) : (points[points.count - 1], points[points.count - 2])
        let length = max(0.001, ((tip.x - before.x) * (tip.x - before.x) + (tip.y - before.y) * (tip.y - before.y)).squareRoot())
        let (dx, dy) = ((tip.x - before.x) / length, (tip.y - before.y) / length)
        // The side of the line the head stands on: above it for "top", measured on the page.
        var (nx, ny) = (-dy, dx)
        if (ny < 0 || (ny == 0 && nx < 0)) != half.isTop { (nx, ny) = (-nx, -ny) }
        let back = Point(x: tip.x - dx * 10, y: tip.y - dy * 10)
        let wing = Point(x: back.x + nx * 6, y: back.y + ny * 6)
        let d: String
        if half.isStick {
            d = "M\(SVGNumber.pair(tip)) L\(SVGNumber.pair(wing))"
        } else {
            d = "M\(SVGNumber.pair(tip)) L\(SVGNumber.pair(wing)) L\(SVGNumber.pair(back)) Z"
        }
        writer.element("path", [("class", half.isStick ? "marker-open half-head" : "marker half-head"), ("d", d)])
    }

    /// Draws the circle where a central connection meets a lifeline.
    func writeCentralPoints(_ message: SequenceMessage, points: [Point], into writer: inout SVGWriter) {
        guard let first = points.first, let last = points.last else { return }
        let f = SVGNumber.format
        for (isCentral, point) in [(message.centralSource, first), (message.centralTarget, last)] where isCentral {
            writer.element(
                "circle",
                [("class", "marker central-point"), ("cx", f(point.x)), ("cy", f(point.y)), ("r", f(Self.centralRadius))])
        }
    }
}
