import Testing

@testable import DocGenContent

@Suite struct StringASCIITests {
    @Test(
        "text is ASCII when every byte is below 0x80",
        arguments: [("", true), ("plain text", true), ("\u{7F}\u{0}", true), ("é", false), ("abc배", false), ("a\u{301}", false)])
    func isASCII(text: String, expected: Bool) {
        #expect(text.isASCII == expected)
        #expect(Substring(text).utf8.allSatisfy { $0 < 0x80 } == expected)
    }

    @Test(
        "the last slash is found where the character search finds it, in ASCII and other text",
        arguments: ["a/b/c.md", "index.md", "/", "a/", "문서/하위/배너.md", "a/\u{301}b", "ab/c\u{301}/d", ""])
    func lastSlash(path: String) {
        #expect(path.lastSlashIndex == path.lastIndex(of: "/"))
    }
}
