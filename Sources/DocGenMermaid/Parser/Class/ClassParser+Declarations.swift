/// `class` declarations with bodies, annotations, namespaces and notes.
extension ClassParser {
    /// Reads a class name: `` `any text` `` or an identifier, with an optional `~T~` type parameter.
    mutating func scanClassName() throws(ParseError) -> (id: String, generic: String?) {
        let start = scanner.offset
        var id: String
        if scanner.peek() == "`" {
            scanner.advance()
            let nameStart = scanner.offset
            while let scalar = scanner.peek(), scalar != "`", scalar != "\n" { scanner.advance() }
            guard scanner.peek() == "`" else {
                throw ParseError(message: "class name is never closed; add '`'", offset: start)
            }
            id = scanner.source.string(nameStart..<scanner.offset).trimmingSpaces
            scanner.advance()
        } else {
            id = scanner.scanIdentifier(allowingDots: false)
        }
        guard !id.isEmpty else {
            throw ParseError(message: "expected a class name, found '\(currentWord())'", offset: start)
        }
        guard scanner.peek() == "~" else { return (id, nil) }
        let genericStart = scanner.offset
        let run = scanner.scan { Scanner.isWordScalar($0) || $0 == "~" || $0 == "," }
        guard run.count >= 3, run.hasSuffix("~") else {
            throw ParseError(message: "type parameter is never closed; add '~'", offset: genericStart)
        }
        return (id, String(run.dropFirst().dropLast()))
    }

    /// `class Name~T~["Label"]:::style <<annotation>> { members }`, every part but the name optional.
    mutating func parseClassDeclaration() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let (id, generic) = try scanClassName()
        let index = try touch(id, at: start)
        if let generic { diagram.classes[index].generic = generic }
        if let namespace = namespaceStack.last { diagram.classes[index].namespace = namespace }
        if scanner.match("[") {
            scanner.skipSpaces()
            guard scanner.peek() == "\"" else {
                throw ParseError(message: "expected a quoted label after '[', such as [\"Label\"]", offset: scanner.offset)
            }
            diagram.classes[index].label = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
            scanner.skipSpaces()
            guard scanner.match("]") else { throw ParseError(message: "expected ']' after the label", offset: scanner.offset) }
        }
        try parseStyleClasses(into: index)
        scanner.skipSpaces()
        while scanner.lookingAt("<<") {
            diagram.classes[index].annotations.append(try scanAnnotation())
            scanner.skipSpaces()
        }
        if scanner.match("{") { try parseClassBody(index, openedAt: start) }
    }

    /// `:::name` after a class name, any number of times.
    mutating func parseStyleClasses(into index: Int) throws(ParseError) {
        diagram.classes[index].classes += try scanStyleClassNames()
    }

    /// The names of `:::name` after a class name, any number of times.
    mutating func scanStyleClassNames() throws(ParseError) -> [String] {
        var names: [String] = []
        while scanner.match(":::") {
            let name = scanner.scanIdentifier(allowingDots: false)
            guard !name.isEmpty else { throw ParseError(message: "expected a class name after ':::'", offset: scanner.offset) }
            names.append(name)
        }
        return names
    }

    /// `<<text>>`, returning the text.
    private mutating func scanAnnotation() throws(ParseError) -> String {
        let start = scanner.offset
        scanner.advance(2)
        let textStart = scanner.offset
        while !scanner.isAtStatementEnd, !scanner.lookingAt(">>") { scanner.advance() }
        guard scanner.lookingAt(">>") else { throw ParseError(message: "annotation is never closed; add '>>'", offset: start) }
        let text = scanner.source.string(textStart..<scanner.offset).trimmingSpaces
        scanner.advance(2)
        guard !text.isEmpty else { throw ParseError(message: "annotation is empty", offset: start) }
        return text
    }

    /// Member lines and annotations up to the closing `}`.
    private mutating func parseClassBody(_ index: Int, openedAt start: Int) throws(ParseError) {
        while true {
            while let scalar = scanner.peek(), scalar == " " || scalar == "\t" || scalar == "\n" { scanner.advance() }
            guard !scanner.isAtEnd else {
                throw ParseError(
                    message: "class '\(diagram.classes[index].id)' body is never closed; add '}'", offset: start)
            }
            if scanner.match("}") { return }
            if scanner.lookingAt("<<") {
                diagram.classes[index].annotations.append(try scanAnnotation())
                continue
            }
            let line = scanner.scan { $0 != "\n" && $0 != "}" }.trimmingSpaces
            if !line.isEmpty { diagram.classes[index].members.append(line) }
        }
    }

    /// `<<annotation>> Name` on a line of its own.
    mutating func parseAnnotationStatement() throws(ParseError) {
        let annotation = try scanAnnotation()
        scanner.skipSpaces()
        let start = scanner.offset
        let (id, _) = try scanClassName()
        diagram.classes[try touch(id, at: start)].annotations.append(annotation)
    }

    /// `namespace Name["Label"] {`; a dotted name also opens the namespaces it names.
    mutating func openNamespace(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let nameStart = scanner.offset
        let name = scanner.scanIdentifier(allowingDots: true)
        guard !name.isEmpty else { throw ParseError(message: "expected a namespace name", offset: nameStart) }
        scanner.skipSpaces()
        var label: TextBlock?
        if scanner.match("[") {
            scanner.skipSpaces()
            let text = scanner.peek() == "\"" ? try scanner.scanQuoted() : scanner.scan { $0 != "]" && $0 != "\n" }
            label = LabelDecoder.decode(text, quoted: true)
            scanner.skipSpaces()
            guard scanner.match("]") else { throw ParseError(message: "expected ']' after the label", offset: scanner.offset) }
            scanner.skipSpaces()
        }
        guard scanner.match("{") else {
            throw ParseError(message: "expected '{' after 'namespace \(name)'", offset: scanner.offset)
        }
        let segments =
            (namespaceStack.last.map { $0.split(separator: ".").map(String.init) } ?? [])
            + name.split(separator: ".").map(String.init)
        guard segments.count <= options.maximumNesting else {
            throw ParseError(
                message: "namespaces nest deeper than \(options.maximumNesting) levels", offset: start, rule: MermaidRule.limit)
        }
        var parent: String?
        for depth in segments.indices {
            let id = segments[...depth].joined(separator: ".")
            if namespaceIndex[id] == nil {
                namespaceIndex[id] = diagram.namespaces.count
                diagram.namespaces.append(
                    ClassNamespace(id: id, title: TextBlock(segments[depth]), parent: parent, offset: start))
            }
            parent = id
        }
        let id = segments.joined(separator: ".")
        if let index = namespaceIndex[id] {
            diagram.namespaces[index].isDeclared = true
            if let label { diagram.namespaces[index].title = label }
        }
        namespaceStack.append(id)
    }

    mutating func closeNamespace(at start: Int) throws(ParseError) {
        guard namespaceStack.popLast() != nil else {
            throw ParseError(message: "'}' without an open namespace or class body", offset: start)
        }
    }

    /// `note "text"` or `note for Class "text"`.
    mutating func parseNote(at start: Int) throws(ParseError) {
        scanner.skipSpaces()
        var target: String?
        if scanner.matchKeyword("for") {
            scanner.skipSpaces()
            let targetStart = scanner.offset
            let (id, _) = try scanClassName()
            try touch(id, at: targetStart)
            target = id
            scanner.skipSpaces()
        }
        guard scanner.peek() == "\"" else {
            throw ParseError(message: "expected the note's text in double quotes", offset: scanner.offset)
        }
        let text = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
        guard diagram.notes.count < options.maximumNodes else {
            throw ParseError(
                message: "diagram has more than \(options.maximumNodes) notes", offset: start, rule: MermaidRule.limit)
        }
        diagram.notes.append(ClassNote(target: target, text: text, offset: start))
    }
}
