/// Links between vertices: `-->`, `---`, `-.->`, `==>`, `~~~`, marker ends, lengths and labels.
extension FlowSyntaxParser {
    /// Reads a link at the cursor with its label, or returns nil (cursor unchanged) when none is there.
    mutating func parseLink() throws(ParseError) -> (FlowLink, TextBlock?)? {
        let start = scanner.offset
        var startMarker = EdgeMarker.none
        if let first = scanner.peek(), first == "<" || first == "o" || first == "x",
            let second = scanner.peek(1), let third = scanner.peek(2),
            (second == "-" && (third == "-" || third == ".")) || (second == "=" && third == "=")
        {
            startMarker = first == "<" ? .arrow : first == "o" ? .circle : .cross
            scanner.advance()
        }
        if startMarker == .none, scanner.lookingAt("~~~") {
            let count = scanner.scan { $0 == "~" }.unicodeScalars.count
            return (
                FlowLink(stroke: .invisible, startMarker: .none, endMarker: .none, length: Self.clampLength(count - 2)),
                try pipeLabel()
            )
        }
        guard let first = scanner.peek(), let second = scanner.peek(1) else {
            scanner.offset = start
            return nil
        }
        if first == "-", second == "." {
            return try parseDottedLink(startMarker: startMarker, start: start)
        }
        guard (first == "-" && second == "-") || (first == "=" && second == "=") else {
            scanner.offset = start
            return nil
        }
        let stroke: EdgeStroke = first == "=" ? .thick : .normal
        let count = scanner.scan { $0 == first }.unicodeScalars.count
        if let end = scanner.peek().flatMap(Self.endMarker) {
            scanner.advance()
            return (
                FlowLink(stroke: stroke, startMarker: startMarker, endMarker: end, length: Self.clampLength(count - 1)),
                try pipeLabel()
            )
        }
        if count >= 3 {
            return (
                FlowLink(stroke: stroke, startMarker: startMarker, endMarker: .none, length: Self.clampLength(count - 2)),
                try pipeLabel()
            )
        }
        return try parseTextLink(stroke: stroke, lineScalar: first, startMarker: startMarker, start: start)
    }

    static func endMarker(_ scalar: Unicode.Scalar) -> EdgeMarker? {
        switch scalar {
        case ">": .arrow
        case "o": .circle
        case "x": .cross
        default: nil
        }
    }

    static func clampLength(_ length: Int) -> Int { min(10, max(1, length)) }

    private mutating func parseDottedLink(startMarker: EdgeMarker, start: Int) throws(ParseError) -> (FlowLink, TextBlock?)? {
        scanner.advance()
        let dots = scanner.scan { $0 == "." }.unicodeScalars.count
        if scanner.match("-") {
            let end = scanner.peek().flatMap(Self.endMarker)
            if end != nil { scanner.advance() }
            return (
                FlowLink(stroke: .dotted, startMarker: startMarker, endMarker: end ?? .none, length: Self.clampLength(dots)),
                try pipeLabel()
            )
        }
        guard dots == 1 else { throw ParseError(message: "expected '-' to finish the dotted link", offset: scanner.offset) }
        return try parseTextLink(stroke: .dotted, lineScalar: ".", startMarker: startMarker, start: start)
    }

    /// Reads `text -->` after an opening `--`, `==` or `-.`.
    private mutating func parseTextLink(
        stroke: EdgeStroke, lineScalar: Unicode.Scalar, startMarker: EdgeMarker, start: Int
    ) throws(ParseError) -> (FlowLink, TextBlock?) {
        let textStart = scanner.offset
        while !scanner.isAtEnd, scanner.peek() != "\n" {
            if scanner.peek() == "\"" {
                _ = try scanner.scanQuoted()
                continue
            }
            let closeStart = scanner.offset
            if let (end, length) = matchClosing(lineScalar: lineScalar) {
                let raw = scanner.source.string(textStart..<closeStart).trimmingSpaces
                let quoted = raw.count >= 2 && raw.hasPrefix("\"") && raw.hasSuffix("\"")
                let label = LabelDecoder.decode(quoted ? raw.unquoted : raw, quoted: quoted, icons: true)
                let link = FlowLink(stroke: stroke, startMarker: startMarker, endMarker: end, length: Self.clampLength(length))
                return (link, label.isEmpty ? try pipeLabel() : label)
            }
            scanner.advance()
        }
        let opening = lineScalar == "." ? "-." : String(repeating: String(lineScalar), count: 2)
        let closing = lineScalar == "." ? ".->" : String(repeating: String(lineScalar), count: 2) + ">"
        throw ParseError(message: "edge text after '\(opening)' is never closed; expected '\(closing)'", offset: start)
    }

    /// Consumes a closing link such as `-->`, `---`, `==>` or `.->` at the cursor.
    private mutating func matchClosing(lineScalar: Unicode.Scalar) -> (EdgeMarker, Int)? {
        let saved = scanner.offset
        if lineScalar == "." {
            _ = scanner.match("-")
            let dots = scanner.scan { $0 == "." }.unicodeScalars.count
            guard dots > 0, scanner.match("-") else {
                scanner.offset = saved
                return nil
            }
            let end = scanner.peek().flatMap(Self.endMarker)
            if end != nil { scanner.advance() }
            return (end ?? .none, dots)
        }
        let count = scanner.scan { $0 == lineScalar }.unicodeScalars.count
        if count >= 2, let end = scanner.peek().flatMap(Self.endMarker) {
            scanner.advance()
            return (end, count - 1)
        }
        if count >= 3 { return (.none, count - 2) }
        scanner.offset = saved
        return nil
    }

    /// Reads `|text|` after a link, if present.
    mutating func pipeLabel() throws(ParseError) -> TextBlock? {
        let saved = scanner.offset
        scanner.skipSpaces()
        guard scanner.peek() == "|" else {
            scanner.offset = saved
            return nil
        }
        let start = scanner.offset
        scanner.advance()
        scanner.skipSpaces()
        if scanner.peek() == "\"" {
            let text = try scanner.scanQuoted()
            scanner.skipSpaces()
            guard scanner.match("|") else { throw ParseError(message: "edge label is never closed; add '|'", offset: start) }
            return LabelDecoder.decode(text, quoted: true, icons: true)
        }
        let text = scanner.scan { $0 != "|" && $0 != "\n" }
        guard scanner.match("|") else { throw ParseError(message: "edge label is never closed; add '|'", offset: start) }
        return LabelDecoder.decode(text, quoted: false, icons: true)
    }
}
