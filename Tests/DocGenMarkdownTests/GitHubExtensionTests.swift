import Testing

@testable import DocGenMarkdown

/// GitHub's alerts and emoji shortcodes.
@Suite struct GitHubExtensionTests {
    private func html(_ markdown: String, configure: (inout HTMLRenderer) -> Void = { _ in }) -> String {
        var renderer = HTMLRenderer()
        configure(&renderer)
        return renderer.render(MarkdownParser.parse(markdown))
    }

    @Test("each alert kind renders as GitHub's markdown-alert with its title and no marker", arguments: AlertKind.allCases)
    func alert(_ kind: AlertKind) {
        let output = html("> [!\(kind.rawValue.uppercased())]\n> Body text.\n")
        #expect(
            output.hasPrefix(
                "<div class=\"markdown-alert markdown-alert-\(kind.rawValue)\">\n<p class=\"markdown-alert-title\"><svg"))
        #expect(output.contains("</svg>\(kind.defaultTitle)</p>\n<p>Body text.</p>\n</div>\n"))
        #expect(!output.contains("[!"))
    }

    @Test(
        "a quote is not an alert unless the marker is alone on its first line and something follows",
        arguments: ["> [!NOTE] inline text\n", "> [!NOTE]\n", "> [!NOPE]\n> text\n", "> Text [!NOTE]\n> more\n"])
    func notAnAlert(_ markdown: String) {
        #expect(html(markdown).hasPrefix("<blockquote>"))
    }

    @Test(
        "a DocC aside renders as the alert of its kind, titled by its word when that is no alert kind",
        arguments: [
            ("> Note: Body text.\n", "note", "Note", "<p>Body text.</p>"),
            ("> warning: Body `code`.\n", "warning", "Warning", "<p>Body <code>code</code>.</p>"),
            ("> Experiment:\n> Body text.\n", "tip", "Experiment", "<p>Body text.</p>"),
            ("> Precondition: Body text.\n>\n> More.\n", "note", "Precondition", "<p>Body text.</p>\n<p>More.</p>"),
        ])
    func docCAside(markdown: String, kind: String, title: String, body: String) {
        let output = html(markdown) { $0.readsDocCAsides = true }
        #expect(output.hasPrefix("<div class=\"markdown-alert markdown-alert-\(kind)\">"), "\(output)")
        #expect(output.contains("</svg>\(title)</p>\n\(body)\n</div>"), "\(output)")
    }

    @Test(
        "a quote is no DocC aside outside a catalog, or without an aside word and its colon",
        arguments: [
            ("> Note: Body text.\n", false), ("> Notes: Body text.\n", true), ("> Note:Body\n", true),
            ("> Remember: this.\n", true), ("> Note:\n", true),
        ])
    func notAnAside(markdown: String, inCatalog: Bool) {
        #expect(html(markdown) { $0.readsDocCAsides = inCatalog }.hasPrefix("<blockquote>"))
    }

    @Test(
        "a DocC callout item of a list renders as its aside between the other items",
        arguments: [
            (
                "- Note: Body text.\n", "<div class=\"markdown-alert markdown-alert-note\">",
                "</svg>Note</p>\n<p>Body text.</p>\n</div>\n"
            ),
            (
                "- One\n- Important: Mind `x`.\n- Two\n", "<ul>\n<li>One</li>\n</ul>\n<div",
                "</svg>Important</p>\n<p>Mind <code>x</code>.</p>\n</div>\n<ul>\n<li>Two</li>\n</ul>\n"
            ),
            ("- Complexity: O(n).\n", "<div class=\"markdown-alert markdown-alert-note\">", "</svg>Complexity</p>\n<p>O(n).</p>"),
        ])
    func docCCallout(markdown: String, start: String, end: String) {
        let output = html(markdown) { $0.readsDocCAsides = true }
        #expect(output.hasPrefix(start), "\(output)")
        #expect(output.contains(end), "\(output)")
    }

    @Test(
        "a list item stays an item outside a catalog, in an ordered list, or with a word DocC's callouts lack",
        arguments: [
            ("- Note: Body text.\n", false), ("1. Note: Body text.\n", true), ("- Tip: Body text.\n", true),
            ("- Notes: Body text.\n", true), ("- Returns: A value.\n", true),
        ])
    func notACallout(markdown: String, inCatalog: Bool) {
        let output = html(markdown) { $0.readsDocCAsides = inCatalog }
        #expect(output.hasPrefix("<ul>") || output.hasPrefix("<ol>"), "\(output)")
    }

    @Test("an alert's title comes from the page's words")
    func localizedTitle() {
        let output = html("> [!caution]\n>\n> 되돌릴 수 없습니다.\n") { $0.alertTitle = { _ in "주의" } }
        #expect(output.contains("</svg>주의</p>\n<p>되돌릴 수 없습니다.</p>\n</div>"))
    }

    @Test(
        "shortcodes become emoji in text, not in code, URLs or unknown names",
        arguments: [
            (":tada: done :+1:", "<p>🎉 done 👍</p>\n"),
            (":thumbsup: and :-1:", "<p>👍 and 👎</p>\n"),
            ("`:tada:`", "<p><code>:tada:</code></p>\n"),
            ("https://example.com/:tada:/", "<p><a href=\"https://example.com/:tada:/\">https://example.com/:tada:/</a></p>\n"),
            ("[:tada: party](x.md)", "<p><a href=\"x.md\">🎉 party</a></p>\n"),
            ("10:30:00 and :not_an_emoji_name:", "<p>10:30:00 and :not_an_emoji_name:</p>\n"),
            ("::tada::", "<p>:🎉:</p>\n"),
        ])
    func emoji(_ markdown: String, _ expected: String) {
        #expect(html(markdown) == expected)
    }

    @Test("shortcodes can be turned off")
    func emojiOff() {
        #expect(html(":tada:") { $0.emojiShortcodes = false } == "<p>:tada:</p>\n")
    }

    @Test("the table holds GitHub's names, generated rather than typed")
    func table() {
        #expect(EmojiShortcodes.emoji(named: "tada") == "🎉")
        #expect(EmojiShortcodes.emoji(named: "+1") == "👍")
        #expect(EmojiShortcodes.emoji(named: "rocket") == "🚀")
        #expect(EmojiShortcodes.characters.count > 1500)
    }
}
