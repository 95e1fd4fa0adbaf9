import Testing

@testable import DocGenMarkdown

/// MkDocs admonitions read as GitHub's alerts, every line and column kept in place.
@Suite struct AdmonitionTests {
    private func html(_ markdown: String) -> String {
        HTMLRenderer().render(MarkdownParser.parse(Admonitions.process(markdown) ?? markdown))
    }

    @Test(
        "an admonition renders as the alert of its kind, titled by its own title or its type",
        arguments: [
            ("!!! tip\n    Body.\n", #"<div class="markdown-alert markdown-alert-tip">"#, "</svg>Tip</p>"),
            ("!!! warning \"Mind the gap\"\n\tBody.\n", "markdown-alert-warning", "</svg>Mind the gap</p>"),
            ("!!! info\n    Body.\n", "markdown-alert-note", "</svg>Info</p>"),
            ("!!! danger\n    Body.\n", "markdown-alert-caution", "</svg>Danger</p>"),
            ("!!! note:\n    Body.\n", "markdown-alert-note", "</svg>Note</p>"),
            ("??? note \"More\"\n    Body.\n", #"<details class="markdown-alert markdown-alert-note">"#, "</svg>More</summary>"),
            ("???+ tip\n    Body.\n", #"<details class="markdown-alert markdown-alert-tip" open>"#, "</svg>Tip</summary>"),
        ])
    func admonition(markdown: String, opening: String, title: String) {
        let output = html(markdown)
        #expect(output.contains(opening), "\(output)")
        #expect(output.contains(title), "\(output)")
        #expect(output.contains("<p>Body.</p>"), "\(output)")
        #expect(!output.contains("!!!") && !output.contains("???") && !output.contains("docgen-admonition"))
    }

    @Test("an empty title shows no title line")
    func emptyTitle() {
        let output = html("!!! note \"\"\n    Body.\n")
        #expect(output == "<div class=\"markdown-alert markdown-alert-note\">\n<p>Body.</p>\n</div>\n")
    }

    @Test(
        "text that only looks like an admonition stays as written",
        arguments: [
            "!!! tip\nNot indented.\n", "```\n!!! tip\n    in code\n```\n", "Say !!! tip\n    indented\n",
            "!!! tip \"open quote\n    Body.\n", "!!!tip\n    Body.\n",
        ])
    func notAnAdmonition(_ markdown: String) {
        #expect(Admonitions.process(markdown) == nil)
    }

    @Test("lines and the columns of indented content keep their places")
    func positions() throws {
        let markdown = "# T\n\n!!! warning\n    Text.\n\n    ```swift\n    let x = 1\n    ```\n\nAfter.\n"
        let processed = try #require(Admonitions.process(markdown))
        let before = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let after = processed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        #expect(after[6] == ">   let x = 1")
        #expect(after[9] == "After.")
    }
}
