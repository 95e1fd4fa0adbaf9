/// `classDef`, `cssClass`, `style`, `click`, `link` and `callback`, applied once all classes are known.
extension ClassParser {
    mutating func parseClassDefinition() throws(ParseError) {
        let (names, text, offset) = try scanner.scanClassDefinition()
        let properties = StyleParser.properties(text, at: offset, warnings: &warnings)
        for name in names where !name.isEmpty {
            diagram.classDefinitions.append(ClassDefinition(name: name, properties: properties))
        }
    }

    /// `cssClass "A,B" name` (the ids quoted or not).
    mutating func parseCSSClass() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let ids =
            scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n") }
        scanner.skipSpaces()
        let className = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty, !className.isEmpty else {
            throw ParseError(message: "expected 'cssClass \"ids\" className', such as cssClass \"A,B\" highlight", offset: start)
        }
        pendingClasses.append((ids.split(separator: ",").map { String($0).trimmingSpaces }, className))
    }

    /// `style A,B fill:#f9f,stroke:#333`.
    mutating func parseStyle() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let ids = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty else { throw ParseError(message: "expected a class name after 'style'", offset: start) }
        scanner.skipSpaces()
        let textStart = scanner.offset
        let properties = StyleParser.properties(scanner.scanRestOfLine(), at: textStart, warnings: &warnings)
        for id in ids.split(separator: ",") { pendingStyles.append((String(id), properties)) }
    }

    /// `click A href "url" "tooltip"` or `link A "url" "tooltip"`, under the flowchart's URL rules.
    mutating func parseClick() throws(ParseError) {
        let (id, link, problem) = try scanner.scanClickStatement(noun: "class")
        if let problem { warnings.append(problem) }
        if let link { pendingClicks.append((id, link)) }
    }

    /// `callback A "function"`: scripts never run, so it is dropped with a warning.
    mutating func parseCallback(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let id = scanner.scanIdentifier(allowingDots: false)
        _ = scanner.scanRestOfStatement()
        warnings.append(
            ParseError(
                message: "callback on '\(id)' is ignored; only links are supported", offset: start, rule: MermaidRule.click))
    }

    /// Applies deferred classes, styles and links.
    mutating func finish() {
        for (ids, className) in pendingClasses {
            for id in ids { if let index = classIndex[id] { diagram.classes[index].classes.append(className) } }
        }
        for (id, properties) in pendingStyles {
            if let index = classIndex[id] { diagram.classes[index].style = diagram.classes[index].style.merged(with: properties) }
        }
        for (id, link) in pendingClicks {
            if let index = classIndex[id] { diagram.classes[index].link = link }
        }
    }
}
