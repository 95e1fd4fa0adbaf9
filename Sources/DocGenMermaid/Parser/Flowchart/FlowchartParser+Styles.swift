/// `classDef`, `class`, `style`, `linkStyle` and `click`, and applying them once all nodes are known.
extension FlowchartParser {
    mutating func parseClassDefinition() throws(ParseError) {
        let (names, text, offset) = try scanner.scanClassDefinition()
        let properties = styleProperties(text, at: offset)
        for name in names where !name.isEmpty {
            diagram.classDefinitions.append(ClassDefinition(name: name, properties: properties))
        }
    }

    mutating func parseClassAssignment() throws(ParseError) {
        pendingClasses.append(try scanner.scanClassAssignment())
    }

    mutating func parseStyle() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let id = scanner.scanIdentifier()
        guard !id.isEmpty else { throw ParseError(message: "expected a node id after 'style'", offset: start) }
        scanner.skipSpaces()
        let textStart = scanner.offset
        let properties = styleProperties(scanner.scanRestOfStatement(), at: textStart)
        pendingStyles.append((id, properties, start))
    }

    mutating func parseLinkStyle(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let listStart = scanner.offset
        let list = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        var indices: [Int]?
        if list != "default" {
            var parsed: [Int] = []
            for part in list.split(separator: ",", omittingEmptySubsequences: false) {
                guard let index = Int(part), index >= 0 else {
                    throw ParseError(
                        message: "expected edge numbers or 'default' after 'linkStyle', found '\(list)'", offset: listStart)
                }
                parsed.append(index)
            }
            indices = parsed
        }
        scanner.skipSpaces()
        if scanner.matchKeyword("interpolate") {
            scanner.skipSpaces()
            _ = scanner.scanIdentifier()
            scanner.skipSpaces()
        }
        let textStart = scanner.offset
        let properties = styleProperties(scanner.scanRestOfStatement(), at: textStart)
        diagram.linkStyles.append(FlowLinkStyle(indices: indices, properties: properties, offset: start))
    }

    mutating func parseClick() throws(ParseError) {
        let (id, link, problem) = try scanner.scanClickStatement(noun: "node")
        if let problem { warnings.append(problem) }
        if let link { pendingClicks.append((id, link)) }
    }

    /// Parses declarations, warning about any dropped as unsafe or unknown.
    mutating func styleProperties(_ text: String, at offset: Int) -> [StyleProperty] {
        StyleParser.properties(text, at: offset, warnings: &warnings)
    }

    /// Applies deferred classes, styles and links, and checks `linkStyle` indices.
    mutating func finish() throws(ParseError) {
        let subgraphIndex = Dictionary(
            diagram.subgraphs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (ids, className) in pendingClasses {
            for id in ids {
                if let index = subgraphIndex[id] {
                    diagram.subgraphs[index].classes.append(className)
                } else if let index = nodeIndex[id] {
                    diagram.nodes[index].classes.append(className)
                } else if let index = edgeIndex[id] {
                    diagram.edges[index].classes.append(className)
                }
            }
        }
        for (id, properties, offset) in pendingStyles {
            if let index = subgraphIndex[id] {
                diagram.subgraphs[index].style = diagram.subgraphs[index].style.merged(with: properties)
            } else {
                let index = try touchNode(id, at: offset)
                diagram.nodes[index].style = diagram.nodes[index].style.merged(with: properties)
            }
        }
        for (id, animation) in animatedEdges {
            if let index = edgeIndex[id] { diagram.edges[index].animation = animation }
        }
        for (id, link) in pendingClicks {
            if let index = nodeIndex[id] { diagram.nodes[index].link = link }
        }
        for rule in diagram.linkStyles {
            for index in rule.indices ?? [] where index >= diagram.edges.count {
                let valid =
                    diagram.edges.isEmpty ? "the diagram has no edges" : "valid indices are 0 to \(diagram.edges.count - 1)"
                throw ParseError(message: "'linkStyle' index \(index) is out of range; \(valid)", offset: rule.offset)
            }
        }
    }
}
