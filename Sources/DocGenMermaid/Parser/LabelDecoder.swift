/// Turns label source into plain lines: Markdown strings, `<br>` breaks, Mermaid's `#…;`
/// entities and HTML entities are decoded once, and simple formatting tags are dropped.
enum LabelDecoder {
    /// Decodes a label as written between a shape's brackets, an edge's pipes or after a colon.
    ///
    /// - Parameters:
    ///   - quoted: whether it was written in double quotes, where `\n` and real newlines also
    ///     break lines and backticks mark a Markdown string.
    ///   - icons: whether Font Awesome names such as `fa:fa-car` are icons, as in flowchart
    ///     and block labels.
    static func decode(_ raw: String, quoted: Bool, icons: Bool = false) -> TextBlock {
        var text = raw
        var isMarkdown = false
        if quoted, text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
            text = String(text.dropFirst().dropLast())
            let bold = String(Emphasis.bold)
            text = text.replacingAll("**", with: bold).replacingAll("__", with: bold)
            isMarkdown = true
        }
        if quoted || isMarkdown { text = text.replacingAll("\\n", with: "\n") }
        text = replaceTags(in: text)
        text = decodeEntities(in: text)
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(text[line.startIndex..<line.endIndex]).trimmingSpaces
        }
        if icons { lines = lines.map(Emphasis.markingIcons) }
        if isMarkdown {
            lines = lines.map { $0.replacingAll("*", with: String(Emphasis.italic)) }
            while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
            while lines.count > 1, lines.first?.isEmpty == true { lines.removeFirst() }
        }
        return TextBlock(lines: lines, isMarkdown: isMarkdown)
    }

    /// Tags that only format text; they are dropped and their text kept.
    static let formattingTags: Set<String> = [
        "b", "i", "u", "s", "em", "strong", "small", "big", "sub", "sup", "code", "span", "mark", "del", "ins", "p", "div",
    ]

    /// Replaces `<br>` variants with newlines and drops formatting tags; other `<…>` text stays.
    static func replaceTags(in text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else {
                result += rest[open...]
                return result
            }
            let inner = rest[rest.index(after: open)..<close].trimmingCharacters(in: " /")
            let name = inner.prefix { $0.isLetter }.lowercased()
            let isFormatting =
                formattingTags.contains(name) && (inner.count == name.count || inner.dropFirst(name.count).first == " ")
            if name == "br" {
                result += "\n"
            } else if !isFormatting {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }

    /// Named entities that labels use.
    static let namedEntities: [String: String] = [
        "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
        "deg": "°", "ndash": "–", "mdash": "—", "hellip": "…", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓",
        "harr": "↔", "hearts": "♥", "check": "✓", "times": "×", "middot": "·", "bull": "•", "semi": ";", "num": "#",
        "colon": ":", "lpar": "(", "rpar": ")", "lsqb": "[", "rsqb": "]", "lcub": "{", "rcub": "}", "vert": "|",
        "excl": "!", "percnt": "%", "commat": "@", "equals": "=", "plus": "+", "ast": "*", "sol": "/", "bsol": "\\",
        "trade": "™", "euro": "€", "pound": "£", "yen": "¥", "laquo": "«", "raquo": "»", "infin": "∞", "ne": "≠",
        "le": "≤", "ge": "≥", "plusmn": "±", "divide": "÷", "asymp": "≈",
    ]

    /// Decodes `#name;`, `#123;`, `&name;`, `&#123;` and `&#x1F600;`; unknown names stay as written.
    static func decodeEntities(in text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "&") }) else { return text }
        var result = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "#" || scalar == "&", let (decoded, next) = entity(in: scalars, at: index) {
                result += decoded
                index = next
            } else {
                result.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return result
    }

    private static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        let isMermaidStyle = scalars[start] == "#"
        if !isMermaidStyle, index < scalars.count, scalars[index] == "#" { index += 1 }
        let numeric = !isMermaidStyle ? index > start + 1 : (index < scalars.count && ("0"..."9").contains(scalars[index]))
        var body = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != ";", body.count <= 10 {
            body.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";", !body.isEmpty else { return nil }
        let name = String(body)
        if numeric {
            let value = name.hasPrefix("x") || name.hasPrefix("X") ? UInt32(name.dropFirst(), radix: 16) : UInt32(name)
            guard let value, let decoded = Unicode.Scalar(value), value != 0 else { return nil }
            return (String(decoded), index + 1)
        }
        guard let decoded = namedEntities[name] else { return nil }
        return (decoded, index + 1)
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, containsText(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}

extension String {
    /// Whether `target` occurs in the text, compared as UTF-8 bytes: Foundation's `contains`
    /// goes through `NSString` and showed in the profile of a diagram's style statements.
    func containsText(_ target: String) -> Bool {
        let (haystack, needle) = (Array(utf8), Array(target.utf8))
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}

extension Substring {
    /// The substring without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result.removeFirst() }
        while let last = result.last, set.contains(last) { result.removeLast() }
        return result
    }
}
