/// The node and link syntax flowcharts and block diagrams share: bracketed shapes such as
/// `[text]`, `((text))` or `[/text\]`, and links such as `-->`, `-- text -->` or `-.->`.
protocol FlowSyntaxParser: StatementParser {}

extension FlowchartParser: FlowSyntaxParser {}

/// Bracketed node shapes.
extension FlowSyntaxParser {
    /// Reads a bracketed label such as `[text]`, `{{text}}` or `[/text\]`, if one follows.
    mutating func parseShape() throws(ParseError) -> (NodeShape, TextBlock)? {
        guard let delimiter = FlowShapeSyntax.delimiters.first(where: { scanner.lookingAt($0.open) }) else { return nil }
        let start = scanner.offset
        scanner.advance(delimiter.open.unicodeScalars.count)
        var closes = [(delimiter.close, delimiter.shape)]
        if delimiter.shape == .leanRight { closes.append(("\\]", .trapezoid)) }
        if delimiter.shape == .leanLeft { closes.append(("/]", .invertedTrapezoid)) }
        scanner.skipSpaces()
        var label: TextBlock
        if scanner.peek() == "\"" {
            label = LabelDecoder.decode(try scanner.scanQuoted(), quoted: true, icons: true)
            scanner.skipSpaces()
        } else {
            let textStart = scanner.offset
            while !scanner.isAtEnd, scanner.peek() != "\n", !closes.contains(where: { scanner.lookingAt($0.0) }) {
                scanner.advance()
            }
            label = LabelDecoder.decode(scanner.source.string(textStart..<scanner.offset), quoted: false, icons: true)
        }
        for (close, shape) in closes where scanner.match(close) {
            return (shape, label)
        }
        throw ParseError(
            message: "expected '\(delimiter.close)' to close the text of the node that opens with '\(delimiter.open)'",
            offset: start)
    }
}

/// The bracket pairs of node shapes.
private enum FlowShapeSyntax {
    /// Bracket pairs in the order they must be tried: longer openings first.
    static let delimiters: [(open: String, close: String, shape: NodeShape)] = [
        ("(((", ")))", .doubleCircle), ("((", "))", .circle), ("([", "])", .stadium), ("[(", ")]", .cylinder),
        ("[[", "]]", .subroutine), ("{{", "}}", .hexagon), ("[/", "/]", .leanRight), ("[\\", "\\]", .leanLeft),
        ("[", "]", .rectangle), ("(", ")", .rounded), ("{", "}", .diamond), (">", "]", .odd),
    ]
}
