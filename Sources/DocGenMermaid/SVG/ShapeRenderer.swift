/// Draws a node's shape centred on the origin of its group.
enum ShapeRenderer {
    static func draw(_ node: GraphNode, size: Size, into writer: inout SVGWriter) {
        let style = node.style.shapeCSS
        let (w, h) = (size.width, size.height)
        let f = SVGNumber.format
        func rect(rx: Double = 0, className: String = "node-shape") {
            writer.element(
                "rect",
                [
                    ("class", className), ("x", f(-w / 2)), ("y", f(-h / 2)), ("width", f(w)), ("height", f(h)),
                    ("rx", rx > 0 ? f(rx) : ""), ("ry", rx > 0 ? f(rx) : ""), ("style", style),
                ])
        }
        func polygon(className: String = "node-shape") {
            let points = ShapeOutline.polygon(node.shape, size: size).map(SVGNumber.pair).joined(separator: " ")
            writer.element("polygon", [("class", className), ("points", points), ("style", style)])
        }
        func circle(_ r: Double, className: String = "node-shape", style: String? = nil) {
            writer.element("circle", [("class", className), ("cx", "0"), ("cy", "0"), ("r", f(r)), ("style", style ?? "")])
        }
        switch node.shape {
        case .rectangle:
            rect()
        case .rounded, .state:
            rect(rx: 5)
        case .stadium:
            rect(rx: h / 2)
        case .subroutine:
            rect()
            for x in [-w / 2 + 8, w / 2 - 8] {
                writer.element(
                    "line",
                    [("class", "node-line"), ("x1", f(x)), ("y1", f(-h / 2)), ("x2", f(x)), ("y2", f(h / 2)), ("style", style)])
            }
        case .cylinder:
            let rx = w / 2
            let ry = rx / (2.5 + w / 50)
            let top = -h / 2 + ry
            let bottom = h / 2 - ry
            let body =
                "M\(f(-rx)),\(f(top)) a\(f(rx)),\(f(ry)) 0 0 0 \(f(w)),0 a\(f(rx)),\(f(ry)) 0 0 0 \(f(-w)),0 "
                + "L\(f(-rx)),\(f(bottom)) a\(f(rx)),\(f(ry)) 0 0 0 \(f(w)),0 L\(f(rx)),\(f(top))"
            writer.element("path", [("class", "node-shape"), ("d", body), ("style", style)])
        case .circle:
            circle(w / 2, style: style)
        case .doubleCircle:
            circle(w / 2, style: style)
            circle(w / 2 - 5, style: style)
        case .diamond, .hexagon, .leanRight, .leanLeft, .trapezoid, .invertedTrapezoid, .odd, .choice:
            polygon()
        case .text:
            break
        case .smallCircle, .stateStart:
            circle(w / 2, className: "state-dot", style: style)
        case .stateEnd:
            circle(w / 2, className: "state-ring", style: style)
            circle(w / 2 - 2.5, className: "state-dot", style: style)
        case .fork, .join:
            rect(rx: 2, className: "state-dot")
        case .note:
            rect(className: "note-shape")
        case .classBox, .entity:
            rect()
        case .blockArrow:
            let points = BlockArrowShape(node.arrow, size: size).polygon.map(SVGNumber.pair).joined(separator: " ")
            writer.element("polygon", [("class", "node-shape"), ("points", points), ("style", style)])
        case .dataStore, .notchedRectangle, .linedRectangle, .hourglass, .braceLeft, .braceRight, .braces, .bolt,
            .document, .delay, .horizontalCylinder, .linedCylinder, .curvedTrapezoid, .dividedRectangle, .triangle,
            .windowPane, .filledCircle, .notchedPentagon, .flippedTriangle, .slopedRectangle, .stackedDocument,
            .stackedRectangle, .bowTieRectangle, .crossedCircle, .taggedDocument, .taggedRectangle, .flag,
            .linedDocument, .icon, .image, .cloud, .bang:
            drawFlowchartShape(node, size: size, style: style, into: &writer)
        }
    }

    /// Draws the label, and for state boxes with descriptions the divider and description.
    static func drawLabel(_ node: GraphNode, size: Size, measure: TextMeasure, into writer: inout SVGWriter) {
        if node.shape.hidesLabel { return }
        let textStyle = node.style.labelCSS
        guard let description = node.description, !description.isEmpty else {
            writer.label(
                node.label.lines, center: labelCenter(node, size: size, measure: measure), lineHeight: measure.lineHeight,
                fontSize: measure.fontSize, style: textStyle)
            return
        }
        let titleHeight = Double(node.label.lines.count) * measure.lineHeight
        let top = -size.height / 2
        writer.label(
            node.label.lines, center: Point(x: 0, y: top + 4 + titleHeight / 2), lineHeight: measure.lineHeight,
            fontSize: measure.fontSize, style: textStyle)
        let dividerY = top + titleHeight + 8
        writer.element(
            "line",
            [
                ("class", "node-line"), ("x1", SVGNumber.format(-size.width / 2)), ("y1", SVGNumber.format(dividerY)),
                ("x2", SVGNumber.format(size.width / 2)), ("y2", SVGNumber.format(dividerY)),
            ])
        let bodyHeight = Double(description.lines.count) * measure.lineHeight
        writer.label(
            description.lines, center: Point(x: 0, y: dividerY + 8 + bodyHeight / 2), lineHeight: measure.lineHeight,
            fontSize: measure.fontSize, style: textStyle)
    }
}

/// Icon and image nodes: the picture, or a labelled placeholder where docgen has none.
extension ShapeRenderer {
    static func drawMedia(_ node: GraphNode, size: Size, style: String, into writer: inout SVGWriter) {
        guard let media = node.media else { return }
        let f = SVGNumber.format
        let picture = media.pictureSize
        let labelBand = size.height - picture.height
        let top = -size.height / 2 + (media.labelOnTop ? labelBand : 0)
        let (x, y) = (-picture.width / 2, top)
        let frame = [("x", f(x)), ("y", f(y)), ("width", f(picture.width)), ("height", f(picture.height))]
        switch media.source {
        case .image(url: .some(let url)):
            writer.element("image", frame + [("href", url), ("preserveAspectRatio", "xMidYMid meet")])
        case .image(url: nil):
            writer.element("rect", [("class", "node-shape media-placeholder")] + frame + [("style", style)])
            drawCross(x: x, y: y, size: picture, into: &writer)
        case .icon(let name):
            switch media.form {
            case .circle:
                writer.element(
                    "circle",
                    [
                        ("class", "node-shape media-placeholder"), ("cx", "0"), ("cy", f(y + picture.height / 2)),
                        ("r", f(min(picture.width, picture.height) / 2)), ("style", style),
                    ])
            case .rounded:
                writer.element(
                    "rect", [("class", "node-shape media-placeholder")] + frame + [("rx", "5"), ("ry", "5"), ("style", style)])
            case .square, nil:
                writer.element("rect", [("class", "node-shape media-placeholder")] + frame + [("style", style)])
            }
            // The icon's name in small type stands in for the picture.
            let short = name.split(separator: ":").last.map(String.init) ?? name
            writer.element(
                "text",
                [
                    ("class", "label media-name"), ("x", "0"), ("y", f(y + picture.height / 2 + 4)), ("text-anchor", "middle"),
                    ("style", "font-size:10px"),
                ], text: String(short.prefix(12)))
        }
    }

    /// The crossed box that marks a missing image.
    private static func drawCross(x: Double, y: Double, size: Size, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let d =
            "M\(f(x)),\(f(y)) L\(f(x + size.width)),\(f(y + size.height)) M\(f(x + size.width)),\(f(y)) L\(f(x)),\(f(y + size.height))"
        writer.element("path", [("class", "node-line"), ("d", d)])
    }
}
