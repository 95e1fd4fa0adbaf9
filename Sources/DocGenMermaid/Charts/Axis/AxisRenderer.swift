/// Draws an axis of a chart: its line, ticks with labels, and optional grid lines across the plot.
struct AxisRenderer {
    /// Which side of the plot the axis is on.
    enum Side: Sendable {
        case bottom, top, left, right
    }

    /// One tick: its pixel position along the axis and its label.
    struct Tick: Sendable, Hashable {
        var position: Double
        var label: String
    }

    var side: Side
    /// The plot's edge the axis is drawn along: y for a bottom or top axis, x for a side one.
    var offset: Double
    /// The axis' extent along its direction.
    var start: Double
    var end: Double
    var ticks: [Tick]
    /// The plot's extent across the axis, for grid lines; nil draws none.
    var grid: (from: Double, to: Double)?
    /// Bottom labels slanted 45° up to the left, for category names wider than their bands.
    var rotatesLabels = false
    var tickLength = 5.0
    static let tickFontSize = 12.0

    /// The space the labels take away from the plot, across the axis.
    var depth: Double {
        let measure = TextMeasure(fontSize: Self.tickFontSize)
        let widest = ticks.map { measure.width(of: $0.label) }.max() ?? 0
        if rotatesLabels, side == .bottom { return tickLength + 4 + (widest + measure.lineHeight) * 0.71 }
        switch side {
        case .bottom, .top: return tickLength + 4 + measure.lineHeight
        case .left, .right: return tickLength + 6 + widest
        }
    }

    func write(into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let measure = TextMeasure(fontSize: Self.tickFontSize)
        let horizontal = side == .bottom || side == .top
        let outward: Double = side == .bottom || side == .right ? 1 : -1
        writer.open("g", [("class", "axis")])
        if let grid {
            for tick in ticks {
                let d =
                    horizontal
                    ? "M\(f(tick.position)),\(f(grid.from)) L\(f(tick.position)),\(f(grid.to))"
                    : "M\(f(grid.from)),\(f(tick.position)) L\(f(grid.to)),\(f(tick.position))"
                writer.element("path", [("class", "grid-line"), ("d", d)])
            }
        }
        let line =
            horizontal ? "M\(f(start)),\(f(offset)) L\(f(end)),\(f(offset))" : "M\(f(offset)),\(f(start)) L\(f(offset)),\(f(end))"
        writer.element("path", [("class", "axis-line"), ("d", line)])
        for tick in ticks {
            let tip = offset + outward * tickLength
            let d =
                horizontal
                ? "M\(f(tick.position)),\(f(offset)) L\(f(tick.position)),\(f(tip))"
                : "M\(f(offset)),\(f(tick.position)) L\(f(tip)),\(f(tick.position))"
            writer.element("path", [("class", "axis-line"), ("d", d)])
            let center: Point
            var anchor = "middle"
            if rotatesLabels, side == .bottom {
                let at = Point(x: tick.position, y: tip + 4)
                writer.open("g", [("transform", "rotate(-45 \(SVGNumber.pair(at)))")])
                writer.label(
                    [tick.label], center: Point(x: at.x, y: at.y), lineHeight: measure.lineHeight, fontSize: Self.tickFontSize,
                    className: "label tick-label", anchor: "end")
                writer.close("g")
                continue
            }
            if horizontal {
                center = Point(x: tick.position, y: tip + outward * (2 + measure.lineHeight / 2))
            } else {
                center = Point(x: tip + outward * 4, y: tick.position)
                anchor = outward < 0 ? "end" : "start"
            }
            writer.label(
                [tick.label], center: center, lineHeight: measure.lineHeight, fontSize: Self.tickFontSize,
                className: "label tick-label", anchor: anchor)
        }
        writer.close("g")
    }
}
