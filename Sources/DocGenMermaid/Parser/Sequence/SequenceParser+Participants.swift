import DocGenDiagnostics

/// Participant declarations, `create`/`destroy`, activations and participant ids.
extension SequenceParser {
    /// Whether a scalar can continue a participant id at the cursor: anything but spaces,
    /// separators, `:`, `,`, `+`, `<`, `>` and a `-` that starts an arrow.
    private func continuesIdentifier(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> Bool {
        switch scalar {
        case " ", "\t", "\n", ";", ":", ",", "+", "<", ">": return false
        case "-": return !(next == "-" || next == ">" || next == "x" || next == ")" || next == "|" || next == "\\" || next == "/")
        case "@": return next != "{"
        default: return true
        }
    }

    /// Whether a half arrow (`/|-`, `\\-`) or a central connection before an arrow (`()->>`)
    /// starts at the cursor, ending the id before it.
    private func startsArrow() -> Bool {
        guard let scalar = scanner.peek(), scalar == "/" || scalar == "\\" || scalar == "(" else { return false }
        var copy = scanner
        if scalar == "(" {
            guard copy.match("()") else { return false }
            copy.skipSpaces()
        }
        return SequenceArrow.spellings.contains { copy.lookingAt($0.0) }
    }

    /// Reads a participant id, or throws naming what was found instead.
    mutating func scanParticipantID(expected: String) throws(ParseError) -> (id: String, offset: Int) {
        let start = scanner.offset
        while let scalar = scanner.peek(), continuesIdentifier(scalar, next: scanner.peek(1)), !startsArrow() {
            scanner.advance()
        }
        let id = scanner.source.string(start..<scanner.offset)
        guard !id.isEmpty else {
            let found = currentWord()
            throw ParseError(message: "expected \(expected), found '\(found.isEmpty ? "end of line" : found)'", offset: start)
        }
        return (id, start)
    }

    /// The index of a participant, creating it (as a box) on first mention.
    @discardableResult
    mutating func participant(_ id: String, at offset: Int) throws(ParseError) -> Int {
        let (count, box) = (diagram.participants.count, currentBox)
        let index = try Self.firstMention(
            of: id, in: &diagram.participants, index: &participantIndex, maximum: options.maximumNodes, noun: "participants",
            at: offset
        ) { SequenceParticipant(id: id, label: TextBlock(id), box: box, offset: offset) }
        if diagram.participants.count > count { activeDepth.append(0) }
        return index
    }

    /// `participant A`, `participant A as Alice`, `actor A as Alice`.
    @discardableResult
    mutating func parseParticipant(isActor: Bool, at start: Int) throws(ParseError) -> Int {
        scanner.skipSpaces()
        let (id, offset) = try scanParticipantID(expected: "a participant id")
        let index = try participant(id, at: offset)
        diagram.participants[index].isActor = isActor
        if currentBox != nil, diagram.participants[index].box == nil { diagram.participants[index].box = currentBox }
        if scanner.match("@") { try parseParticipantData(index) }
        scanner.skipSpaces()
        if matchStatementKeyword("as") {
            let label = restAsLabel()
            if !label.isEmpty { diagram.participants[index].label = label }
        } else if !scanner.isAtStatementEnd {
            throw ParseError(message: "unexpected '\(currentWord())'; expected 'as' or a new line", offset: scanner.offset)
        }
        return index
    }

    /// `@{ "type": "database", "alias": "Name" }` after a participant id.
    private mutating func parseParticipantData(_ index: Int) throws(ParseError) {
        for entry in try scanner.scanAttributes() {
            switch entry.key {
            case "type":
                guard let symbol = SequenceSymbol(rawValue: entry.value) else {
                    let names = SequenceSymbol.allCases.map(\.rawValue) + ["actor", "participant"]
                    guard names.contains(entry.value) else {
                        throw ParseError(
                            message: "unknown participant type '\(entry.value)'\(Suggestion.hint(for: entry.value, in: names))",
                            offset: entry.offset)
                    }
                    diagram.participants[index].isActor = entry.value == "actor"
                    continue
                }
                diagram.participants[index].symbol = symbol
            case "alias":
                let label = LabelDecoder.decode(entry.value, quoted: entry.quoted)
                if !label.isEmpty { diagram.participants[index].label = label }
            default:
                continue
            }
        }
    }

    /// `create participant B` or `create actor B`.
    mutating func parseCreate(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let keywordStart = scanner.offset
        let isActor: Bool
        if matchStatementKeyword("participant") {
            isActor = false
        } else if matchStatementKeyword("actor") {
            isActor = true
        } else {
            throw ParseError(message: "expected 'participant' or 'actor' after 'create'", offset: keywordStart)
        }
        let index = try parseParticipant(isActor: isActor, at: start)
        pendingCreates[index] = start
    }

    /// `destroy B`.
    mutating func parseDestroy(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let (id, offset) = try scanParticipantID(expected: "a participant id after 'destroy'")
        pendingDestroys[try participant(id, at: offset)] = start
    }

    /// `activate A` or `deactivate A`.
    mutating func parseActivation(activate: Bool) throws(ParseError) {
        scanner.skipSpaces()
        let (id, offset) = try scanParticipantID(expected: "a participant id")
        let index = try participant(id, at: offset)
        try changeActivation(of: index, activate: activate, at: offset)
    }

    /// Records an activation change, rejecting a deactivation of an inactive participant.
    mutating func changeActivation(of index: Int, activate: Bool, at offset: Int) throws(ParseError) {
        if activate {
            guard activeDepth[index] < options.maximumNesting else {
                throw ParseError(
                    message: "activations of '\(diagram.participants[index].id)' nest deeper than \(options.maximumNesting)",
                    offset: offset, rule: MermaidRule.limit)
            }
            activeDepth[index] += 1
            try append(.activate(index), at: offset)
        } else {
            guard activeDepth[index] > 0 else {
                throw ParseError(
                    message: "'\(diagram.participants[index].id)' is deactivated but is not active", offset: offset)
            }
            activeDepth[index] -= 1
            try append(.deactivate(index), at: offset)
        }
    }

    /// Adds an event, keeping the total within the edge limit.
    mutating func append(_ event: SequenceEvent, at offset: Int) throws(ParseError) {
        guard diagram.events.count < options.maximumEdges else {
            throw ParseError(
                message: "diagram has more than \(options.maximumEdges) messages, notes and blocks", offset: offset,
                rule: MermaidRule.limit)
        }
        diagram.events.append(event)
    }
}

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
