import DocGenDiagnostics

/// Vertex statements: nodes with shapes and classes, `&` groups and chains of links.
extension FlowchartParser {
    /// Bracket pairs in the order they must be tried: longer openings first.
    static let shapeDelimiters: [(open: String, close: String, shape: NodeShape)] = [
        ("(((", ")))", .doubleCircle), ("((", "))", .circle), ("([", "])", .stadium), ("[(", ")]", .cylinder),
        ("[[", "]]", .subroutine), ("{{", "}}", .hexagon), ("[/", "/]", .leanRight), ("[\\", "\\]", .leanLeft),
        ("[", "]", .rectangle), ("(", ")", .rounded), ("{", "}", .diamond), (">", "]", .odd),
    ]

    /// Reads `group (link group)*` and records nodes and edges.
    mutating func parseVertexStatement() throws(ParseError) {
        var left = try parseVertexGroup()
        while true {
            scanner.skipSpaces()
            if scanner.isAtStatementEnd { return }
            let linkStart = scanner.offset
            guard let (link, label) = try parseLink() else {
                throw ParseError(
                    message: "unexpected '\(currentWord())'; expected a link such as '-->' or the end of the statement",
                    offset: scanner.offset)
            }
            scanner.skipSpaces()
            guard !scanner.isAtStatementEnd else {
                throw ParseError(message: "expected a node after the link", offset: scanner.offset)
            }
            let right = try parseVertexGroup()
            for from in left {
                for to in right {
                    guard diagram.edges.count < options.maximumEdges else {
                        throw ParseError(
                            message: "diagram has more than \(options.maximumEdges) edges", offset: linkStart,
                            rule: MermaidRule.limit)
                    }
                    diagram.edges.append(FlowEdge(from: from, to: to, label: label, link: link, offset: linkStart))
                }
            }
            left = right
        }
    }

    /// Reads `vertex (& vertex)*`, returning the ids.
    mutating func parseVertexGroup() throws(ParseError) -> [String] {
        var ids = [try parseVertex()]
        while true {
            let saved = scanner.offset
            scanner.skipSpaces()
            guard scanner.match("&") else {
                scanner.offset = saved
                return ids
            }
            scanner.skipSpaces()
            ids.append(try parseVertex())
        }
    }

    /// Reads one node reference with its optional shape, `@{…}` data and `:::class`.
    mutating func parseVertex() throws(ParseError) -> String {
        let start = scanner.offset
        let id = scanner.scanIdentifier()
        guard !id.isEmpty else {
            throw ParseError(message: "expected a node id, found '\(currentWord())'", offset: start)
        }
        let index = try touchNode(id, at: start)
        if scanner.lookingAt("@{") {
            try parseShapeData(nodeIndex: index)
        } else if let (shape, label) = try parseShape() {
            diagram.nodes[index].shape = shape
            diagram.nodes[index].label = label
        }
        while scanner.match(":::") {
            let classStart = scanner.offset
            let name = scanner.scanIdentifier()
            guard !name.isEmpty else { throw ParseError(message: "expected a class name after ':::'", offset: classStart) }
            diagram.nodes[index].classes.append(name)
        }
        return id
    }

    /// Reads a bracketed label such as `[text]`, `{{text}}` or `[/text\]`, if one follows.
    mutating func parseShape() throws(ParseError) -> (NodeShape, TextBlock)? {
        guard let delimiter = Self.shapeDelimiters.first(where: { scanner.lookingAt($0.open) }) else { return nil }
        let start = scanner.offset
        scanner.advance(delimiter.open.unicodeScalars.count)
        var closes = [(delimiter.close, delimiter.shape)]
        if delimiter.shape == .leanRight { closes.append(("\\]", .trapezoid)) }
        if delimiter.shape == .leanLeft { closes.append(("/]", .invertedTrapezoid)) }
        scanner.skipSpaces()
        var label: TextBlock
        if scanner.peek() == "\"" {
            label = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
            scanner.skipSpaces()
        } else {
            let textStart = scanner.offset
            while !scanner.isAtEnd, scanner.peek() != "\n", !closes.contains(where: { scanner.lookingAt($0.0) }) {
                scanner.advance()
            }
            label = LabelDecoder.decode(scanner.source.string(textStart..<scanner.offset), quoted: false)
        }
        for (close, shape) in closes where scanner.match(close) {
            return (shape, label)
        }
        throw ParseError(
            message: "expected '\(delimiter.close)' to close the text of the node that opens with '\(delimiter.open)'",
            offset: start)
    }

    /// Reads `@{ shape: name, label: "text" }`, which may span lines.
    mutating func parseShapeData(nodeIndex index: Int) throws(ParseError) {
        let start = scanner.offset
        scanner.advance(2)
        var entries: [(key: String, value: String, quoted: Bool, offset: Int)] = []
        while true {
            while let scalar = scanner.peek(), scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "," {
                scanner.advance()
            }
            if scanner.match("}") { break }
            guard !scanner.isAtEnd else { throw ParseError(message: "'@{' is never closed; add '}'", offset: start) }
            let keyStart = scanner.offset
            let key = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" }
            scanner.skipSpaces()
            guard !key.isEmpty, scanner.match(":") else {
                throw ParseError(message: "expected 'key: value' inside '@{ … }'", offset: keyStart)
            }
            scanner.skipSpaces()
            let valueStart = scanner.offset
            if scanner.peek() == "\"" {
                entries.append((key, try scanner.scanQuoted(), true, valueStart))
            } else {
                let value = scanner.scan { $0 != "," && $0 != "\n" && $0 != "}" }.trimmingSpaces
                entries.append((key, value, false, valueStart))
            }
        }
        for entry in entries {
            switch entry.key {
            case "shape":
                guard let shape = Self.shapeNames[entry.value] else {
                    let hint = Suggestion.hint(for: entry.value, in: Self.shapeNames.keys.sorted())
                    throw ParseError(message: "unknown shape '\(entry.value)'\(hint)", offset: entry.offset)
                }
                diagram.nodes[index].shape = shape
            case "label":
                diagram.nodes[index].label = LabelDecoder.decode(entry.value, quoted: entry.quoted)
            default:
                continue
            }
        }
    }

    /// `@{ shape: … }` names and aliases for the shapes docgen draws.
    static let shapeNames: [String: NodeShape] = [
        "rect": .rectangle, "rectangle": .rectangle, "proc": .rectangle, "process": .rectangle,
        "rounded": .rounded, "event": .rounded, "stadium": .stadium, "pill": .stadium, "terminal": .stadium,
        "subproc": .subroutine, "subprocess": .subroutine, "subroutine": .subroutine, "fr-rect": .subroutine,
        "framed-rectangle": .subroutine, "cyl": .cylinder, "cylinder": .cylinder, "db": .cylinder, "database": .cylinder,
        "circle": .circle, "circ": .circle, "dbl-circ": .doubleCircle, "double-circle": .doubleCircle,
        "diam": .diamond, "diamond": .diamond, "decision": .diamond, "question": .diamond,
        "hex": .hexagon, "hexagon": .hexagon, "prepare": .hexagon,
        "lean-r": .leanRight, "lean-right": .leanRight, "in-out": .leanRight,
        "lean-l": .leanLeft, "lean-left": .leanLeft, "out-in": .leanLeft,
        "trap-b": .trapezoid, "trapezoid": .trapezoid, "priority": .trapezoid, "trapezoid-bottom": .trapezoid,
        "trap-t": .invertedTrapezoid, "inv-trapezoid": .invertedTrapezoid, "manual": .invertedTrapezoid,
        "trapezoid-top": .invertedTrapezoid, "odd": .odd, "text": .text,
        "sm-circ": .smallCircle, "small-circle": .smallCircle, "start": .smallCircle,
    ]
}
