/// Reads the bracketed lists and titles chart statements share: `[a, "b c", 3]`, `{1, 2}`,
/// and a title that is a `"quoted string"` or plain words.
extension Scanner {
    /// The items of a list whose opening `open` is next, each trimmed and unquoted; items may
    /// hold commas inside quotes.
    mutating func scanList(
        open: Unicode.Scalar = "[", close: Unicode.Scalar = "]"
    ) throws(ParseError) -> [(text: String, offset: Int)] {
        let start = offset
        advance()
        var items: [(String, Int)] = []
        var current = ""
        var itemStart = offset
        var inQuote = false
        while let scalar = peek(), scalar != "\n" || inQuote {
            if scalar == "\"" {
                inQuote.toggle()
            } else if scalar == close, !inQuote {
                advance()
                let last = current.trimmingSpaces
                if !last.isEmpty || !items.isEmpty { items.append((last.unquoted, itemStart)) }
                return items
            } else if scalar == ",", !inQuote {
                items.append((current.trimmingSpaces.unquoted, itemStart))
                current = ""
                advance()
                itemStart = offset
                continue
            }
            current.unicodeScalars.append(scalar)
            advance()
        }
        throw ParseError(message: "'\(open)' is never closed; add '\(close)'", offset: start)
    }

    /// Numbers from a list, or an error at the first item that is not one.
    mutating func scanNumberList(open: Unicode.Scalar = "[", close: Unicode.Scalar = "]") throws(ParseError) -> [Double] {
        var numbers: [Double] = []
        for item in try scanList(open: open, close: close) {
            guard let number = Double(item.text), number.isFinite else {
                throw ParseError(message: "expected a number, found '\(item.text.prefix(20))'", offset: item.offset)
            }
            numbers.append(number)
        }
        return numbers
    }

    /// A title: a quoted string, or the words up to `stop` or the end of the statement.
    mutating func scanChartText(stoppingAt stop: (Unicode.Scalar) -> Bool = { _ in false }) throws(ParseError) -> String {
        skipSpaces()
        if peek() == "\"" { return try scanQuoted() }
        return scan { $0 != "\n" && $0 != ";" && !stop($0) }.trimmingSpaces
    }
}
