/// Reads Mermaid style lists (`fill:#f9f,stroke:#333,stroke-width:4px`) into sanitised
/// declarations; values that could break out of CSS or load anything are dropped.
enum StyleParser {
    /// The declarations in `text`, with the names of any that were dropped as unsafe.
    static func parse(_ text: String) -> (properties: [StyleProperty], rejected: [String]) {
        var properties: [StyleProperty] = []
        var rejected: [String] = []
        var continuesPrevious = false
        for part in splitUnescaped(text) {
            let piece = part.trimmingSpaces
            guard !piece.isEmpty else { continue }
            guard let colon = piece.firstIndex(of: ":") else {
                // `stroke-dasharray: 9,5`: a bare number continues the list of the property before it.
                if continuesPrevious, let last = properties.indices.last,
                    piece.allSatisfy({ $0.isNumber || $0 == "." || $0 == "p" || $0 == "x" })
                {
                    properties[last].value += "," + piece
                } else {
                    rejected.append(piece)
                    continuesPrevious = false
                }
                continue
            }
            let name = String(piece[..<colon]).trimmingSpaces.lowercased()
            let value = String(piece[piece.index(after: colon)...]).trimmingSpaces.replacingAll("!important", with: "")
                .trimmingSpaces
            continuesPrevious = false
            guard StyleProperty.allowed.contains(name), isSafe(value) else {
                rejected.append(name)
                continue
            }
            continuesPrevious = true
            properties.append(StyleProperty(name: name, value: value))
        }
        return (properties, rejected)
    }

    /// Splits at commas that are not escaped as `\,` and not inside parentheses (`rgb(1,2,3)`).
    static func splitUnescaped(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "(" {
                depth += 1
                current.append(character)
            } else if character == ")" {
                depth = max(0, depth - 1)
                current.append(character)
            } else if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// Whether a CSS value is plain: colours, lengths, keywords and font names only.
    static func isSafe(_ value: String) -> Bool {
        guard !value.isEmpty, value.count <= 100 else { return false }
        let lowered = value.lowercased()
        for banned in ["url", "expression", "javascript", "import", "var(", "attr("] where lowered.containsText(banned) {
            return false
        }
        return value.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " #%.,()-_'\"/+".unicodeScalars.contains(scalar)
        }
    }
}

extension StyleParser {
    /// The supported declarations of `text`, adding a warning at `offset` for each one dropped.
    static func properties(_ text: String, at offset: Int, warnings: inout [ParseError]) -> [StyleProperty] {
        let (properties, rejected) = parse(text)
        for name in rejected {
            warnings.append(
                ParseError(
                    message: "style '\(name)' is not supported or not safe and was dropped", offset: offset,
                    rule: MermaidRule.style))
        }
        return properties
    }
}

extension Scanner {
    /// Reads the rest of a `click ID …` statement, after the keyword.
    ///
    /// Returns the id, its link when it is safe, and a warning when something was dropped;
    /// `noun` names the id in errors.
    mutating func scanClickStatement(noun: String) throws(ParseError) -> (id: String, link: NodeLink?, problem: ParseError?) {
        skipSpaces()
        let start = offset
        let id = scanIdentifier()
        guard !id.isEmpty else { throw ParseError(message: "expected a \(noun) id after 'click'", offset: start) }
        let (link, problem) = try scanClick(id: id)
        _ = scanRestOfStatement()
        return (id, link, problem)
    }
}
