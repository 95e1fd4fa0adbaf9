import Testing

@testable import DocGenMarkdown

/// URLs are written byte for byte as cmark-gfm writes them into `href` and `src`.
@Suite struct URLEscapingTests {
    private func escaped(_ url: String) -> String {
        var output = HTMLBytes()
        output.url(url)
        return output.text
    }

    @Test("every ASCII byte is kept, made an entity or percent-encoded by cmark-gfm's rule")
    func everyASCIIByte() {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.+!*(),%#@?=;:/$~".utf8)
        for byte in UInt8(0)..<0x80 {
            let text = String(decoding: [byte], as: UTF8.self)
            let expected: String
            switch byte {
            case _ where kept.contains(byte): expected = text
            case UInt8(ascii: "&"): expected = "&amp;"
            case UInt8(ascii: "'"): expected = "&#x27;"
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                expected = "%" + (hex.count == 1 ? "0" + hex : hex)
            }
            #expect(escaped(text) == expected, "byte \(byte)")
        }
    }

    @Test(
        "runs between escapes are kept whole, and non-ASCII is encoded byte by byte",
        arguments: [
            ("", ""), ("banner.html#usage", "banner.html#usage"), ("a b", "a%20b"), ("a\\b", "a%5Cb"),
            ("é", "%C3%A9"), ("?q=1&r='x'", "?q=1&amp;r=&#x27;x&#x27;"), ("[x]", "%5Bx%5D"), ("100%", "100%"),
        ])
    func mixed(url: String, expected: String) {
        #expect(escaped(url) == expected)
    }
}
