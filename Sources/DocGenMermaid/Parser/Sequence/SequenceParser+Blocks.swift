/// `box`, framed blocks with their sections, `end` and `autonumber`.
extension SequenceParser {
    mutating func openBox(at start: Int) throws(ParseError) {
        guard openBlocks.isEmpty else {
            throw ParseError(message: "'box' can only group participants at the top level", offset: start)
        }
        scanner.skipSpaces()
        let color = scanColor()
        let label = restAsLabel()
        diagram.boxes.append(SequenceBox(label: label, color: color))
        currentBox = diagram.boxes.count - 1
        openBlocks.append((nil, start))
    }

    mutating func openBlock(_ kind: SequenceBlockKind, at start: Int) throws(ParseError) {
        guard openBlocks.count < options.maximumNesting else {
            throw ParseError(
                message: "blocks nest deeper than \(options.maximumNesting)", offset: start, rule: MermaidRule.limit)
        }
        if openBlocks.last.map({ $0.kind == nil }) == true {
            throw ParseError(message: "'\(kind.rawValue)' cannot be inside a 'box'; close the box with 'end'", offset: start)
        }
        scanner.skipSpaces()
        var color: String?
        if kind == .rect {
            let colorStart = scanner.offset
            color = scanColor()
            guard color != nil else {
                throw ParseError(message: "expected a colour such as 'rgb(200, 220, 255)' after 'rect'", offset: colorStart)
            }
        }
        let label = kind == .rect ? TextBlock(lines: []) : restAsLabel()
        openBlocks.append((kind, start))
        try append(.blockStart(kind, label: label, color: color), at: start)
    }

    mutating func addSection(_ keyword: String, at start: Int) throws(ParseError) {
        guard let open = openBlocks.last, let kind = open.kind, kind.sectionKeyword == keyword else {
            let owner = ["else": "alt", "and": "par", "option": "critical"][keyword] ?? "a block"
            throw ParseError(message: "'\(keyword)' is only allowed directly inside '\(owner)'", offset: start)
        }
        try append(.blockSection(restAsLabel()), at: start)
    }

    mutating func closeBlock(at start: Int) throws(ParseError) {
        guard let open = openBlocks.popLast() else {
            throw ParseError(message: "'end' without an open block", offset: start)
        }
        if open.kind == nil {
            currentBox = nil
        } else {
            try append(.blockEnd, at: start)
        }
    }

    /// `autonumber`, `autonumber 10`, `autonumber 10 5` or `autonumber off`.
    mutating func parseAutonumber() throws(ParseError) {
        scanner.skipSpaces()
        if scanner.matchKeyword("off") {
            autonumber = nil
            return
        }
        var numbers: [Int] = []
        while numbers.count < 2, let scalar = scanner.peek(), ("0"..."9").contains(scalar) {
            let start = scanner.offset
            let digits = scanner.scan { ("0"..."9").contains($0) || $0 == "." }
            guard let value = Self.hundredths(digits) else {
                throw ParseError(
                    message: "autonumber value '\(digits)' must be a number below 10000000 with at most two decimals",
                    offset: start)
            }
            numbers.append(value)
            scanner.skipSpaces()
        }
        autonumber = (numbers.first ?? 100, numbers.count > 1 ? numbers[1] : 100)
    }

    /// `12` as 1200 and `1.25` as 125; nil for more than two decimals or a huge value.
    private static func hundredths(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0]), whole < 10_000_000 else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        guard !parts[1].isEmpty, parts[1].count <= 2, let fraction = Int(parts[1]) else { return nil }
        return whole * 100 + (parts[1].count == 1 ? fraction * 10 : fraction)
    }

    /// A colour at the cursor (`#hex`, `rgb(…)`/`rgba(…)`, `transparent` or a colour name),
    /// consumed when it is one and safe.
    mutating func scanColor() -> String? {
        let start = scanner.offset
        var text: String
        if scanner.lookingAt("rgb") || scanner.lookingAt("hsl") {
            text = scanner.scan { $0 != ")" && $0 != "\n" && $0 != ";" }
            guard scanner.match(")") else {
                scanner.offset = start
                return nil
            }
            text += ")"
        } else {
            text = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
            let lowered = text.lowercased()
            let isColor =
                text.hasPrefix("#") || lowered == "transparent" || LabelContrast.named[lowered] != nil
            guard isColor else {
                scanner.offset = start
                return nil
            }
        }
        guard StyleParser.isSafe(text) else {
            scanner.offset = start
            return nil
        }
        return text.lowercased() == "transparent" ? nil : text
    }
}
