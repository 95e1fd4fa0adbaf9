import DocGenMarkdown

/// Highlights JSON with a forgiving tokenizer: invalid JSON is still shown, just less colourful.
///
/// It reads UTF-8 bytes in one pass: every token starts with an ASCII byte except words, whose
/// letters may be any alphabetic scalar, so only those are decoded.
enum JSONHighlighter {
    static func html(for code: String) -> String {
        var output = HTMLBytes(capacity: code.utf8.count * 2)
        write(code, into: &output)
        return output.text
    }

    /// Appends the highlighted HTML of the code to `output`.
    static func write(_ code: String, into output: inout HTMLBytes) {
        var code = code
        code.withUTF8 { write(utf8: $0, into: &output) }
    }

    private static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, into output: inout HTMLBytes) {
        var index = 0
        var plainStart = 0
        func span(_ range: Range<Int>, _ open: StaticString) {
            if plainStart < range.lowerBound { output.code(bytes, plainStart..<range.lowerBound) }
            output.raw(open)
            output.code(bytes, range)
            output.raw("</span>")
            plainStart = range.upperBound
        }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    // A backslash hides the next character; any bytes after a multi-byte one
                    // are continuation bytes, which never end a string.
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(bytes.count, index + 1)
                span(start..<index, isKey(after: index, in: bytes) ? "<span class=\"hp\">" : "<span class=\"hs\">")
            } else if byte == UInt8(ascii: "-") || isDigit(byte) {
                index += 1
                while index < bytes.count, isNumberContinuation(bytes[index]) { index += 1 }
                span(start..<index, "<span class=\"hn\">")
            } else if let length = alphabeticLength(at: index, in: bytes) {
                index += length
                while index < bytes.count, let next = alphabeticLength(at: index, in: bytes) { index += next }
                if isLiteral(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
                    span(start..<index, "<span class=\"hb\">")
                }
            } else {
                index += UTF8Scalar.length(lead: byte)
            }
        }
        if plainStart < bytes.count { output.code(bytes, plainStart..<bytes.count) }
    }

    /// Whether a string ending at `index` is an object key: the next non-space is a colon.
    private static func isKey(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: ":")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isNumberContinuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func isLiteral(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || word.elementsEqual("null".utf8)
    }

    /// The UTF-8 length of the scalar at `index` when it is alphabetic (a letter of any
    /// script), or nil.
    private static func alphabeticLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 {
            let letter = lead | 0x20
            return letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") ? 1 : nil
        }
        guard let (scalar, length) = UTF8Scalar.decode(bytes, at: index) else { return nil }
        return scalar.properties.isAlphabetic ? length : nil
    }
}
