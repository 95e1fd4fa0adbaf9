import DocGenDiagnostics

/// Vertex statements: nodes with shapes and classes, `&` groups and chains of links.
extension FlowchartParser {
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
}
