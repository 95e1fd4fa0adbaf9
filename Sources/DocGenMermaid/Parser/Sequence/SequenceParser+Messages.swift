/// Messages (`A->>+B: text`) and notes (`Note over A,B: text`).
extension SequenceParser {
    /// The arrow at the cursor, consumed, or nil.
    mutating func scanArrow() -> SequenceArrow? {
        for (spelling, arrow) in SequenceArrow.spellings where scanner.match(spelling) { return arrow }
        return nil
    }

    mutating func parseMessage() throws(ParseError) {
        let (fromID, fromOffset) = try scanParticipantID(expected: "a participant, a message or a keyword")
        scanner.skipSpaces()
        let centralSource = scanner.match("()")
        scanner.skipSpaces()
        let arrowOffset = scanner.offset
        guard let arrow = scanArrow() else {
            let found = currentWord()
            throw ParseError(
                message: "expected an arrow such as '->>' after '\(fromID)', found '\(found.isEmpty ? "end of line" : found)'",
                offset: arrowOffset)
        }
        scanner.skipSpaces()
        let activates = scanner.match("+")
        let deactivates = !activates && scanner.match("-")
        scanner.skipSpaces()
        let centralTarget = scanner.match("()")
        scanner.skipSpaces()
        let (toID, toOffset) = try scanParticipantID(expected: "a participant after the arrow")
        scanner.skipSpaces()
        var text = TextBlock(lines: [])
        if scanner.match(":") {
            text = Self.decodeText(scanner.scanTextOfStatement())
        } else if !scanner.isAtStatementEnd {
            throw ParseError(message: "expected ':' before the message text, found '\(currentWord())'", offset: scanner.offset)
        }
        let from = try participant(fromID, at: fromOffset)
        let to = try participant(toID, at: toOffset)
        var message = SequenceMessage(from: from, to: to, arrow: arrow, text: text, offset: arrowOffset)
        message.activatesTarget = activates
        message.deactivatesSource = deactivates
        message.centralSource = centralSource
        message.centralTarget = centralTarget
        if let numbering = autonumber {
            message.number = Self.formatHundredths(numbering.next)
            autonumber = (numbering.next &+ numbering.step, numbering.step)
        }
        for index in Set([from, to]).sorted() {
            if pendingCreates.removeValue(forKey: index) != nil { diagram.participants[index].createdBy = messageCount }
            if pendingDestroys.removeValue(forKey: index) != nil { diagram.participants[index].destroyedBy = messageCount }
        }
        try append(.message(message), at: arrowOffset)
        messageCount += 1
        if activates { try changeActivation(of: to, activate: true, at: toOffset) }
        if deactivates { try changeActivation(of: from, activate: false, at: arrowOffset) }
    }

    /// `Note left of A: text`, `Note right of A: text`, `Note over A[,B]: text`.
    mutating func parseNote(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let placement: SequenceNote.Placement
        if scanner.matchKeyword("left") {
            scanner.skipSpaces()
            guard scanner.matchKeyword("of") else {
                throw ParseError(message: "expected 'of' after 'left'", offset: scanner.offset)
            }
            placement = .leftOf
        } else if scanner.matchKeyword("right") {
            scanner.skipSpaces()
            guard scanner.matchKeyword("of") else {
                throw ParseError(message: "expected 'of' after 'right'", offset: scanner.offset)
            }
            placement = .rightOf
        } else if scanner.matchKeyword("over") {
            placement = .over
        } else {
            throw ParseError(message: "expected 'left of', 'right of' or 'over' after 'Note'", offset: scanner.offset)
        }
        scanner.skipSpaces()
        var ids = [try scanParticipantID(expected: "a participant")]
        scanner.skipSpaces()
        if scanner.match(",") {
            guard placement == .over else {
                throw ParseError(message: "only 'Note over' can span two participants", offset: scanner.offset - 1)
            }
            scanner.skipSpaces()
            ids.append(try scanParticipantID(expected: "a second participant after ','"))
            scanner.skipSpaces()
        }
        guard scanner.match(":") else {
            throw ParseError(message: "expected ':' before the note text", offset: scanner.offset)
        }
        let text = Self.decodeText(scanner.scanTextOfStatement())
        var indices: [Int] = []
        for (id, offset) in ids { indices.append(try participant(id, at: offset)) }
        try append(.note(SequenceNote(placement: placement, participants: indices, text: text, offset: start)), at: start)
    }

    /// `1200` as "12", `125` as "1.25", `150` as "1.5".
    static func formatHundredths(_ value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        let (whole, fraction) = (magnitude / 100, magnitude % 100)
        if fraction == 0 { return "\(sign)\(whole)" }
        return fraction % 10 == 0 ? "\(sign)\(whole).\(fraction / 10)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Message or note text: `<br>` and entities decoded; a `wrap:` prefix wraps long lines
    /// as Mermaid's `wrap` does, and `nowrap:` is dropped.
    static func decodeText(_ raw: String) -> TextBlock {
        var text = raw.trimmingSpaces
        var wraps = false
        if text.hasPrefix("wrap:") {
            text = String(text.dropFirst(5))
            wraps = true
        } else if text.hasPrefix("nowrap:") {
            text = String(text.dropFirst(7))
        }
        var block = LabelDecoder.decode(text.trimmingSpaces, quoted: false)
        if wraps { block.lines = TextMeasure().wrapped(block.lines) }
        return block
    }
}
