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
            let edgeID = try scanEdgeID()
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
            var pendingID = edgeID
            for from in left {
                for to in right {
                    guard diagram.edges.count < options.maximumEdges else {
                        throw ParseError(
                            message: "diagram has more than \(options.maximumEdges) edges", offset: linkStart,
                            rule: MermaidRule.limit)
                    }
                    if let id = pendingID { edgeIndex[id] = diagram.edges.count }
                    diagram.edges.append(FlowEdge(from: from, to: to, label: label, link: link, id: pendingID, offset: linkStart))
                    pendingID = nil
                }
            }
            left = right
        }
    }

    /// Reads an edge id written before a link (`e1@` in `A e1@--> B`), if one is there.
    private mutating func scanEdgeID() throws(ParseError) -> String? {
        let start = scanner.offset
        let id = scanner.scanIdentifier()
        guard !id.isEmpty, scanner.match("@"), !scanner.lookingAt("{"), let next = scanner.peek(),
            "-=.~<ox".unicodeScalars.contains(next)
        else {
            scanner.offset = start
            return nil
        }
        guard edgeIndex[id] == nil else { throw ParseError(message: "edge id '\(id)' is used twice", offset: start) }
        return id
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
}
