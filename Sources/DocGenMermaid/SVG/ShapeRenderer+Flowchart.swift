import Foundation

/// Draws the Mermaid 11 flowchart shapes (`@{ shape: … }`) and icon and image nodes.
extension ShapeRenderer {
    static func drawFlowchartShape(_ node: GraphNode, size: Size, style: String, into writer: inout SVGWriter) {
        let (w, h) = (size.width / 2, size.height / 2)
        let f = SVGNumber.format
        func path(_ d: String, className: String = "node-shape") {
            writer.element("path", [("class", className), ("d", d), ("style", style)])
        }
        func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            writer.element(
                "rect",
                [
                    ("class", "node-shape"), ("x", f(x)), ("y", f(y)), ("width", f(width)), ("height", f(height)),
                    ("style", style),
                ])
        }
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
            path("M\(f(x1)),\(f(y1)) L\(f(x2)),\(f(y2))", className: "node-line")
        }
        func polygon(_ points: [Point], className: String = "node-shape") {
            writer.element(
                "polygon",
                [("class", className), ("points", points.map(SVGNumber.pair).joined(separator: " ")), ("style", style)])
        }
        /// A page with a wavy bottom edge, `a` high, in the box centred at (cx, cy).
        func document(_ cx: Double, _ cy: Double, _ hw: Double, _ hh: Double) {
            let a = hh / 5
            let (left, right, bottom) = (cx - hw, cx + hw, cy + hh - a)
            path(
                "M\(f(left)),\(f(cy - hh)) L\(f(right)),\(f(cy - hh)) L\(f(right)),\(f(bottom)) "
                    + "Q\(f(cx + hw / 2)),\(f(bottom - 2 * a)) \(f(cx)),\(f(bottom)) T\(f(left)),\(f(bottom)) Z")
        }
        switch node.shape {
        case .dataStore:
            path("M\(f(-w)),\(f(-h)) L\(f(w)),\(f(-h)) M\(f(w)),\(f(h)) L\(f(-w)),\(f(h))")
        case .notchedRectangle, .triangle, .flippedTriangle, .notchedPentagon, .slopedRectangle, .hourglass, .bolt:
            polygon(ShapeOutline.cornerPolygon(node.shape, size: size))
        case .linedRectangle:
            box(-w, -h, size.width, size.height)
            line(-w + 8, -h, -w + 8, h)
        case .dividedRectangle:
            box(-w, -h, size.width, size.height)
            line(-w, -h + 10, w, -h + 10)
        case .windowPane:
            box(-w, -h, size.width, size.height)
            line(-w + 10, -h, -w + 10, h)
            line(-w, -h + 10, w, -h + 10)
        case .taggedRectangle:
            box(-w, -h, size.width, size.height)
            let t = min(size.width, size.height) / 4
            polygon([Point(x: w - t, y: h), Point(x: w, y: h - t), Point(x: w, y: h)])
        case .stackedRectangle:
            for offset in [0.0, 5, 10] { box(-w + 10 - offset, -h + offset, size.width - 10, size.height - 10) }
        case .braceLeft, .braceRight, .braces:
            // A transparent body keeps the node clickable; the braces are lines.
            writer.element(
                "rect",
                [("x", f(-w)), ("y", f(-h)), ("width", f(size.width)), ("height", f(size.height)), ("fill", "transparent")])
            let r = max(5, size.height / 10)
            if node.shape != .braceRight { path(brace(x: -w + r, r: r, h: h, facing: -1), className: "node-line") }
            if node.shape != .braceLeft { path(brace(x: w - r, r: r, h: h, facing: 1), className: "node-line") }
        case .document:
            document(0, 0, w, h)
        case .linedDocument:
            document(0, 0, w, h)
            line(-w + 8, -h, -w + 8, h - h / 5)
        case .taggedDocument:
            document(0, 0, w, h)
            let t = min(size.width, size.height) / 4
            let y = h - h / 5
            polygon([Point(x: w - t, y: y), Point(x: w, y: y - t), Point(x: w, y: y)])
        case .stackedDocument:
            for offset in [0.0, 5, 10] { document(5 - offset, -5 + offset, w - 5, h - 5) }
        case .flag:
            let a = 8.0
            path(
                "M\(f(-w)),\(f(-h + a)) Q\(f(-w / 2)),\(f(-h - a)) 0,\(f(-h + a)) T\(f(w)),\(f(-h + a)) "
                    + "L\(f(w)),\(f(h - a)) Q\(f(w / 2)),\(f(h + a)) 0,\(f(h - a)) T\(f(-w)),\(f(h - a)) Z")
        case .delay:
            let r = min(h, w)
            path("M\(f(-w)),\(f(-h)) L\(f(w - r)),\(f(-h)) A\(f(r)),\(f(h)) 0 0 1 \(f(w - r)),\(f(h)) L\(f(-w)),\(f(h)) Z")
        case .horizontalCylinder:
            let rx = min(w, size.height / 5)
            path(
                "M\(f(-w + rx)),\(f(-h)) L\(f(w - rx)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(w - rx)),\(f(h)) "
                    + "L\(f(-w + rx)),\(f(h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(-w + rx)),\(f(-h)) Z")
            path("M\(f(w - rx)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 0 \(f(w - rx)),\(f(h))", className: "node-line")
        case .linedCylinder:
            let ry = w / (2.5 + size.width / 50)
            let (top, bottom) = (-h + ry, h - ry)
            path(
                "M\(f(-w)),\(f(top)) a\(f(w)),\(f(ry)) 0 0 0 \(f(size.width)),0 a\(f(w)),\(f(ry)) 0 0 0 \(f(-size.width)),0 "
                    + "L\(f(-w)),\(f(bottom)) a\(f(w)),\(f(ry)) 0 0 0 \(f(size.width)),0 L\(f(w)),\(f(top))")
            path("M\(f(-w)),\(f(top + 6)) a\(f(w)),\(f(ry)) 0 0 0 \(f(size.width)),0", className: "node-line")
        case .curvedTrapezoid:
            let rx = min(w, size.height / 4)
            let tip = size.height / 3
            path(
                "M\(f(-w)),0 L\(f(-w + tip)),\(f(-h)) L\(f(w - rx)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(w - rx)),\(f(h)) "
                    + "L\(f(-w + tip)),\(f(h)) Z")
        case .bowTieRectangle:
            let rx = min(w, size.height / 4)
            path(
                "M\(f(-w + rx)),\(f(-h)) L\(f(w)),\(f(-h)) A\(f(rx)),\(f(h)) 0 0 0 \(f(w)),\(f(h)) "
                    + "L\(f(-w + rx)),\(f(h)) A\(f(rx)),\(f(h)) 0 0 1 \(f(-w + rx)),\(f(-h)) Z")
        case .filledCircle:
            writer.element("circle", [("class", "state-dot"), ("cx", "0"), ("cy", "0"), ("r", f(w)), ("style", style)])
        case .crossedCircle:
            writer.element("circle", [("class", "node-shape"), ("cx", "0"), ("cy", "0"), ("r", f(w)), ("style", style)])
            let d = w / 2.squareRoot()
            line(-d, -d, d, d)
            line(-d, d, d, -d)
        case .icon, .image:
            drawMedia(node, size: size, style: style, into: &writer)
        case .cloud:
            path(cloud(w: w, h: h))
        case .bang:
            // A burst: points alternating between the outline's ellipse and one a fifth smaller.
            polygon(
                (0..<20).map { i in
                    let angle = Double(i) * .pi / 10
                    let r = i % 2 == 0 ? 1 : 0.8
                    return Point(x: w * r * cos(angle), y: h * r * sin(angle))
                })
        default:
            box(-w, -h, size.width, size.height)
        }
    }

    /// A cloud: ten arcs bulging out between points on an ellipse inside the box.
    private static func cloud(w: Double, h: Double) -> String {
        let f = SVGNumber.format
        let bump = min(w, h) * 0.2
        let points = (0..<10).map { i in
            let angle = Double(i) * .pi / 5
            return Point(x: (w - bump) * cos(angle), y: (h - bump) * sin(angle))
        }
        var d = "M\(SVGNumber.pair(points[0]))"
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count]
            let chord = ((next.x - point.x) * (next.x - point.x) + (next.y - point.y) * (next.y - point.y)).squareRoot()
            d += " A\(f(chord / 2)),\(f(chord / 2)) 0 0 1 \(SVGNumber.pair(next))"
        }
        return d + " Z"
    }

    /// A curly brace at `x`, its point facing left (-1) or right (1).
    private static func brace(x: Double, r: Double, h: Double, facing: Double) -> String {
        let f = SVGNumber.format
        let back = x - facing * r
        let tip = x + facing * r
        return "M\(f(back)),\(f(-h)) Q\(f(x)),\(f(-h)) \(f(x)),\(f(-h + r)) L\(f(x)),\(f(-r)) Q\(f(x)),0 \(f(tip)),0 "
            + "Q\(f(x)),0 \(f(x)),\(f(r)) L\(f(x)),\(f(h - r)) Q\(f(x)),\(f(h)) \(f(back)),\(f(h))"
    }

    /// Where a node's label is centred: low in an upright triangle, high in a flipped one,
    /// beside the picture of icons and images, else the middle.
    static func labelCenter(_ node: GraphNode, size: Size, measure: TextMeasure) -> Point {
        let textHeight = Double(node.label.lines.count) * measure.lineHeight
        switch node.shape {
        case .triangle:
            return Point(x: 0, y: size.height / 2 - textHeight / 2 - 6)
        case .flippedTriangle:
            return Point(x: 0, y: -size.height / 2 + textHeight / 2 + 6)
        case .icon, .image:
            let onTop = node.media?.labelOnTop ?? false
            return Point(x: 0, y: onTop ? -size.height / 2 + textHeight / 2 : size.height / 2 - textHeight / 2)
        case .dividedRectangle:
            return Point(x: 0, y: 5)
        case .blockArrow:
            return BlockArrowShape(node.arrow, size: size).shaft.center
        case .slopedRectangle:
            return Point(x: 0, y: size.height / 8)
        case .stackedDocument, .stackedRectangle:
            return Point(x: -5, y: 5)
        default:
            return Point(x: 0, y: 0)
        }
    }
}
