/// Relations between classes (`A "1" <|--|> "*" B : label`) and `A : member` lines.
extension ClassParser {
    /// A statement that starts with a class name: a relation, a member line or a bare mention.
    mutating func parseRelationOrMember() throws(ParseError) {
        let start = scanner.offset
        let from = try scanReference()
        scanner.skipSpaces()
        if scanner.match(":") {
            let index = try declare(from, at: start)
            let member = scanner.scanRestOfLine().trimmingSpaces
            if !member.isEmpty { diagram.classes[index].members.append(member) }
            return
        }
        if scanner.isAtStatementEnd {
            try declare(from, at: start)
            return
        }
        let startLabel = try scanCardinality()
        let arrowStart = scanner.offset
        guard let (startMarker, isDashed, endMarker) = scanArrow() else {
            throw ParseError(
                message: "unexpected '\(currentWord())'; expected a relation such as '<|--', '-->' or '..>', or ':'",
                offset: arrowStart)
        }
        scanner.skipSpaces()
        let endLabel = try scanCardinality()
        let toStart = scanner.offset
        guard !scanner.isAtStatementEnd else { throw ParseError(message: "expected a class after the relation", offset: toStart) }
        let to = try scanReference()
        scanner.skipSpaces()
        var label: TextBlock?
        if scanner.match(":") {
            let text = scanner.scanRestOfLine().trimmingSpaces
            label = LabelDecoder.decode(text.unquoted, quoted: text.hasPrefix("\""))
            if label?.isEmpty == true { label = nil }
        }
        guard diagram.relations.count < options.maximumEdges else {
            throw ParseError(
                message: "diagram has more than \(options.maximumEdges) relations", offset: arrowStart, rule: MermaidRule.limit)
        }
        // As in Mermaid, the name at a lollipop's circle is an interface of its own, not a class,
        // unless the other end carries a mark that makes no sense beside one.
        let excluded: Set<EdgeMarker> = [.hollowDiamond, .filledDiamond, .arrow, .triangle]
        var (fromID, toID) = (from.id, to.id)
        if startMarker == .lollipop, !excluded.contains(endMarker) {
            fromID = addInterface(from.id)
            try declare(to, at: toStart)
        } else if endMarker == .lollipop, !excluded.contains(startMarker) {
            try declare(from, at: start)
            toID = addInterface(to.id)
        } else {
            try declare(from, at: start)
            try declare(to, at: toStart)
        }
        diagram.relations.append(
            ClassRelation(
                from: fromID, to: toID, startMarker: startMarker, endMarker: endMarker, isDashed: isDashed,
                startLabel: startLabel, endLabel: endLabel, label: label, offset: arrowStart))
    }

    /// A class name with its optional `~T~` and `:::` classes, not yet declared.
    private mutating func scanReference() throws(ParseError) -> (id: String, generic: String?, classes: [String]) {
        let (id, generic) = try scanClassName()
        return (id, generic, try scanStyleClassNames())
    }

    /// Creates or updates the class a reference names.
    @discardableResult
    private mutating func declare(
        _ reference: (id: String, generic: String?, classes: [String]), at offset: Int
    ) throws(ParseError) -> Int {
        let index = try touch(reference.id, at: offset)
        if let generic = reference.generic { diagram.classes[index].generic = generic }
        diagram.classes[index].classes += reference.classes
        return index
    }

    /// A new interface node labelled `name`, returning its id.
    private mutating func addInterface(_ name: String) -> String {
        let id = "interface\(diagram.interfaces.count)"
        diagram.interfaces.append(ClassInterface(id: id, label: name))
        return id
    }

    /// A quoted cardinality such as `"1..*"` and the spaces after it, or nil.
    private mutating func scanCardinality() throws(ParseError) -> String? {
        guard scanner.peek() == "\"" else { return nil }
        let text = try scanner.scanQuoted().trimmingSpaces
        scanner.skipSpaces()
        return text.isEmpty ? nil : text
    }

    /// `[mark](--|..)[mark]`, or nil (with the cursor unmoved) when no relation is next.
    private mutating func scanArrow() -> (start: EdgeMarker, isDashed: Bool, end: EdgeMarker)? {
        let saved = scanner.offset
        var start = EdgeMarker.none
        if scanner.match("<|") {
            start = .triangle
        } else if scanner.match("()") {
            start = .lollipop
        } else if scanner.match("*") {
            start = .filledDiamond
        } else if scanner.lookingAt("o--") || scanner.lookingAt("o..") {
            scanner.advance()
            start = .hollowDiamond
        } else if scanner.match("<") {
            start = .arrow
        }
        let isDashed: Bool
        if scanner.match("--") {
            isDashed = false
        } else if scanner.match("..") {
            isDashed = true
        } else {
            scanner.offset = saved
            return nil
        }
        var end = EdgeMarker.none
        if scanner.match("|>") {
            end = .triangle
        } else if scanner.match("()") {
            end = .lollipop
        } else if scanner.match("*") {
            end = .filledDiamond
        } else if scanner.peek() == "o", scanner.peek(1).map({ !Scanner.isWordScalar($0) }) ?? true {
            scanner.advance()
            end = .hollowDiamond
        } else if scanner.match(">") {
            end = .arrow
        }
        return (start, isDashed, end)
    }
}
