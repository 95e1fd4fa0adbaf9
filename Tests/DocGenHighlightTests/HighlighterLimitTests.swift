import Testing

@testable import DocGenHighlight

/// Code the highlighter leaves plain instead of stalling a build.
@Suite struct HighlighterLimitTests {
    @Test("Swift with '[' nested 30 deep is not highlighted (the parser would take hours)")
    func deepBrackets() {
        let code = "let data = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30)
        #expect(SyntaxHighlighter.html(for: code, language: "swift") == nil)
        #expect(SyntaxHighlighter.html(for: "let data = [[[1]]]", language: "swift") != nil)
    }

    @Test("Swift longer than the limit is not highlighted; JSON has no limit")
    func tooLong() {
        let code = String(repeating: "let a = 1\n", count: SyntaxHighlighter.maximumLength / 10 + 1)
        #expect(SyntaxHighlighter.html(for: code, language: "swift") == nil)
        let json = "[" + Array(repeating: "1", count: SyntaxHighlighter.maximumLength).joined(separator: ",") + "]"
        #expect(SyntaxHighlighter.html(for: json, language: "json") != nil)
    }
}
