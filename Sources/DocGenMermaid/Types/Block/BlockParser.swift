import DocGenDiagnostics

/// Parses `block` and `block-beta` source into a ``BlockDiagram``.
///
/// Statements follow each other on a line as well as on new lines (`a b:2 space c`):
/// `columns N|auto`, blocks with flowchart shapes and a `:span`, block arrows
/// (`id<["label"]>(right)`), `space[:N]`, `block[:id[:span]] … end`, edges with flowchart links,
/// `classDef`, `class`, `style`, `accTitle` and `accDescr`.
struct BlockParser: FlowSyntaxParser {
    var scanner: Scanner
    let options: MermaidOptions
    var diagram = BlockDiagram()
    var warnings: [ParseError] = []
    private var nodeIndex: [String: Int] = [:]
    private var groupIndex: [String: Int] = [:]
    /// The open groups, innermost last; the diagram itself is always open.
    private var open: [Int] = [0]
    private var styles = StyleStatements()
    private var items = 0

    /// The widest span and most columns a diagram may ask for.
    static let maximumColumns = 100

    var statementContinuesLine: Bool { true }

    /// A parser for `source` whose header word starts at `headerOffset`.
    init(source: SourceText, headerOffset: Int, options: MermaidOptions) {
        scanner = Scanner(source, offset: headerOffset)
        self.options = options
    }

    /// Parses the whole diagram.
    mutating func parse() throws(ParseError) -> BlockDiagram {
        try parseHeaderLine()
        try parseStatements()
        if open.count > 1, let innermost = open.last {
            let group = diagram.groups[innermost]
            throw ParseError(message: "block '\(group.id)' is never closed; add 'end'", offset: group.offset)
        }
        try checkSpans()
        styles.apply(to: &diagram.nodes, index: nodeIndex, classes: \.classes, style: \.style)
        styles.apply(to: &diagram.groups, index: groupIndex, classes: \.classes, style: \.style)
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if try styles.read(&scanner, definitions: &diagram.classDefinitions, noun: "a block id", warnings: &warnings) {
            return
        }
        if scanner.matchKeyword("columns") { return try parseColumns() }
        if scanner.matchKeyword("end") {
            guard open.count > 1 else { throw ParseError(message: "'end' without an open 'block'", offset: start) }
            open.removeLast()
            return
        }
        if scanner.matchKeyword("block") { return try openGroup(at: start) }
        if scanner.matchKeyword("space") {
            try place(.space, span: try scanSpan(), at: start)
            return
        }
        try parseNodeStatement()
    }

    /// `columns N` or `columns auto` for the innermost group.
    private mutating func parseColumns() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let word = scanner.scan { Scanner.isWordScalar($0) }
        let current = open[open.count - 1]
        if word == "auto" {
            diagram.groups[current].columns = nil
            return
        }
        guard let count = Int(word), count >= 1, count <= Self.maximumColumns else {
            throw ParseError(
                message: "expected a number of columns from 1 to \(Self.maximumColumns) or 'auto', found '\(word)'",
                offset: start)
        }
        diagram.groups[current].columns = count
    }

    /// `block`, `block:id` or `block:id:span`, opening a composite block.
    private mutating func openGroup(at start: Int) throws(ParseError) {
        guard open.count <= options.maximumNesting else {
            throw ParseError(
                message: "blocks nest deeper than \(options.maximumNesting) levels", offset: start, rule: MermaidRule.limit)
        }
        var id = "block-\(diagram.groups.count)"
        var span = 1
        if scanner.match(":") {
            let idStart = scanner.offset
            id = scanner.scanIdentifier()
            guard !id.isEmpty else { throw ParseError(message: "expected a block id after 'block:'", offset: idStart) }
            guard groupIndex[id] == nil, nodeIndex[id] == nil else {
                throw ParseError(message: "'\(id)' is already a block; give the composite block another id", offset: idStart)
            }
            span = try scanSpan()
        }
        let index = diagram.groups.count
        diagram.groups.append(BlockGroup(id: id, parent: open.last, offset: start))
        groupIndex[id] = index
        try place(.group(index), span: span, at: start)
        open.append(index)
    }

    /// Reads `vertex (link vertex)*`.
    private mutating func parseNodeStatement() throws(ParseError) {
        var left = try parseVertex()
        while true {
            let saved = scanner.offset
            scanner.skipSpaces()
            guard let (link, label) = try parseLink() else {
                scanner.offset = saved
                return
            }
            scanner.skipSpaces()
            guard !scanner.isAtStatementEnd else {
                throw ParseError(message: "expected a block after the link", offset: scanner.offset)
            }
            let right = try parseVertex()
            guard diagram.edges.count < options.maximumEdges else {
                throw ParseError(
                    message: "diagram has more than \(options.maximumEdges) edges", offset: saved, rule: MermaidRule.limit)
            }
            diagram.edges.append(BlockEdge(from: left, to: right, label: label, link: link))
            left = right
        }
    }

    /// Reads one block: its id, shape or arrow, `:::class` and `:span`; places it on its first mention.
    private mutating func parseVertex() throws(ParseError) -> String {
        let start = scanner.offset
        let id = scanner.scanIdentifier()
        guard !id.isEmpty else { throw ParseError(message: "expected a block id, found '\(currentWord())'", offset: start) }
        if groupIndex[id] != nil { return id }
        var node = BlockNode(id: id, label: TextBlock(id))
        var shaped = false
        if scanner.lookingAt("<[") {
            try parseArrow(into: &node)
            shaped = true
        } else if let (shape, label) = try parseShape() {
            (node.shape, node.label) = (shape, label)
            shaped = true
        }
        while scanner.match(":::") {
            let classStart = scanner.offset
            let name = scanner.scanIdentifier()
            guard !name.isEmpty else { throw ParseError(message: "expected a class name after ':::'", offset: classStart) }
            node.classes.append(name)
        }
        let span = try scanSpan()
        if let next = scanner.peek(), "<([{>@/\\|".unicodeScalars.contains(next),
            !(next == "<" && (scanner.peek(1) == "-" || scanner.peek(1) == "="))
        {
            throw ParseError(
                message: "unknown block shape starting '\(currentWord())'; use a flowchart shape such as '[text]' or '((text))'",
                offset: scanner.offset)
        }
        if let existing = nodeIndex[id] {
            if shaped {
                diagram.nodes[existing].shape = node.shape
                diagram.nodes[existing].label = node.label
                diagram.nodes[existing].arrow = node.arrow
            }
            diagram.nodes[existing].classes += node.classes
            return id
        }
        nodeIndex[id] = diagram.nodes.count
        diagram.nodes.append(node)
        try place(.node(diagram.nodes.count - 1), span: span, at: start)
        return id
    }

    /// `<["label"]>(direction, …)` after a block arrow's id.
    private mutating func parseArrow(into node: inout BlockNode) throws(ParseError) {
        let start = scanner.offset
        scanner.advance(2)
        scanner.skipSpaces()
        if scanner.peek() == "\"" {
            node.label = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true)
            scanner.skipSpaces()
        } else {
            let textStart = scanner.offset
            while !scanner.isAtEnd, scanner.peek() != "\n", !scanner.lookingAt("]>") { scanner.advance() }
            node.label = LabelDecoder.decode(scanner.source.string(textStart..<scanner.offset), quoted: false)
        }
        guard scanner.match("]>") else {
            throw ParseError(message: "expected ']>' to close the text of the block arrow that opens with '<['", offset: start)
        }
        guard scanner.match("(") else {
            throw ParseError(
                message: "expected the arrow's direction in parentheses, such as '(right)'", offset: scanner.offset)
        }
        node.shape = .blockArrow
        repeat {
            scanner.skipSpaces()
            let wordStart = scanner.offset
            let word = scanner.scan { Scanner.isWordScalar($0) }
            guard let directions = BlockArrowDirections(word: word) else {
                let hint = Suggestion.hint(for: word, in: BlockArrowDirections.words)
                throw ParseError(message: "unknown arrow direction '\(word)'\(hint)", offset: wordStart)
            }
            node.arrow.formUnion(directions)
            scanner.skipSpaces()
        } while scanner.match(",")
        guard scanner.match(")") else {
            throw ParseError(message: "expected ')' after the arrow's directions", offset: scanner.offset)
        }
    }

    /// `:N` after a block, a space or a composite block's id; 1 when absent.
    private mutating func scanSpan() throws(ParseError) -> Int {
        guard scanner.peek() == ":", let digit = scanner.peek(1), ("0"..."9").contains(digit) else { return 1 }
        scanner.advance()
        let start = scanner.offset
        let digits = scanner.scan { ("0"..."9").contains($0) }
        guard let span = Int(digits), span >= 1, span <= Self.maximumColumns else {
            throw ParseError(message: "expected a width from 1 to \(Self.maximumColumns) columns", offset: start)
        }
        return span
    }

    /// Adds an item to the innermost open group.
    private mutating func place(_ content: BlockItem.Content, span: Int, at offset: Int) throws(ParseError) {
        guard items < options.maximumNodes else {
            throw ParseError(
                message: "diagram has more than \(options.maximumNodes) blocks", offset: offset, rule: MermaidRule.limit)
        }
        items += 1
        diagram.groups[open[open.count - 1]].items.append(BlockItem(content: content, span: span, offset: offset))
    }

    /// Fails on an item wider than its group's columns.
    private func checkSpans() throws(ParseError) {
        for group in diagram.groups {
            guard let columns = group.columns else { continue }
            for item in group.items where item.span > columns {
                let name =
                    switch item.content {
                    case .node(let n): "block '\(diagram.nodes[n].id)'"
                    case .group(let g): "block '\(diagram.groups[g].id)'"
                    case .space: "space"
                    }
                let within = group.id.isEmpty ? "the diagram has" : "block '\(group.id)' has"
                throw ParseError(
                    message: "\(name) spans \(item.span) columns but \(within) \(columns)", offset: item.offset)
            }
        }
    }
}
