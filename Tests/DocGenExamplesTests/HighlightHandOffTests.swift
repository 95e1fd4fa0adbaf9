import DocGenExamples
import Testing

/// A build highlights each Swift example from the tree its check parsed, so it parses it once.
@Suite("Highlight hand-off")
struct HighlightHandOffTests {
    /// Writes back the tree it is given, so a test can see which code was parsed.
    static let echo = ExampleChecker(index: Models.index) { _, tree in "tree:" + tree.description }

    @Test(
        "a checker with a highlighter hands it the parsed tree of each Swift block, errors or not",
        arguments: [
            ("swift", "let item = QuickLinkItem(type: .promos, title: \"Promos\", icon: \"gift\")\n"),
            ("swift", "let broken = QuickLinkItem(type: .promos,\n"),
            ("swift", "let wrong = QuickLinkItem(kind: .promos)\n"),
        ])
    func handsOffTree(info: String, code: String) {
        let result = Self.echo.check(code: code, info: info, file: "doc.md", firstLine: 3)
        #expect(result.highlightedHTML == "tree:" + code)
    }

    @Test(
        "blocks that are not parsed as Swift, and a checker without a highlighter, give no highlighted code",
        arguments: [
            ("json QuickLinkItem", "{\"type\": \"promos\", \"title\": \"Promos\", \"icon\": \"gift\"}\n", true),
            ("swift no-check", "let anything = 1\n", true),
            ("swift", "let item = QuickLinkItem(type: .promos, title: \"Promos\", icon: \"gift\")\n", false),
        ])
    func noHandOff(info: String, code: String, withHighlighter: Bool) {
        let checker = withHighlighter ? Self.echo : Models.checker
        #expect(checker.check(code: code, info: info, file: "doc.md", firstLine: 3).highlightedHTML == nil)
    }
}
