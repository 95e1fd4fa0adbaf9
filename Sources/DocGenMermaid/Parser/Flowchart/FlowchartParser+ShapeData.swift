import DocGenDiagnostics

/// `@{ … }` data on nodes (`shape`, `label`, `icon`, `img`, `form`, `pos`, `w`, `h`) and on
/// edge ids (`animate`, `animation`, `curve`).
extension FlowchartParser {
    /// Reads `@{ shape: name, label: "text" }` after a node id, which may span lines.
    mutating func parseShapeData(nodeIndex index: Int) throws(ParseError) {
        scanner.advance()
        let entries = try scanner.scanAttributes()
        var media: NodeMedia?
        for entry in entries {
            switch entry.key {
            case "shape":
                guard let shape = Self.shapeNames[entry.value] else {
                    let hint = Suggestion.hint(for: entry.value, in: Self.shapeNames.keys.sorted())
                    throw ParseError(message: "unknown shape '\(entry.value)'\(hint)", offset: entry.offset)
                }
                diagram.nodes[index].shape = shape
            case "label":
                diagram.nodes[index].label = LabelDecoder.decode(entry.value, quoted: entry.quoted, icons: true)
            case "icon":
                media = NodeMedia(source: .icon(entry.value))
                warnings.append(
                    ParseError(
                        message: "icon '\(entry.value)' is drawn as a placeholder; docgen loads no icon packs",
                        offset: entry.offset, rule: MermaidRule.unsupported))
            case "img":
                let allowed = URLPolicy.isAllowed(entry.value)
                media = NodeMedia(source: .image(url: allowed ? entry.value : nil))
                if !allowed {
                    warnings.append(
                        ParseError(
                            message: "image '\(entry.value)' is not an http(s) or relative URL; drawn as a placeholder",
                            offset: entry.offset, rule: MermaidRule.click))
                }
            default:
                continue
            }
        }
        guard var media else { return }
        for entry in entries {
            switch entry.key {
            case "form": media.form = NodeMedia.Form(rawValue: entry.value)
            case "pos": media.labelOnTop = entry.value == "t"
            case "w": media.width = Self.dimension(entry.value)
            case "h": media.height = Self.dimension(entry.value)
            default: continue
            }
        }
        diagram.nodes[index].media = media
        if case .image(url: .some) = media.source {
            diagram.nodes[index].shape = .image
        } else {
            diagram.nodes[index].shape = .icon
        }
    }

    /// A picture dimension between 1 and 1000 pixels, or nil.
    private static func dimension(_ text: String) -> Double? {
        guard let value = Double(text), value >= 1 else { return nil }
        return min(value, 1000)
    }

    /// Reads `@{ animate: true }` after an edge id.
    mutating func parseEdgeData(edgeID: String) throws(ParseError) {
        let entries = try scanner.scanAttributes()
        for entry in entries {
            switch entry.key {
            case "animate":
                animatedEdges[edgeID] = entry.value == "true" ? (animatedEdges[edgeID] ?? .fast) : nil
            case "animation":
                animatedEdges[edgeID] = entry.value == "slow" ? .slow : .fast
            default:
                // `curve` and anything else: docgen draws every edge with its own curve.
                continue
            }
        }
    }

    /// `@{ shape: … }` names and aliases (Mermaid's shape table).
    static let shapeNames: [String: NodeShape] = {
        let table: [(NodeShape, [String])] = [
            (.rectangle, ["rect", "rectangle", "proc", "process", "squareRect"]),
            (.rounded, ["rounded", "event", "roundedRect"]),
            (.stadium, ["stadium", "pill", "terminal"]),
            (.subroutine, ["fr-rect", "subproc", "subprocess", "subroutine", "framed-rectangle"]),
            (.cylinder, ["cyl", "cylinder", "db", "database"]),
            (.dataStore, ["datastore", "data-store"]),
            (.circle, ["circle", "circ"]),
            (.doubleCircle, ["dbl-circ", "double-circle", "doublecircle"]),
            (.diamond, ["diam", "diamond", "decision", "question"]),
            (.hexagon, ["hex", "hexagon", "prepare"]),
            (.leanRight, ["lean-r", "lean-right", "in-out", "lean_right"]),
            (.leanLeft, ["lean-l", "lean-left", "out-in", "lean_left"]),
            (.trapezoid, ["trap-b", "trapezoid", "priority", "trapezoid-bottom"]),
            (.invertedTrapezoid, ["trap-t", "inv-trapezoid", "manual", "trapezoid-top", "inv_trapezoid"]),
            (.odd, ["odd", "rect_left_inv_arrow"]),
            (.text, ["text"]),
            (.notchedRectangle, ["notch-rect", "card", "notched-rectangle"]),
            (.linedRectangle, ["lin-rect", "lined-rectangle", "lined-process", "lin-proc", "shaded-process"]),
            (.smallCircle, ["sm-circ", "small-circle", "start", "stateStart"]),
            (.stateEnd, ["fr-circ", "framed-circle", "stop", "stateEnd"]),
            (.fork, ["fork", "join", "forkJoin"]),
            (.hourglass, ["hourglass", "collate"]),
            (.braceLeft, ["brace", "brace-l", "comment"]),
            (.braceRight, ["brace-r"]),
            (.braces, ["braces"]),
            (.bolt, ["bolt", "com-link", "lightning-bolt"]),
            (.document, ["doc", "document"]),
            (.delay, ["delay", "half-rounded-rectangle"]),
            (.horizontalCylinder, ["h-cyl", "das", "horizontal-cylinder"]),
            (.linedCylinder, ["lin-cyl", "disk", "lined-cylinder"]),
            (.curvedTrapezoid, ["curv-trap", "curved-trapezoid", "display"]),
            (.dividedRectangle, ["div-rect", "div-proc", "divided-rectangle", "divided-process"]),
            (.triangle, ["tri", "extract", "triangle"]),
            (.windowPane, ["win-pane", "internal-storage", "window-pane"]),
            (.filledCircle, ["f-circ", "junction", "filled-circle"]),
            (.notchedPentagon, ["notch-pent", "loop-limit", "notched-pentagon"]),
            (.flippedTriangle, ["flip-tri", "manual-file", "flipped-triangle"]),
            (.slopedRectangle, ["sl-rect", "manual-input", "sloped-rectangle"]),
            (.stackedDocument, ["docs", "documents", "st-doc", "stacked-document"]),
            (.stackedRectangle, ["st-rect", "procs", "processes", "stacked-rectangle"]),
            (.bowTieRectangle, ["bow-rect", "stored-data", "bow-tie-rectangle"]),
            (.crossedCircle, ["cross-circ", "summary", "crossed-circle"]),
            (.taggedDocument, ["tag-doc", "tagged-document"]),
            (.taggedRectangle, ["tag-rect", "tagged-rectangle", "tag-proc", "tagged-process"]),
            (.flag, ["flag", "paper-tape"]),
            (.linedDocument, ["lin-doc", "lined-document"]),
            (.cloud, ["cloud"]),
            (.bang, ["bang"]),
        ]
        var names: [String: NodeShape] = [:]
        for (shape, aliases) in table {
            for alias in aliases { names[alias] = shape }
        }
        return names
    }()
}
