import Testing

@testable import DocGenMarkdown

/// One Markdown snippet and the HTML docgen must write for it: what cmark-gfm's own HTML renderer
/// writes for the same parse, with docgen's additions (heading ids, table wrappers, lazy images,
/// task-list classes, accessible names and focusable scrollers, documented in docs/content.md).
struct GFMCase: Sendable, CustomTestStringConvertible {
    let name: String
    let markdown: String
    let html: String
    var rawHTML = false

    init(_ name: String, markdown: String, html: String, rawHTML: Bool = false) {
        self.name = name
        self.markdown = markdown
        self.html = html
        self.rawHTML = rawHTML
    }

    var testDescription: String { name }
}

/// Where docgen's HTML used to differ from GitHub's: URL encoding, repeated footnotes, alt text,
/// the tag filter, table alignment, task boxes and code languages.
@Suite struct GFMParityTests {
    @Test(
        "docgen writes the HTML cmark-gfm writes",
        arguments: [
            GFMCase(
                "a space in a destination is percent-encoded",
                markdown: "[Getting started](<guides/getting started.md>)\n",
                html: "<p><a href=\"guides/getting%20started.md\">Getting started</a></p>\n"),
            GFMCase(
                "a backslash in a destination is percent-encoded",
                markdown: "[Share](C:\\shared)\n",
                html: "<p><a href=\"C:%5Cshared\">Share</a></p>\n"),
            GFMCase(
                "non-ASCII in a destination is percent-encoded byte by byte",
                markdown: "[배너](배너.md#제약사항)\n",
                html: "<p><a href=\"%EB%B0%B0%EB%84%88.md#%EC%A0%9C%EC%95%BD%EC%82%AC%ED%95%AD\">배너</a></p>\n"),
            GFMCase(
                "ampersand and apostrophe in a destination become entities",
                markdown: "[Query](https://example.com/?kind=card&owner=it's)\n",
                html: "<p><a href=\"https://example.com/?kind=card&amp;owner=it&#x27;s\">Query</a></p>\n"),
            GFMCase(
                "an escaped destination is not escaped again",
                markdown: "[Encoded](card%20list.md)\n",
                html: "<p><a href=\"card%20list.md\">Encoded</a></p>\n"),
            GFMCase(
                "image sources are percent-encoded too",
                markdown: "![Card preview](<previews/card one.png>)\n",
                html: "<p><img src=\"previews/card%20one.png\" alt=\"Card preview\" loading=\"lazy\" /></p>\n"),
            GFMCase(
                "autolinks keep their text and encode their address",
                markdown: "See https://example.com/카드 today\n",
                html: "<p>See <a href=\"https://example.com/%EC%B9%B4%EB%93%9C\">https://example.com/카드</a> today</p>\n"),
            GFMCase(
                "a footnote referenced twice gets two numbered links back",
                markdown: "Tap[^tap] and tap again[^tap].\n\n[^tap]: A short press.\n",
                html:
                    "<p>Tap<sup class=\"footnote-ref\"><a href=\"#fn-tap\" id=\"fnref-tap\" data-footnote-ref>1</a></sup> and tap again<sup class=\"footnote-ref\"><a href=\"#fn-tap\" id=\"fnref-tap-2\" data-footnote-ref>1</a></sup>.</p>\n<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-tap\">\n<p>A short press. <a href=\"#fnref-tap\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a> <a href=\"#fnref-tap-2\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">2</sup></a></p>\n</li>\n</ol>\n</section>\n"
            ),
            GFMCase(
                "references are numbered in source order, also when a note before the text holds one",
                markdown:
                    "[^tip]: Compare with the size[^size].\n\nSet the size[^size] and read the tip[^tip].\n\n[^size]: In points.\n",
                html:
                    "<p>Set the size<sup class=\"footnote-ref\"><a href=\"#fn-size\" id=\"fnref-size-2\" data-footnote-ref>1</a></sup> and read the tip<sup class=\"footnote-ref\"><a href=\"#fn-tip\" id=\"fnref-tip\" data-footnote-ref>2</a></sup>.</p>\n<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-size\">\n<p>In points. <a href=\"#fnref-size\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a> <a href=\"#fnref-size-2\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">2</sup></a></p>\n</li>\n<li id=\"fn-tip\">\n<p>Compare with the size<sup class=\"footnote-ref\"><a href=\"#fn-size\" id=\"fnref-size\" data-footnote-ref>1</a></sup>. <a href=\"#fnref-tip\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a></p>\n</li>\n</ol>\n</section>\n"
            ),
            GFMCase(
                "a reference in alt text is not shown but counts among the footnote's references",
                markdown: "![Card [^src]](card.png) from the kit[^src].\n\n[^src]: The design kit.\n",
                html:
                    "<p><img src=\"card.png\" alt=\"Card \" loading=\"lazy\" /> from the kit<sup class=\"footnote-ref\"><a href=\"#fn-src\" id=\"fnref-src-2\" data-footnote-ref>1</a></sup>.</p>\n<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-src\">\n<p>The design kit. <a href=\"#fnref-src\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a> <a href=\"#fnref-src-2\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">2</sup></a></p>\n</li>\n</ol>\n</section>\n"
            ),
            GFMCase(
                "footnote ids use the label, percent-encoded",
                markdown: "See the note[^참고].\n\n[^참고]: Read this.\n",
                html:
                    "<p>See the note<sup class=\"footnote-ref\"><a href=\"#fn-%EC%B0%B8%EA%B3%A0\" id=\"fnref-%EC%B0%B8%EA%B3%A0\" data-footnote-ref>1</a></sup>.</p>\n<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-%EC%B0%B8%EA%B3%A0\">\n<p>Read this. <a href=\"#fnref-%EC%B0%B8%EA%B3%A0\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a></p>\n</li>\n</ol>\n</section>\n"
            ),
            GFMCase(
                "a footnote ending in code gets its link back after the block",
                markdown: "Setup[^cfg]\n\n[^cfg]:\n    let size = 12\n",
                html:
                    "<p>Setup<sup class=\"footnote-ref\"><a href=\"#fn-cfg\" id=\"fnref-cfg\" data-footnote-ref>1</a></sup></p>\n<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-cfg\">\n<p>let size = 12 <a href=\"#fnref-cfg\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a></p>\n</li>\n</ol>\n</section>\n"
            ),
            GFMCase(
                "raw HTML in alt text is kept as text",
                markdown: "![A <b>bold</b> banner](banner.png)\n",
                html: "<p><img src=\"banner.png\" alt=\"A &lt;b&gt;bold&lt;/b&gt; banner\" loading=\"lazy\" /></p>\n"),
            GFMCase(
                "line breaks and code in alt text become plain text",
                markdown: "![Two\nlines with `code`](two.png)\n",
                html: "<p><img src=\"two.png\" alt=\"Two lines with code\" loading=\"lazy\" /></p>\n"),
            GFMCase(
                "apostrophes in titles are written as they are",
                markdown: "[Banner](banner.md \"The banner's title\")\n",
                html: "<p><a href=\"banner.md\" title=\"The banner's title\">Banner</a></p>\n"),
            GFMCase(
                "the tag filter escapes a style block",
                markdown: "<style>\n.banner { color: red }\n</style>\n",
                html: "&lt;style>\n.banner { color: red }\n&lt;/style>\n", rawHTML: true),
            GFMCase(
                "the tag filter escapes inline tags and keeps others",
                markdown: "Type in a <textarea> or a <b>bold</b> box.\n",
                html: "<p>Type in a &lt;textarea> or a <b>bold</b> box.</p>\n", rawHTML: true),
            GFMCase(
                "the tag filter ignores case and catches self-closing tags",
                markdown: "An <IFRAME/> and a <scripts> tag.\n",
                html: "<p>An &lt;IFRAME/> and a <scripts> tag.</p>\n", rawHTML: true),
            GFMCase(
                "the tag filter leaves closing tags of other names alone",
                markdown: "<div>\n</Title >\n</div>\n",
                html: "<div>\n&lt;/Title >\n</div>\n", rawHTML: true),
            GFMCase(
                "table columns are aligned with the align attribute",
                markdown: "| Name | Size |\n|:--|--:|\n| Card | 12 |\n",
                html:
                    "<div class=\"table-wrapper\" tabindex=\"0\"><table>\n<thead>\n<tr>\n<th align=\"left\">Name</th>\n<th align=\"right\">Size</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"left\">Card</td>\n<td align=\"right\">12</td>\n</tr>\n</tbody>\n</table></div>\n"
            ),
            GFMCase(
                "checked task boxes list checked before disabled",
                markdown: "- [x] Ship the card\n- [ ] Write its docs\n",
                html:
                    "<ul class=\"task-list\">\n<li class=\"task-list-item\"><input type=\"checkbox\" checked=\"\" aria-label=\"Ship the card\" disabled=\"\" /> Ship the card</li>\n<li class=\"task-list-item\"><input type=\"checkbox\" aria-label=\"Write its docs\" disabled=\"\" /> Write its docs</li>\n</ul>\n"
            ),
            GFMCase(
                "a code block's language class keeps the info string's case",
                markdown: "```Swift title\nlet size = 12\n```\n",
                html: "<pre tabindex=\"0\"><code class=\"language-Swift\">let size = 12\n</code></pre>\n"),
        ])
    func rendersAsGitHub(_ example: GFMCase) {
        var renderer = HTMLRenderer()
        if example.rawHTML { renderer.rawHTML = .tagFiltered }
        #expect(renderer.render(MarkdownParser.parse(example.markdown)) == example.html)
    }
}
