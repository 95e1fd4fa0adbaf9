import Testing

@testable import DocGenSite

@Suite struct StringASCIITests {
    @Test(
        "text is ASCII when every byte is below 0x80",
        arguments: [("", true), ("plain text", true), ("\u{7F}\u{0}", true), ("é", false), ("abc배", false), ("a\u{301}", false)])
    func isASCII(text: String, expected: Bool) {
        #expect(text.isASCII == expected)
        #expect(Substring(text).utf8.allSatisfy { $0 < 0x80 } == expected)
    }
}
