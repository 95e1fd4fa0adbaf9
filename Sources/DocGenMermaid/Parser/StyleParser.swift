/// Reads Mermaid style lists (`fill:#f9f,stroke:#333,stroke-width:4px`) into sanitised
/// declarations; values that could break out of CSS or load anything are dropped.
enum StyleParser {
    /// The declarations in `text`, with the names of any that were dropped as unsafe.
    static func parse(_ text: String) -> (properties: [StyleProperty], rejected: [String]) {
        var properties: [StyleProperty] = []
        var rejected: [String] = []
        for part in splitUnescaped(text) {
            let piece = part.trimmingSpaces
            guard !piece.isEmpty else { continue }
            guard let colon = piece.firstIndex(of: ":") else {
                rejected.append(piece)
                continue
            }
            let name = String(piece[..<colon]).trimmingSpaces.lowercased()
            let value = String(piece[piece.index(after: colon)...]).trimmingSpaces.replacingAll("!important", with: "")
                .trimmingSpaces
            guard StyleProperty.allowed.contains(name), isSafe(value) else {
                rejected.append(name)
                continue
            }
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
        for banned in ["url", "expression", "javascript", "import", "var(", "attr("] where lowered.contains(banned) {
            return false
        }
        return value.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " #%.,()-_'\"/+".unicodeScalars.contains(scalar)
        }
    }
}
