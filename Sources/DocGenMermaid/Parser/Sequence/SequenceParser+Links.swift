import DocGenDiagnostics

/// `link A: Label @ URL` and `links A: {"Label": "URL", …}`: a participant's link menu,
/// drawn as plain links under its name.
extension SequenceParser {
    mutating func parseLinks(menu: Bool, at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let (id, offset) = try scanParticipantID(expected: "a participant id")
        let index = try participant(id, at: offset)
        scanner.skipSpaces()
        guard scanner.match(":") else {
            throw ParseError(
                message: "expected ':' after the participant of '\(menu ? "links" : "link")'", offset: scanner.offset)
        }
        scanner.skipSpaces()
        let listStart = scanner.offset
        var entries: [(label: String, url: String)] = []
        if menu {
            guard scanner.peek() == "{" else {
                throw ParseError(message: "expected '{\"Label\": \"URL\", …}' after 'links'", offset: listStart)
            }
            entries = try scanner.scanAttributes().map { ($0.key, $0.value) }
        } else {
            let text = scanner.scanRestOfStatement()
            guard let at = text.firstIndex(of: "@") else {
                throw ParseError(message: "expected 'Label @ URL' after 'link \(id):'", offset: listStart)
            }
            entries = [(String(text[..<at]).trimmingSpaces, String(text[text.index(after: at)...]).trimmingSpaces)]
        }
        for (label, url) in entries {
            guard URLPolicy.isAllowed(url) else {
                warnings.append(
                    ParseError(
                        message: "link '\(url)' on '\(id)' is not an http(s) or relative URL and was dropped", offset: listStart,
                        rule: MermaidRule.click))
                continue
            }
            diagram.participants[index].links.append(SequenceLink(label: label.isEmpty ? url : label, url: url))
        }
    }
}
