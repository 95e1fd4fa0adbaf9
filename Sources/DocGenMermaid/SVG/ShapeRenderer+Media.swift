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
