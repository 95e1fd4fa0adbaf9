/// Sizes of the Mermaid 11 flowchart shapes around their label.
extension GraphSizer {
    /// The size of a shape named with `@{ shape: … }`, or of an icon or image node.
    func flowchartShapeSize(_ node: GraphNode, text: Size) -> Size {
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
            let width = 2 * w + 2 * padding
            return Size(width: width, height: width / 2 + h)
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
