/// Relations between classes (`A "1" <|--|> "*" B : label`) and `A : member` lines.
extension ClassParser {
    /// A statement that starts with a class name: a relation, a member line or a bare mention.
    mutating func parseRelationOrMember() throws(ParseError) {
        let start = scanner.offset
        let (from, generic) = try scanClassName()
        let fromIndex = try touch(from, at: start)
        if let generic { diagram.classes[fromIndex].generic = generic }
        try parseStyleClasses(into: fromIndex)
        scanner.skipSpaces()
        if scanner.match(":") {
            let member = scanner.scanRestOfLine().trimmingSpaces
            if !member.isEmpty { diagram.classes[fromIndex].members.append(member) }
            return
        }
        if scanner.isAtStatementEnd { return }
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
        let (to, toGeneric) = try scanClassName()
        let toIndex = try touch(to, at: toStart)
        if let toGeneric { diagram.classes[toIndex].generic = toGeneric }
        try parseStyleClasses(into: toIndex)
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
        diagram.relations.append(
            ClassRelation(
                from: from, to: to, startMarker: startMarker, endMarker: endMarker, isDashed: isDashed,
                startLabel: startLabel, endLabel: endLabel, label: label, offset: arrowStart))
    }

    /// A quoted cardinality such as `"1..*"` and the spaces after it, or nil.
    private mutating func scanCardinality() throws(ParseError) -> String? {
        guard scanner.peek() == "\"" else { return nil }
        let text = try scanner.scanQuoted().trimmingSpaces
        scanner.skipSpaces()
        return text.isEmpty ? nil : text
    }

    /// `[mark](--|..)[mark]`, or nil (with the cursor unmoved) when no relation is next.
    mutating func scanArrow() -> (start: EdgeMarker, isDashed: Bool, end: EdgeMarker)? {
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
