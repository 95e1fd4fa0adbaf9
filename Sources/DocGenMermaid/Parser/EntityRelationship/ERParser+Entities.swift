/// Entity statements: names, aliases, `:::` classes, attribute blocks and relationships.
extension ERParser {
    /// `NAME[Alias]:::class { attributes }` or `NAME ||--o{ OTHER : label`.
    mutating func parseEntityOrRelationship() throws(ParseError) {
        let start = scanner.offset
        let from = try scanEntityName()
        let fromIndex = try touch(from, at: start)
        if scanner.match("[") {
            let aliasStart = scanner.offset
            scanner.skipSpaces()
            let alias =
                scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scan { $0 != "]" && $0 != "\n" }.trimmingSpaces
            scanner.skipSpaces()
            guard scanner.match("]"), !alias.isEmpty else {
                throw ParseError(message: "expected an alias and ']' after '['", offset: aliasStart)
            }
            diagram.entities[fromIndex].alias = alias
        }
        try parseClasses(into: fromIndex)
        scanner.skipSpaces()
        if scanner.match("{") { return try parseAttributes(into: fromIndex, openedAt: start) }
        if scanner.isAtStatementEnd { return }
        let relationStart = scanner.offset
        guard let fromCardinality = ERCardinality.scan(&scanner) else {
            throw ParseError(
                message: "unexpected '\(currentWord())'; expected a relationship such as '||--o{', a '{' block or a new line",
                offset: relationStart)
        }
        scanner.skipSpaces()
        guard let isIdentifying = ERCardinality.scanLink(&scanner) else {
            throw ParseError(message: "expected '--' or '..' after the cardinality", offset: scanner.offset)
        }
        scanner.skipSpaces()
        guard let toCardinality = ERCardinality.scan(&scanner) else {
            throw ParseError(
                message: "expected a cardinality such as '||', 'o{' or 'zero or more', found '\(currentWord())'",
                offset: scanner.offset)
        }
        scanner.skipSpaces()
        let toStart = scanner.offset
        let to = try scanEntityName()
        let toIndex = try touch(to, at: toStart)
        try parseClasses(into: toIndex)
        scanner.skipSpaces()
        var label: TextBlock?
        if scanner.match(":") {
            let text = scanner.scanRestOfLine().trimmingSpaces
            label = LabelDecoder.decode(text.unquoted, quoted: text.hasPrefix("\""))
            if label?.isEmpty == true { label = nil }
        }
        guard diagram.relationships.count < options.maximumEdges else {
            throw ParseError(
                message: "diagram has more than \(options.maximumEdges) relationships", offset: relationStart,
                rule: MermaidRule.limit)
        }
        diagram.relationships.append(
            ERRelationship(
                from: from, to: to, fromCardinality: fromCardinality, toCardinality: toCardinality,
                isIdentifying: isIdentifying, label: label, offset: relationStart))
    }

    /// A quoted name, or letters, digits, `_`, `-`, `*` and `.` (but not `--`, `..` and the like, which are links).
    private mutating func scanEntityName() throws(ParseError) -> String {
        let start = scanner.offset
        if scanner.peek() == "\"" {
            let name = try scanner.scanQuoted().trimmingSpaces
            guard !name.isEmpty else { throw ParseError(message: "entity name is empty", offset: start) }
            return name
        }
        while let scalar = scanner.peek() {
            if scalar == "-" || scalar == "." {
                guard let next = scanner.peek(1), next != "-", next != "." else { break }
                scanner.advance()
            } else if Scanner.isWordScalar(scalar) || scalar == "*" || !scalar.isASCII {
                scanner.advance()
            } else {
                break
            }
        }
        guard scanner.offset > start else {
            throw ParseError(message: "expected an entity name, found '\(currentWord())'", offset: start)
        }
        return scanner.source.string(start..<scanner.offset)
    }

    /// `:::a,b` after an entity name.
    private mutating func parseClasses(into index: Int) throws(ParseError) {
        while scanner.match(":::") {
            let names = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" || $0 == "," }
            guard !names.isEmpty else { throw ParseError(message: "expected a class name after ':::'", offset: scanner.offset) }
            diagram.entities[index].classes += names.split(separator: ",").map(String.init)
        }
    }

    /// `type name [PK, FK, UK] ["comment"]` lines up to the closing `}`.
    private mutating func parseAttributes(into index: Int, openedAt start: Int) throws(ParseError) {
        while true {
            while let scalar = scanner.peek(), scalar == " " || scalar == "\t" || scalar == "\n" { scanner.advance() }
            guard !scanner.isAtEnd else {
                throw ParseError(
                    message: "attributes of '\(diagram.entities[index].id)' are never closed; add '}'", offset: start)
            }
            if scanner.match("}") { return }
            diagram.entities[index].attributes.append(try parseAttribute())
        }
    }

    private mutating func parseAttribute() throws(ParseError) -> EntityRow {
        let type = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "}" || $0 == "\"") }
        scanner.skipSpaces()
        let nameStart = scanner.offset
        let name = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "}" || $0 == "\"" || $0 == ",") }
        guard !type.isEmpty, !name.isEmpty else {
            throw ParseError(message: "expected an attribute as 'type name', such as 'string email'", offset: nameStart)
        }
        var row = EntityRow(type: ClassMember.generics(type), name: name)
        while true {
            scanner.skipSpaces()
            guard let scalar = scanner.peek(), scalar != "\n", scalar != "}" else { return row }
            if scalar == "\"" {
                row.comment = try scanner.scanQuoted()
            } else if scalar == "," {
                scanner.advance()
            } else {
                let keyStart = scanner.offset
                let word = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "}" || $0 == "\"" || $0 == ",") }
                let key = word.uppercased()
                guard ["PK", "FK", "UK"].contains(key) else {
                    throw ParseError(
                        message: "unknown key '\(word)' on attribute '\(name)'; expected PK, FK or UK", offset: keyStart)
                }
                row.keys.append(key)
            }
        }
    }
}
