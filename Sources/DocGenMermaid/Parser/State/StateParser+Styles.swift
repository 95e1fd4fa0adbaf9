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
        let (id, link, problem) = try scanner.scanClickStatement(noun: "state")
        if let problem { warnings.append(problem) }
        if let link { pendingClicks.append((id, link)) }
    }

    /// Parses declarations, warning about any dropped as unsafe or unknown.
    mutating func styleProperties(_ text: String, at offset: Int) -> [StyleProperty] {
        StyleParser.properties(text, at: offset, warnings: &warnings)
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
