/// Parses `sequenceDiagram` source into a ``SequenceDiagram``.
///
/// One statement per line (or `;`). Blocks are tracked with an explicit stack bounded by the
/// nesting limit, so hostile nesting costs no recursion.
struct SequenceParser: StatementParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = SequenceDiagram()
    var warnings: [ParseError] = []
    var participantIndex: [String: Int] = [:]
    /// Open blocks (kind and offset); `nil` kind is a `box`.
    var openBlocks: [(kind: SequenceBlockKind?, offset: Int)] = []
    /// The `box` being filled, if any.
    var currentBox: Int?
    /// Activation depth of each participant, to reject deactivating an inactive one.
    var activeDepth: [Int] = []
    /// `create`/`destroy` waiting for the participant's next message, with their offsets.
    var pendingCreates: [Int: Int] = [:]
    var pendingDestroys: [Int: Int] = [:]
    /// The next autonumber and its step in hundredths, when numbering is on.
    var autonumber: (next: Int, step: Int)?
    var messageCount = 0

    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    mutating func parse() throws(ParseError) -> SequenceDiagram {
        try parseHeaderLine(hyphenated: false)
        try parseStatements()
        if let open = openBlocks.last {
            let name = open.kind?.rawValue ?? "box"
            throw ParseError(message: "'\(name)' is never closed; add 'end'", offset: open.offset)
        }
        if let (index, offset) = pendingCreates.min(by: { $0.value < $1.value }) {
            throw ParseError(
                message: "'create' of '\(diagram.participants[index].id)' must be followed by a message to it",
                offset: offset)
        }
        return diagram
    }

    /// Whether the keyword is next as a whole word, followed by a space or the statement end.
    mutating func matchStatementKeyword(_ keyword: String) -> Bool {
        let start = scanner.offset
        guard scanner.matchKeyword(keyword) else { return false }
        if scanner.isAtStatementEnd || scanner.peek() == " " || scanner.peek() == "\t" { return true }
        scanner.offset = start
        return false
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if matchStatementKeyword("participant") {
            _ = try parseParticipant(isActor: false, at: start)
            return
        }
        if matchStatementKeyword("actor") {
            _ = try parseParticipant(isActor: true, at: start)
            return
        }
        if matchStatementKeyword("create") { return try parseCreate(at: start) }
        if matchStatementKeyword("destroy") { return try parseDestroy(at: start) }
        if matchStatementKeyword("activate") { return try parseActivation(activate: true) }
        if matchStatementKeyword("deactivate") { return try parseActivation(activate: false) }
        if matchStatementKeyword("Note") || matchStatementKeyword("note") { return try parseNote(at: start) }
        if matchStatementKeyword("autonumber") { return try parseAutonumber() }
        if matchStatementKeyword("box") { return try openBox(at: start) }
        if matchStatementKeyword("end") { return try closeBlock(at: start) }
        if matchStatementKeyword("title") {
            scanner.skipSpaces()
            _ = scanner.match(":")
            diagram.title = scanner.scanRestOfStatement().trimmingSpaces
            return
        }
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if matchStatementKeyword("links") { return try parseLinks(menu: true, at: start) }
        if matchStatementKeyword("link") { return try parseLinks(menu: false, at: start) }
        for keyword in ["properties", "details"] where matchStatementKeyword(keyword) {
            _ = scanner.scanRestOfStatement()
            warnings.append(
                ParseError(
                    message: "'\(keyword)' menus need JavaScript and are left out of the static drawing", offset: start,
                    rule: MermaidRule.click))
            return
        }
        if matchStatementKeyword("par_over") { return try openBlock(.par, at: start) }
        for kind in SequenceBlockKind.allCases where matchStatementKeyword(kind.rawValue) {
            return try openBlock(kind, at: start)
        }
        for keyword in ["else", "and", "option"] where matchStatementKeyword(keyword) {
            return try addSection(keyword, at: start)
        }
        try parseMessage()
    }

    /// The rest of the statement as a label, trimmed and decoded.
    mutating func restAsLabel() -> TextBlock {
        scanner.skipSpaces()
        return LabelDecoder.decode(scanner.scanTextOfStatement().trimmingSpaces, quoted: false)
    }
}
