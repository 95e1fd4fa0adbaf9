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

    // The HTML's UTF-8 bytes. Every character that splits HTML into tokens is ASCII, and no
    // byte of a multi-byte UTF-8 sequence is, so the scanner reads bytes and cuts the text
    // between them; scanning `Unicode.Scalar`s one by one was most of checking a catalog.
    private let bytes: [UInt8]
    private var position = 0
    private var lastTokenStart = 0
    private var countedUpTo = 0
    private var countedLines = 0

    package init(_ html: String) {
        bytes = Array(html.utf8)
    }

    /// How many line breaks come before the token `next()` returned last.
    mutating func linesBeforeLastToken() -> Int {
        while countedUpTo < lastTokenStart {
            if bytes[countedUpTo] == UInt8(ascii: "\n") { countedLines += 1 }
            countedUpTo += 1
        }
        return countedLines
    }

    package mutating func next() -> Token? {
        guard position < bytes.count else { return nil }
        lastTokenStart = position
        if bytes[position] == UInt8(ascii: "<"), let token = markup() { return token }
        // A `<` that does not start markup is text, like the browser reads it.
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
        return .text(CharacterReferences.decode(text(start..<position)))
    }

    /// Skips past the end of an element being removed, and tells whether it was found.
    ///
    /// A raw-text element ends at its end tag, any other at the end tag that balances it
    /// (nested elements of the same name counted).
    @discardableResult
    mutating func skipElement(named name: String, raw: Bool) -> Bool {
        var depth = 1
        while position < bytes.count {
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
        let marker = Array("</\(name)".utf8)
        guard position + marker.count <= bytes.count else { return nil }
        for (offset, byte) in marker.enumerated() where Self.lowercased(bytes[position + offset]) != byte { return nil }
        var index = position + marker.count
        guard index == bytes.count || !Self.isNameByte(bytes[index]) else { return nil }
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        return min(index + 1, bytes.count)
    }

    private mutating func markup() -> Token? {
        var index = position + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?") {
            let isComment =
                bytes[index] == UInt8(ascii: "!") && index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "-")
                && bytes[index + 2] == UInt8(ascii: "-")
            let terminator: [UInt8] = isComment ? Array("-->".utf8) : [UInt8(ascii: ">")]
            index += isComment ? 3 : 1
            while index < bytes.count, !matches(terminator, at: index) { index += 1 }
            position = min(index + terminator.count, bytes.count)
            return .comment
        }
        let isEnd = bytes[index] == UInt8(ascii: "/")
        if isEnd { index += 1 }
        guard index < bytes.count, Self.isASCIILetter(bytes[index]) else { return nil }
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = lowercasedText(nameStart..<index)
        var attributes: [(name: String, value: String)] = []
        var selfClosing = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                position = index + 1
                return isEnd ? .endTag(name) : .startTag(name, attributes: attributes, selfClosing: selfClosing)
            }
            if Self.isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/") {
                selfClosing = true
                index += 1
            } else {
                selfClosing = false
                attributes.append(attribute(at: &index))
            }
        }
        // An unterminated tag swallows the rest of the input, as in a browser.
        position = bytes.count
        return .comment
    }

    private func attribute(at index: inout Int) -> (name: String, value: String) {
        let nameStart = index
        while index < bytes.count {
            let byte = bytes[index]
            // As in the HTML tokenizer, a leading `=` belongs to the name.
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
                || (byte == UInt8(ascii: "=") && index > nameStart)
            {
                break
            }
            index += 1
        }
        let name = lowercasedText(nameStart..<index)
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return (name, "") }
        index += 1
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        let value: Range<Int>
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            value = start..<index
            index += 1
        } else {
            let start = index
            while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            value = start..<index
        }
        return (name, CharacterReferences.decode(text(value), inAttribute: true))
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text with its ASCII letters lowercased, as the tokenizer reads tag and attribute names.
    private func lowercasedText(_ range: Range<Int>) -> String {
        let slice = bytes[range]
        guard slice.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return text(range) }
        return String(decoding: slice.map(Self.lowercased), as: UTF8.self)
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        return pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isASCIILetter(UInt8(scalar.value))
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
