import Foundation
import Testing

@testable import DocGenMarkdown

@Suite struct HTMLRendererTests {
    private func html(_ markdown: String, configure: (inout HTMLRenderer) -> Void = { _ in }) -> String {
        var renderer = HTMLRenderer()
        configure(&renderer)
        return renderer.render(MarkdownParser.parse(markdown))
    }

    @Test("GFM tables become tables with aligned cells")
    func tables() {
        let output = html("| a | b |\n|:-|-:|\n| 1 | 2 |\n")
        #expect(output.contains("<table>"))
        #expect(output.contains("<th align=\"left\">a</th>"))
        #expect(output.contains("<td align=\"right\">2</td>"))
    }

    @Test("a symbol link is code as GitHub shows it, or the text the renderer is given for it")
    func symbolLinks() {
        let markdown = "Call ``Store/send(_:)`` or `Store/send(_:)`, or `` `tick` ``.\n"
        #expect(
            html(markdown)
                == "<p>Call <code>Store/send(_:)</code> or <code>Store/send(_:)</code>, or <code>`tick`</code>.</p>\n")
        let named = html(markdown) { $0.symbolText = { $0.split(separator: "/").last.map(String.init) } }
        // Only the double-backtick span is a symbol link; the single one shows what it says.
        #expect(named == "<p>Call <code>send(_:)</code> or <code>Store/send(_:)</code>, or <code>`tick`</code>.</p>\n")
        #expect(MarkdownParser.parse(markdown).symbolLinks.map(\.path) == ["Store/send(_:)"])
    }

    @Test("strikethrough, autolinks and task lists render as GitHub does")
    func gfmInlines() {
        let output = html("~~old~~ https://example.com\n\n- [x] done\n- [ ] todo\n")
        #expect(output.contains("<del>old</del>"))
        #expect(output.contains("<a href=\"https://example.com\">https://example.com</a>"))
        // Each box is named by its item's text, for assistive technology.
        #expect(output.contains("<input type=\"checkbox\" checked=\"\" aria-label=\"done\" disabled=\"\" /> done"))
        #expect(output.contains("<input type=\"checkbox\" aria-label=\"todo\" disabled=\"\" /> todo"))
    }

    @Test(
        "a task box's name is its item's text with spaces collapsed",
        arguments: [
            ("ship it", "ship it"), ("ship *the*\n  card", "ship the card"), ("배너  정리", "배너 정리"),
            ("`a`\u{2003}b", "a b"),
        ])
    func taskLabel(item: String, label: String) {
        #expect(html("- [ ] \(item)\n").contains("aria-label=\"\(label)\""))
    }

    @Test("footnotes are numbered by first reference, named by label and link both ways")
    func footnotes() {
        let output = html("A[^x] and again[^x] then[^y].\n\n[^y]: Why.\n[^x]: Ex.\n")
        #expect(output.contains("<a href=\"#fn-x\" id=\"fnref-x\" data-footnote-ref>1</a>"))
        #expect(output.contains("<a href=\"#fn-x\" id=\"fnref-x-2\" data-footnote-ref>1</a>"))
        #expect(output.contains("<a href=\"#fn-y\" id=\"fnref-y\" data-footnote-ref>2</a>"))
        #expect(output.contains("<li id=\"fn-x\">\n<p>Ex. <a href=\"#fnref-x\""))
        #expect(output.contains("<a href=\"#fnref-x-2\""))
        #expect(output.contains("<li id=\"fn-y\">\n<p>Why. <a href=\"#fnref-y\""))
    }

    @Test("raw HTML is escaped unless the site allows it, and then only GitHub's filtered tags are")
    func rawHTML() {
        let markdown = "<script>alert(1)</script>\n\nText <b onclick=\"x()\">bold</b>\n"
        let escaped = html(markdown)
        #expect(!escaped.contains("<script>"))
        #expect(escaped.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(escaped.contains("&lt;b onclick=&quot;x()&quot;&gt;"))
        let allowed = html(markdown) { $0.rawHTML = .tagFiltered }
        #expect(allowed.contains("&lt;script>alert(1)&lt;/script>"))
        #expect(allowed.contains("<b onclick=\"x()\">bold</b>"))
    }

    @Test(
        "dangerous link and image URLs are dropped",
        arguments: [
            "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "vbscript:x",
            "data:text/html;base64,PHNjcmlwdD4=",
        ])
    func dangerousURLs(url: String) {
        let output = html("[a](<\(url)>) ![b](<\(url)>)\n")
        #expect(output.contains("<a href=\"\">a</a>"))
        #expect(output.contains("<img src=\"\" alt=\"b\""))
    }

    @Test("safe data image URLs are kept")
    func safeDataImage() {
        #expect(html("![p](data:image/png;base64,AAAA)\n").contains("src=\"data:image/png;base64,AAAA\""))
    }

    @Test("headings carry their anchor id and a self link")
    func headingIDs() {
        let output = html("## 제약사항\n")
        #expect(output.contains("<h2 id=\"제약사항\">제약사항<a class=\"heading-anchor\" href=\"#제약사항\""))
    }

    @Test("code blocks name their language and escape their text, unless a hook replaces them")
    func codeBlocks() {
        let markdown = "```swift\nlet a = \"<b>\"\n```\n\n```mermaid\ngraph TD\n```\n"
        let output = html(markdown) { renderer in
            renderer.writeCodeBlock = { block, html in
                guard block.language == "mermaid" else { return false }
                html.raw("<svg></svg>\n")
                return true
            }
        }
        #expect(
            output.contains("<pre tabindex=\"0\"><code class=\"language-swift\">let a = &quot;&lt;b&gt;&quot;\n</code></pre>"))
        #expect(output.contains("<svg></svg>"))
        #expect(!output.contains("graph TD"))
    }

    @Test("the URL hook rewrites link destinations")
    func urlHook() {
        let output = html("[Banner](banner.md#x)\n") { renderer in
            renderer.resolveURL = { link, _ in link.destination.replacingOccurrences(of: ".md", with: ".html") }
        }
        #expect(output.contains("<a href=\"banner.html#x\">Banner</a>"))
    }

    @Test("tight lists have no paragraphs and loose lists do")
    func listTightness() {
        #expect(html("- a\n- b\n") == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n")
        #expect(html("- a\n\n- b\n") == "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
    }
}
