/// The participant symbols of `@{ "type": … }`: UML's boundary, control and entity, a
/// database cylinder, and the stacked box of collections and the tube of a queue.
extension SequenceRenderer {
    /// Draws a figure symbol in the 40-pixel band above the label, centred on x = 0.
    static func drawSymbolFigure(_ symbol: SequenceSymbol, top: Double, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let cy = top + 18
        func circle(_ cx: Double) {
            writer.element("circle", [("class", "actor-figure"), ("cx", f(cx)), ("cy", f(cy)), ("r", "11")])
        }
        func path(_ d: String) { writer.element("path", [("class", "actor-figure"), ("d", d)]) }
        switch symbol {
        case .boundary:
            circle(6)
            path("M-16,\(f(cy - 11)) L-16,\(f(cy + 11)) M-16,\(f(cy)) L-5,\(f(cy))")
        case .control:
            circle(0)
            path("M4,\(f(cy - 15)) L-1,\(f(cy - 11)) L4,\(f(cy - 7))")
        case .entity:
            circle(0)
            path("M-11,\(f(cy + 14)) L11,\(f(cy + 14))")
        case .database:
            let (rx, ry, bodyTop, bottom) = (13.0, 4.0, top + 8, top + 32)
            path(
                "M\(f(-rx)),\(f(bodyTop)) a\(f(rx)),\(f(ry)) 0 0 0 \(f(2 * rx)),0 a\(f(rx)),\(f(ry)) 0 0 0 \(f(-2 * rx)),0 "
                    + "L\(f(-rx)),\(f(bottom)) a\(f(rx)),\(f(ry)) 0 0 0 \(f(2 * rx)),0 L\(f(rx)),\(f(bodyTop))")
        case .collections, .queue:
            break
        }
    }

    /// Draws a participant's box: plain, stacked for collections, or a tube for a queue.
    static func drawBox(_ symbol: SequenceSymbol?, size: Size, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let (w, h) = (size.width / 2, size.height / 2)
        func box(_ dx: Double, _ dy: Double) {
            writer.element(
                "rect",
                [
                    ("class", "node-shape"), ("x", f(-w + dx)), ("y", f(-h + dy)), ("width", f(size.width)),
                    ("height", f(size.height)), ("rx", "3"), ("ry", "3"),
                ])
        }
        switch symbol {
        case .collections:
            box(4, -4)
            box(0, 0)
        case .queue:
            let rx = min(w, 10)
            let body =
                "M\(f(-w + rx)),\(f(-h)) L\(f(w - rx)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(w - rx)),\(f(h)) "
                + "L\(f(-w + rx)),\(f(h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(-w + rx)),\(f(-h)) Z"
            writer.element("path", [("class", "node-shape"), ("d", body)])
            writer.element(
                "path", [("class", "node-line"), ("d", "M\(f(w - rx)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 0 \(f(w - rx)),\(f(h))")])
        default:
            box(0, 0)
        }
    }
}
