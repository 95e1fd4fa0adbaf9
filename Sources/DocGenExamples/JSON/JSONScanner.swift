/// Reads JSON tokens from UTF-8 bytes while tracking the line and character column of each one.
struct JSONScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Where the next byte is.
    var position: TextPosition { TextPosition(line: line, column: column) }

    /// The next byte, or nil at the end.
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves past one byte, counting lines at `\n` and columns once per Unicode scalar.
    mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Skips spaces, tabs, carriage returns and line feeds (the only whitespace JSON allows).
    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    /// Consumes `byte` when it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        advance()
        return true
    }

    /// An error at the current position.
    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position)
    }

    /// An error describing the unexpected character at the current position.
    func unexpected(expecting: String) -> JSONSyntaxError {
        guard let byte = peek else { return error("expected \(expecting), found end of input") }
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
            return error("comments are not allowed in json")
        }
        if byte == UInt8(ascii: "'") { return error("json strings use double quotes, not single quotes") }
        return error("expected \(expecting), found '\(character(at: offset))'")
    }

    /// The literal `true`, `false` or `null` at the current position.
    mutating func scanLiteral() throws(JSONSyntaxError) -> JSONValue {
        for (word, value): (StaticString, JSONValue) in [("true", .bool(true)), ("false", .bool(false)), ("null", .null)] {
            let count = word.utf8CodeUnitCount
            let matches = word.withUTF8Buffer { word in
                offset + count <= bytes.count && bytes[offset..<offset + count].elementsEqual(word)
                    && (offset + count == bytes.count || !isIdentifierByte(bytes[offset + count]))
            }
            guard matches else { continue }
            // ASCII on one line: the column moves by the word's length.
            offset += count
            column += count
            return value
        }
        var end = offset
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[offset..<max(end, offset + 1)], as: UTF8.self)
        throw error("expected a value, found '\(word)'")
    }

    /// A number at the current position, checked against JSON's grammar; returns its text.
    mutating func scanNumber() throws(JSONSyntaxError) -> String {
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        guard let first = peek, isDigit(first) else { throw unexpected(expecting: "a digit") }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
            throw error("leading zeros are not allowed in json numbers")
        }
        while let byte = peek, isDigit(byte) { advance() }
        if consume(UInt8(ascii: ".")) {
            guard let byte = peek, isDigit(byte) else { throw unexpected(expecting: "a digit after '.'") }
            while let byte = peek, isDigit(byte) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let byte = peek, isDigit(byte) else { throw unexpected(expecting: "a digit in the exponent") }
            while let byte = peek, isDigit(byte) { advance() }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A string at the current position (which is its opening quote), unescaped.
    mutating func scanString() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        // Most strings hold no escape: their text is the bytes up to the closing quote, made
        // into a string once, with the column moved once per scalar.
        let contentStart = offset
        var end = offset
        var scalars = 0
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            if bytes[end] & 0xC0 != 0x80 { scalars += 1 }
            end += 1
        }
        offset = end
        column += scalars
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            advance()
            return String(decoding: bytes[contentStart..<end], as: UTF8.self)
        }
        var buffer = Array(bytes[contentStart..<end])
        while true {
            guard let byte = peek else { throw JSONSyntaxError(message: "unterminated string", position: start) }
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try scanEscape(into: &buffer)
            } else if byte < 0x20 {
                if byte == 0x0A { throw JSONSyntaxError(message: "unterminated string", position: start) }
                throw error("control characters must be escaped in json strings")
            } else {
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func scanEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = position
        advance()
        guard let byte = peek else { throw error("unterminated string") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            buffer.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw JSONSyntaxError(message: "invalid escape '\\\(character(at: offset))'", position: escapeStart)
        }
        advance()
        var scalar = try scanHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(scalar) {
            guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                throw JSONSyntaxError(message: "unpaired surrogate in '\\u' escape", position: escapeStart)
            }
            let low = try scanHex4(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(message: "unpaired surrogate in '\\u' escape", position: escapeStart)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw JSONSyntaxError(message: "unpaired surrogate in '\\u' escape", position: escapeStart)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw JSONSyntaxError(message: "invalid '\\u' escape", position: escapeStart)
        }
        buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private mutating func scanHex4(escapeStart: TextPosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexValue(byte) else {
                throw JSONSyntaxError(message: "'\\u' must be followed by four hex digits", position: escapeStart)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    // The whole character starting at `index`, for messages (a multi-byte character is shown whole).
    private func character(at index: Int) -> String {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }
}
