/// Reads `packet` source: `start: "name"`, `start-end: "name"` and `+count: "name"` lines,
/// each field starting where the one before it ended.
struct PacketParser: StatementParser {
    var scanner: Scanner
    private var diagram = PacketDiagram()
    /// The most bits a packet may have, so one line cannot ask for millions of cells.
    static let maximumBits = 65_536

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
    }

    mutating func parse() throws(ParseError) -> PacketDiagram {
        try parseHeaderLine()
        try parseStatements(expected: "a new field such as '0-15: \"Port\"'")
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            diagram.title = scanner.scanRestOfLine().trimmingSpaces
            return
        }
        let next = (diagram.fields.last?.end ?? -1) + 1
        let first: Int
        let last: Int
        if scanner.match("+") {
            guard let count = number(), count > 0 else {
                throw ParseError(message: "expected a bit count after '+', such as '+8'", offset: start)
            }
            (first, last) = (next, next + count - 1)
        } else {
            guard let from = number() else {
                throw ParseError(message: "expected a field such as '0-15: \"Source port\"' or '+8: \"Flags\"'", offset: start)
            }
            first = from
            if scanner.match("-") {
                guard let to = number() else {
                    throw ParseError(message: "expected the field's end bit after '-'", offset: scanner.offset)
                }
                last = to
            } else {
                last = from
            }
            guard last >= first else { throw ParseError(message: "a field's end bit comes before its start", offset: start) }
        }
        guard first == next else {
            let expected = next == 0 ? "the first field starts at bit 0" : "the previous field ends at bit \(next - 1)"
            throw ParseError(message: "field starts at bit \(first) but \(expected)", offset: start)
        }
        guard last < Self.maximumBits else {
            throw ParseError(message: "packet has more than \(Self.maximumBits) bits", offset: start, rule: MermaidRule.limit)
        }
        scanner.skipSpaces()
        guard scanner.match(":") else { throw ParseError(message: "expected ':' after the bits", offset: scanner.offset) }
        scanner.skipSpaces()
        let label: String
        if scanner.peek() == "\"" {
            label = try scanner.scanQuoted()
        } else {
            label = scanner.scanRestOfLine().trimmingSpaces
        }
        diagram.fields.append(PacketDiagram.Field(start: first, end: last, label: LabelDecoder.decode(label, quoted: true)))
    }

    /// A decimal number at the cursor, or nil.
    private mutating func number() -> Int? {
        scanner.skipSpaces()
        let digits = scanner.scan { ("0"..."9").contains($0) }
        return digits.count <= 9 ? Int(digits) : nil
    }
}
