/// `style` and `click` in state diagrams, and applying deferred classes, styles and links.
extension StateParser {
    mutating func parseStyle() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let ids = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty else { throw ParseError(message: "expected a state id after 'style'", offset: start) }
        scanner.skipSpaces()
        let textStart = scanner.offset
        let properties = styleProperties(scanner.scanRestOfLine(), at: textStart)
        for id in ids.split(separator: ",") { pendingStyles.append((String(id), properties, start)) }
    }

    mutating func parseClick() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let id = scanner.scanIdentifier()
        guard !id.isEmpty else { throw ParseError(message: "expected a state id after 'click'", offset: start) }
        let (link, problem) = try scanner.scanClick(id: id)
        if let problem { warnings.append(problem) }
        if let link { pendingClicks.append((id, link)) }
        _ = scanner.scanRestOfStatement()
    }

    mutating func styleProperties(_ text: String, at offset: Int) -> [StyleProperty] {
        let (properties, rejected) = StyleParser.parse(text)
        for name in rejected {
            warnings.append(
                ParseError(
                    message: "style '\(name)' is not supported or not safe and was dropped", offset: offset,
                    rule: MermaidRule.style))
        }
        return properties
    }

    mutating func finish() throws(ParseError) {
        for (ids, className) in pendingClasses {
            for id in ids { if let index = stateIndex[id] { diagram.states[index].classes.append(className) } }
        }
        for (id, properties, _) in pendingStyles {
            if let index = stateIndex[id] { diagram.states[index].style = diagram.states[index].style.merged(with: properties) }
        }
        for (id, link) in pendingClicks {
            if let index = stateIndex[id] { diagram.states[index].link = link }
        }
    }
}
