/// Splits HTML into text, tags and comments the way a browser's tokenizer would for the cases
/// that matter to sanitizing: tag names are lowercased, attribute values are unquoted and have
/// their character references decoded, and anything that is not a well-formed tag is text.
package struct HTMLScanner {
    package enum Token {
        case text(String)
        case startTag(String, attributes: [(name: String, value: String)], selfClosing: Bool)
        case endTag(String)
        case comment
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var lastTokenStart = 0
    private var countedUpTo = 0
    private var countedLines = 0

    package init(_ html: String) {
        scalars = Array(html.unicodeScalars)
    }

    /// How many line breaks come before the token `next()` returned last.
    mutating func linesBeforeLastToken() -> Int {
        while countedUpTo < lastTokenStart {
            if scalars[countedUpTo] == "\n" { countedLines += 1 }
            countedUpTo += 1
        }
        return countedLines
    }

    package mutating func next() -> Token? {
        guard position < scalars.count else { return nil }
        lastTokenStart = position
        if scalars[position] == "<", let token = markup() { return token }
        var text = String.UnicodeScalarView()
        // A `<` that does not start markup is text, like the browser reads it.
        text.append(scalars[position])
        position += 1
        while position < scalars.count, scalars[position] != "<" {
            text.append(scalars[position])
            position += 1
        }
        return .text(CharacterReferences.decode(String(text)))
    }

    /// Skips past the end of an element being removed, and tells whether it was found.
    ///
    /// A raw-text element ends at its end tag, any other at the end tag that balances it
    /// (nested elements of the same name counted).
    @discardableResult
    mutating func skipElement(named name: String, raw: Bool) -> Bool {
        var depth = 1
        while position < scalars.count {
            if raw {
                if let end = endTagAhead(named: name) {
                    position = end
                    return true
                }
                position += 1
                continue
            }
            guard let token = next() else { return false }
            if case let .startTag(inner, _, selfClosing) = token, inner == name, !selfClosing { depth += 1 }
            if case let .endTag(inner) = token, inner == name {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }

    private func endTagAhead(named name: String) -> Int? {
        let marker = Array("</\(name)".unicodeScalars)
        guard position + marker.count <= scalars.count else { return nil }
        for (offset, scalar) in marker.enumerated() where Self.lowercased(scalars[position + offset]) != scalar { return nil }
        var index = position + marker.count
        guard index == scalars.count || !Self.isNameScalar(scalars[index]) else { return nil }
        while index < scalars.count, scalars[index] != ">" { index += 1 }
        return min(index + 1, scalars.count)
    }

    private mutating func markup() -> Token? {
        var index = position + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "!" || scalars[index] == "?" {
            let isComment =
                scalars[index] == "!" && index + 2 < scalars.count && scalars[index + 1] == "-" && scalars[index + 2] == "-"
            let terminator: [Unicode.Scalar] = isComment ? ["-", "-", ">"] : [">"]
            index += isComment ? 3 : 1
            while index < scalars.count, !matches(terminator, at: index) { index += 1 }
            position = min(index + terminator.count, scalars.count)
            return .comment
        }
        let isEnd = scalars[index] == "/"
        if isEnd { index += 1 }
        guard index < scalars.count, Self.isASCIILetter(scalars[index]) else { return nil }
        var name = ""
        while index < scalars.count, Self.isNameScalar(scalars[index]) {
            name.unicodeScalars.append(Self.lowercased(scalars[index]))
            index += 1
        }
        var attributes: [(name: String, value: String)] = []
        var selfClosing = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ">" {
                position = index + 1
                return isEnd ? .endTag(name) : .startTag(name, attributes: attributes, selfClosing: selfClosing)
            }
            if Self.isSpace(scalar) {
                index += 1
            } else if scalar == "/" {
                selfClosing = true
                index += 1
            } else {
                selfClosing = false
                attributes.append(attribute(at: &index))
            }
        }
        // An unterminated tag swallows the rest of the input, as in a browser.
        position = scalars.count
        return .comment
    }

    private func attribute(at index: inout Int) -> (name: String, value: String) {
        var name = ""
        while index < scalars.count {
            let scalar = scalars[index]
            // As in the HTML tokenizer, a leading `=` belongs to the name.
            if Self.isSpace(scalar) || scalar == "/" || scalar == ">" || (scalar == "=" && !name.isEmpty) { break }
            name.unicodeScalars.append(Self.lowercased(scalar))
            index += 1
        }
        while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
        guard index < scalars.count, scalars[index] == "=" else { return (name, "") }
        index += 1
        while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
        var value = String.UnicodeScalarView()
        if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
            let quote = scalars[index]
            index += 1
            while index < scalars.count, scalars[index] != quote {
                value.append(scalars[index])
                index += 1
            }
            index += 1
        } else {
            while index < scalars.count, !Self.isSpace(scalars[index]), scalars[index] != ">" {
                value.append(scalars[index])
                index += 1
            }
        }
        return (name, CharacterReferences.decode(String(value), inAttribute: true))
    }

    private func matches(_ pattern: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + pattern.count <= scalars.count else { return false }
        return pattern.indices.allSatisfy { scalars[index + $0] == pattern[$0] }
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }
}
