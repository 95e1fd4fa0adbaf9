/// Wraps labels and gives every node, edge label and cluster title its size, using
/// Mermaid's paddings so shapes come out the size Mermaid draws them.
struct GraphSizer: Sendable {
    var measure = TextMeasure()
    /// Mermaid's flowchart node padding.
    var padding: Double = 15
    /// Which of Mermaid's shape sizes to follow.
    var shapes = Shapes.flowchart

    /// Mermaid's two sets of node shapes, which grow differently around their label.
    enum Shapes: Sendable {
        /// Flowchart's, with `padding` on each side of the label and twice that across.
        case flowchart
        /// The older shapes block diagrams draw, `padding` in all wider and taller than their label.
        case block
    }

    /// Sizes everything in the graph.
    func size(_ graph: inout DiagramGraph) {
        let metrics = CompartmentMetrics(measure: measure)
        for index in graph.nodes.indices {
            switch graph.nodes[index].body {
            case .classMembers(var body):
                body.sizes = metrics.classSizes(name: graph.nodes[index].label.lines, body: body)
                graph.nodes[index].body = .classMembers(body)
                graph.nodes[index].size = Size(
                    width: body.sizes.first?.width ?? 0, height: body.sizes.reduce(0) { $0 + $1.height })
                continue
            case .entityRows(let rows):
                graph.nodes[index].size = metrics.entitySize(name: graph.nodes[index].label.lines, rows: rows)
                continue
            case nil:
                break
            }
            graph.nodes[index].label.lines = measure.wrapped(graph.nodes[index].label.lines)
            graph.nodes[index].size = nodeSize(graph.nodes[index], direction: graph.direction)
        }
        for index in graph.edges.indices {
            guard var label = graph.edges[index].label else { continue }
            label.lines = measure.wrapped(label.lines)
            graph.edges[index].label = label
            let text = measure.size(of: label.lines)
            graph.edges[index].labelSize = Size(width: text.width + 8, height: text.height)
        }
        for index in graph.clusters.indices {
            graph.clusters[index].titleSize =
                graph.clusters[index].title.isEmpty ? .zero : measure.size(of: graph.clusters[index].title.lines)
        }
    }

    /// The size of a node's shape around its label.
    private func nodeSize(_ node: GraphNode, direction: FlowDirection) -> Size {
        let text = measure.size(of: node.label.isEmpty ? [] : node.label.lines)
        let (w, h) = (text.width, max(text.height, node.label.isEmpty ? 0 : measure.lineHeight))
        if shapes == .block, let size = blockShapeSize(node.shape, text: Size(width: w, height: h)) { return size }
        let tall = h + 2 * padding
        switch node.shape {
        case .rectangle, .rounded:
            return Size(width: w + 4 * padding, height: tall)
        case .stadium:
            return Size(width: w + 2 * padding + tall / 2, height: tall)
        case .subroutine:
            return Size(width: w + 4 * padding + 16, height: tall)
        case .cylinder:
            let width = w + 2 * padding + 10
            let ry = (width / 2) / (2.5 + width / 50)
            return Size(width: width, height: h + 2 * padding + 2 * ry)
        case .circle:
            let d = max(w, h) + 2 * padding
            return Size(width: d, height: d)
        case .doubleCircle:
            let d = max(w, h) + 2 * padding + 10
            return Size(width: d, height: d)
        case .diamond:
            let s = w + h + 2 * padding
            return Size(width: s, height: s)
        case .hexagon:
            return Size(width: w + 2 * padding + tall / 2, height: tall)
        case .leanRight, .leanLeft, .trapezoid, .invertedTrapezoid:
            return Size(width: w + 2 * padding + tall * 2 / 3, height: tall)
        case .odd:
            return Size(width: w + 2 * padding + tall / 4, height: tall)
        case .text:
            return Size(width: w + 8, height: h + 8)
        case .smallCircle, .stateStart, .stateEnd:
            return Size(width: 14, height: 14)
        case .fork, .join:
            return direction.isHorizontal ? Size(width: 7, height: 70) : Size(width: 70, height: 7)
        case .choice:
            return Size(width: 28, height: 28)
        case .note:
            return Size(width: w + 2 * padding, height: h + 2 * padding)
        case .dataStore, .notchedRectangle, .linedRectangle, .braceLeft, .braceRight, .braces, .document, .delay,
            .horizontalCylinder, .linedCylinder, .curvedTrapezoid, .dividedRectangle, .triangle, .windowPane,
            .notchedPentagon, .flippedTriangle, .slopedRectangle, .stackedDocument, .stackedRectangle, .bowTieRectangle,
            .taggedDocument, .taggedRectangle, .flag, .linedDocument, .hourglass, .bolt, .filledCircle, .crossedCircle,
            .icon, .image, .cloud, .bang:
            return flowchartShapeSize(node, text: Size(width: w, height: h))
        case .blockArrow:
            return BlockArrowShape.size(node.arrow, shaft: Size(width: w + 2 * padding, height: h + padding))
        case .classBox, .entity:
            // Only without a body; with one, ``size(_:)`` sizes it from its compartments.
            return Size(width: w + 2 * padding, height: h + padding)
        case .state:
            guard let description = node.description, !description.isEmpty else {
                return Size(width: max(50, w + 32), height: h + 16)
            }
            let body = measure.size(of: description.lines)
            return Size(width: max(50, max(w, body.width) + 32), height: h + body.height + 24)
        }
    }
}

/// Sizes of the older shapes Mermaid's block diagrams draw, around their label.
extension GraphSizer {
    /// The size of a block's shape; nil for a shape only flowcharts have, sized as there.
    private func blockShapeSize(_ shape: NodeShape, text: Size) -> Size? {
        let (w, h) = (text.width + padding, text.height + padding)
        switch shape {
        case .rectangle, .rounded: return Size(width: w, height: h)
        // The frame's lines stand 8 inside each side.
        case .subroutine: return Size(width: w + 16, height: h)
        case .stadium: return Size(width: w + h / 4, height: h)
        case .hexagon, .odd: return Size(width: w + h / 2, height: h)
        case .leanRight, .leanLeft, .trapezoid, .invertedTrapezoid: return Size(width: w + h * 2 / 3, height: h)
        // Mermaid sizes a circle by its label's width alone; a short label still fits in this one.
        case .circle: return Size(width: max(w, h), height: max(w, h))
        case .doubleCircle: return Size(width: max(w, h) + 10, height: max(w, h) + 10)
        case .diamond: return Size(width: w + h, height: w + h)
        case .cylinder:
            // Room for the top's back and front arcs above the centred label, and the bottom's arc below.
            let ry = (w / 2) / (2.5 + w / 50)
            return Size(width: w, height: h + 4 * ry)
        default: return nil
        }
    }
}

/// Sizes of the Mermaid 11 flowchart shapes around their label.
extension GraphSizer {
    /// The size of a shape named with `@{ shape: … }`, or of an icon or image node.
    private func flowchartShapeSize(_ node: GraphNode, text: Size) -> Size {
        let (w, h) = (text.width, text.height)
        let tall = h + 2 * padding
        switch node.shape {
        case .hourglass: return Size(width: 30, height: 30)
        case .bolt: return Size(width: 35, height: 35)
        case .filledCircle: return Size(width: 14, height: 14)
        case .crossedCircle: return Size(width: 60, height: 60)
        case .dataStore, .notchedRectangle, .linedRectangle, .dividedRectangle, .windowPane, .taggedRectangle:
            return Size(width: w + 4 * padding, height: tall + (node.shape == .dividedRectangle ? 10 : 0))
        case .braceLeft, .braceRight:
            return Size(width: w + 2 * padding + 10, height: tall)
        case .braces:
            return Size(width: w + 2 * padding + 20, height: tall)
        case .document, .taggedDocument, .linedDocument:
            return Size(width: w + 4 * padding, height: tall + 12)
        case .stackedDocument:
            return Size(width: w + 4 * padding + 10, height: tall + 22)
        case .stackedRectangle:
            return Size(width: w + 4 * padding + 10, height: tall + 10)
        case .flag:
            return Size(width: w + 4 * padding, height: tall + 16)
        case .delay, .curvedTrapezoid, .bowTieRectangle, .notchedPentagon:
            return Size(width: w + 2 * padding + tall / 2, height: tall)
        case .horizontalCylinder:
            return Size(width: w + 2 * padding + tall * 0.8, height: tall)
        case .linedCylinder:
            let width = w + 2 * padding + 10
            let ry = (width / 2) / (2.5 + width / 50)
            return Size(width: width, height: tall + 2 * ry + 6)
        case .slopedRectangle:
            return Size(width: w + 4 * padding, height: tall * 4 / 3)
        case .triangle, .flippedTriangle:
            // Mermaid's: as tall as wide, so the label at the wide end still has the padding.
            let side = w + padding + h
            return Size(width: side, height: side)
        case .cloud:
            return Size(width: (w + 2 * padding) * 1.3, height: tall * 1.4)
        case .bang:
            return Size(width: (w + 2 * padding) * 1.4, height: tall * 1.6)
        case .icon, .image:
            let picture = node.media?.pictureSize ?? Size(width: 48, height: 48)
            let gap = node.label.isEmpty ? 0 : 4 + h
            return Size(width: max(picture.width, w + 8), height: picture.height + gap)
        default:
            return Size(width: w + 4 * padding, height: tall)
        }
    }
}
