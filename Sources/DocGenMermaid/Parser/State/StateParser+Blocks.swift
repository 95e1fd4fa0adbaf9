import DocGenDiagnostics

/// `state` declarations, composite blocks, concurrency dividers, notes and directions.
extension StateParser {
    mutating func parseStateDeclaration(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        var alias: TextBlock?
        var id: String
        let idStart = scanner.offset
        if scanner.peek() == "\"" {
            alias = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
            scanner.skipSpaces()
            guard scanner.matchKeyword("as") else {
                throw ParseError(message: "expected 'as' after the state's name", offset: scanner.offset)
            }
            scanner.skipSpaces()
            let aliasStart = scanner.offset
            id = scanner.scanIdentifier()
            guard !id.isEmpty else { throw ParseError(message: "expected a state id after 'as'", offset: aliasStart) }
        } else {
            id = scanner.scanIdentifier()
            guard !id.isEmpty else { throw ParseError(message: "expected a state id after 'state'", offset: idStart) }
            scanner.skipSpaces()
            if scanner.matchKeyword("as") {
                scanner.skipSpaces()
                alias = TextBlock(id)
                id = scanner.scanIdentifier()
                guard !id.isEmpty else { throw ParseError(message: "expected a state id after 'as'", offset: scanner.offset) }
            }
        }
        scanner.skipSpaces()
        var kind = StateKind.normal
        if scanner.match("<<") || scanner.match("[[") {
            let wordStart = scanner.offset
            let word = scanner.scanIdentifier()
            guard let found = [("fork", StateKind.fork), ("join", .join), ("choice", .choice)].first(where: { $0.0 == word }),
                scanner.match(">>") || scanner.match("]]")
            else {
                throw ParseError(
                    message: "unknown state type '\(word)'\(Suggestion.hint(for: word, in: ["fork", "join", "choice"]))",
                    offset: wordStart)
            }
            kind = found.1
            scanner.skipSpaces()
        }
        let index = try touch(id, kind: kind, at: idStart)
        if kind != .normal { diagram.states[index].kind = kind }
        if let alias { diagram.states[index].alias = alias }
        while scanner.match(":::") { diagram.states[index].classes.append(scanner.scanIdentifier()) }
        scanner.skipSpaces()
        if scanner.match(":") {
            let text = LabelDecoder.decode(scanner.scanRestOfLine().trimmingSpaces, quoted: false)
            if !text.isEmpty { diagram.states[index].descriptions.append(text) }
            return
        }
        if scanner.match("{") {
            guard frames.count <= options.maximumNesting else {
                throw ParseError(
                    message: "composite states nest deeper than \(options.maximumNesting) levels", offset: start,
                    rule: MermaidRule.limit)
            }
            diagram.states[index].kind = .composite
            frames.append(Frame(composite: id, offset: start))
            openedBlock = true
        }
    }

    mutating func closeComposite(at start: Int) throws(ParseError) {
        guard frames.count > 1, let frame = frames.popLast(), let composite = frame.composite else {
            throw ParseError(message: "'}' without an open composite state", offset: start)
        }
        let parent = frames.last?.composite
        if frame.regions.count > 1 {
            for (number, members) in frame.regions.enumerated() {
                let region = "\(composite)_region\(number)"
                diagram.composites.append(
                    StateComposite(id: region, parent: composite, direction: nil, isRegion: true, offset: start))
                for member in members {
                    if let index = stateIndex[member], diagram.states[index].parent == composite {
                        diagram.states[index].parent = region
                    }
                }
                for other in diagram.composites.indices
                where diagram.composites[other].parent == composite && members.contains(diagram.composites[other].id) {
                    diagram.composites[other].parent = region
                }
            }
        }
        let direction = pendingDirections[composite]
        diagram.composites.append(
            StateComposite(id: composite, parent: parent, direction: direction, isRegion: false, offset: frame.offset))
        openedBlock = true
    }

    mutating func addDivider(at start: Int) throws(ParseError) {
        guard frames.count > 1 else {
            throw ParseError(message: "'--' divides regions only inside a composite state", offset: start)
        }
        scanner.advance(2)
        frames[frames.count - 1].regions.append([])
    }

    mutating func parseDirection() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let word = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard let direction = FlowDirection(keyword: word) else {
            throw ParseError(
                message: "unknown direction '\(word)'\(Suggestion.hint(for: word, in: FlowDirection.keywords))", offset: start)
        }
        if let composite = frames.last?.composite {
            pendingDirections[composite] = direction
        } else {
            diagram.direction = direction
        }
    }

    mutating func parseNote(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        if scanner.peek() == "\"" {
            let text = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
            scanner.skipSpaces()
            guard scanner.matchKeyword("as") else {
                throw ParseError(message: "expected 'as' after a floating note's text", offset: scanner.offset)
            }
            scanner.skipSpaces()
            let id = scanner.scanIdentifier()
            guard !id.isEmpty else { throw ParseError(message: "expected a note id after 'as'", offset: scanner.offset) }
            let index = try touch(id, kind: .normal, at: start)
            diagram.states[index].alias = text
            diagram.states[index].kind = .note
            return
        }
        let sideStart = scanner.offset
        let word = scanner.scanIdentifier()
        guard let side = NoteSide(rawValue: word) else {
            throw ParseError(
                message:
                    "expected 'left of' or 'right of' after 'note', found '\(word)'\(Suggestion.hint(for: word, in: ["left", "right"]))",
                offset: sideStart)
        }
        scanner.skipSpaces()
        guard scanner.matchKeyword("of") else {
            throw ParseError(message: "expected 'of' after 'note \(word)'", offset: scanner.offset)
        }
        scanner.skipSpaces()
        let target = try parseStateReference(asSource: false)
        scanner.skipSpaces()
        var text: TextBlock
        if scanner.match(":") {
            text = LabelDecoder.decode(scanner.scanRestOfLine().trimmingSpaces, quoted: false)
        } else {
            guard scanner.isAtStatementEnd else {
                throw ParseError(message: "expected ':' or a new line after the note's state", offset: scanner.offset)
            }
            var lines: [String] = []
            var closed = false
            while !scanner.isAtEnd {
                scanner.advance()
                let line = scanner.scanRestOfLine().trimmingSpaces
                if line.lowercased() == "end note" || line.lowercased() == "endnote" {
                    closed = true
                    break
                }
                lines.append(line)
            }
            guard closed else { throw ParseError(message: "note is never closed; add 'end note'", offset: start) }
            text = LabelDecoder.decode(lines.joined(separator: "\n"), quoted: false)
        }
        diagram.notes.append(StateNote(target: target, side: side, text: text, offset: start))
    }
}
