import DocGenMarkdown

/// Highlights JSON with a forgiving tokenizer: invalid JSON is still shown, just less colourful.
enum JSONHighlighter {
    static func html(for code: String) -> String {
        let scalars = Array(code.unicodeScalars)
        var output = ""
        output.reserveCapacity(code.utf8.count * 2)
        var index = 0
        func emit(_ range: Range<Int>, as name: String?) {
            let text = String(String.UnicodeScalarView(scalars[range]))
            if let name {
                output += "<span class=\"\(name)\">"
                HTMLEscaping.appendText(text, to: &output)
                output += "</span>"
            } else {
                HTMLEscaping.appendText(text, to: &output)
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index = min(scalars.count, index + 1)
                emit(start..<index, as: isKey(after: index, in: scalars) ? "hl-key" : "hl-string")
            } else if scalar == "-" || ("0"..."9").contains(scalar) {
                index += 1
                while index < scalars.count, "0123456789.eE+-".unicodeScalars.contains(scalars[index]) { index += 1 }
                emit(start..<index, as: "hl-number")
            } else if scalar.properties.isAlphabetic {
                while index < scalars.count, scalars[index].properties.isAlphabetic { index += 1 }
                let word = String(String.UnicodeScalarView(scalars[start..<index]))
                emit(start..<index, as: ["true", "false", "null"].contains(word) ? "hl-literal" : nil)
            } else {
                index += 1
                emit(start..<index, as: nil)
            }
        }
        return output
    }

    /// Whether a string ending at `index` is an object key: the next non-space is a colon.
    private static func isKey(after index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var next = index
        while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
        return next < scalars.count && scalars[next] == ":"
    }
}
