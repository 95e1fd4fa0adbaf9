import DocGenMarkdown
import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenHTML

/// Raw HTML in Markdown, sanitized node by node as the renderer meets it.
@Suite("Raw HTML in Markdown")
struct MarkdownRawHTMLTests {
    private static let snapshots = SnapshotFolder(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots"))

    /// Renders Markdown with the sanitizing filter; links to `.md` files become `.html`, as the site's link step makes them.
    static func render(_ markdown: String) -> String {
        var renderer = HTMLRenderer()
        renderer.rawHTML = .filtered(
            SanitizingHTMLFilter { url, _ in
                url.replacingOccurrences(of: ".md", with: ".html")
            })
        return renderer.render(MarkdownParser.parse(markdown))
    }

    /// Hostile raw HTML in a page: nothing that runs may come out, and no end tag may close
    /// more than the HTML opened.
    static let hostile: [String] = [
        "<script>alert(1)</script>\n",
        "Text <script>alert(1)</script> inline.\n",
        "<img src=x onerror=alert(1)>\n",
        "An <img src=x onerror=alert(1)> inline.\n",
        "<a href=\"javascript:alert(1)\">x</a>\n",
        "A [link](<x>) and <a href=\"JaVaScRiPt:alert(1)\">x</a>.\n",
        "<a href=\"jav&#x61;script:alert(1)\">x</a>\n",
        "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">x</a>\n",
        "<a href=\"java&colon;script:alert(1)\">x</a>\n",
        "<a href=\"vbscript:msgbox(1)\">x</a>\n",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>\n",
        "<svg><script>alert(1)</script></svg>\n",
        "<svg onload=alert(1)>\n\nMarkdown between\n\n</svg>\n",
        "<iframe src=\"https://evil.example\"></iframe>\n",
        "<iframe srcdoc=\"<script>alert(1)</script>\">\n",
        "<style>body { display: none }</style>\n",
        "<p style=\"position:fixed;top:0\">cover</p>\n",
        "<div onclick=\"alert(1)\">\n\n**bold**\n\n</div>\n",
        "<details ontoggle=alert(1) open>\n<summary>x</summary>\n\ny\n\n</details>\n",
        "</div></div></main><script>alert(1)</script>\n",
        "- item <b>unclosed\n- next\n",
        "> <div>opened in a quote\n\nafter the quote\n",
        "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">\n",
        "<picture><source srcset=\"javascript:alert(1) 2x\"><img src=\"a.png\" alt=\"a\"></picture>\n",
        "<object data=\"x.swf\"></object><embed src=\"x.swf\">\n",
        "<form action=\"https://evil.example\"><input name=p><button>go</button></form>\n",
        "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example\">\n",
        "<base href=\"https://evil.example/\">\n",
        "<!-- <script>alert(1)</script> -->\n",
        "<textarea><script>alert(1)</script></textarea>\n",
        "<a href=\" javascript:alert(1)\">x</a>\n",
        "<img src=\"jav\tascript:alert(1)\">\n",
        "<scr<script>ipt>alert(1)</script>\n",
        "<math><mtext><script>alert(1)</script></mtext></math>\n",
        "<a href=\"https://ok.example\" target=_blank rel=opener>x</a>\n",
        "<img src=x\n",
    ]

    @Test("hostile raw HTML leaves nothing that runs and closes nothing it did not open", arguments: hostile)
    func hostileInput(_ markdown: String) {
        let html = Self.render(markdown)
        let lowered = html.lowercased()
        for forbidden in [
            "<script", "<svg", "<iframe", "<object", "<embed", "<math", "<style", "<meta", "<base", "<form", "<button",
            "<input", "<textarea", "javascript:", "vbscript:", "data:text", "data:image/svg", "style=", "target=",
        ] {
            #expect(!lowered.contains(forbidden), "\(markdown) → \(html)")
        }
        #expect(lowered.range(of: #"<[^>]*\son[a-z]+\s*="#, options: .regularExpression) == nil, "\(markdown) → \(html)")
        for element in ["div", "main", "p", "b", "details", "li", "blockquote"] {
            let opened =
                lowered.components(separatedBy: "<\(element)>").count + lowered.components(separatedBy: "<\(element) ").count - 1
            let closed = lowered.components(separatedBy: "</\(element)>").count
            #expect(closed == opened, "'\(element)' opened \(opened - 1) and closed \(closed - 1) times: \(html)")
        }
    }

    static let kept: [(String, String)] = [
        ("Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.\n", "<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.</p>\n"),
        ("H<sub>2</sub>O and E=mc<sup>2</sup>\n", "<p>H<sub>2</sub>O and E=mc<sup>2</sup></p>\n"),
        (
            "<p align=\"center\"><img src=\"images/logo.png\" width=\"120\" alt=\"Logo\" class=\"hero\"></p>\n",
            "<p align=\"center\"><img src=\"images/logo.png\" width=\"120\" alt=\"Logo\"></p>"
        ),
        ("<!-- a note for writers -->\nText.\n", "\n<p>Text.</p>\n"),
        ("<a href=\"setup.md#install\">Setup</a>\n", "<p><a href=\"setup.html#install\">Setup</a></p>\n"),
        ("<a name=\"top\"></a>\n", "<p><a name=\"top\"></a></p>\n"),
        ("<div class=\"hero\" style=\"color: red\">\n\nHello\n\n</div>\n", "<div>\n<p>Hello</p>\n</div>"),
        ("Line one<br>line two\n", "<p>Line one<br>line two</p>\n"),
        ("1 < 2 & <b>3</b>\n", "<p>1 &lt; 2 &amp; <b>3</b></p>\n"),
        ("Before <script>alert(1)</script> after.\n", "<p>Before  after.</p>\n"),
        ("A <style>p { color: red }</style> and\nmore **text**.\n", "<p>A  and\nmore <strong>text</strong>.</p>\n"),
        (
            "An unclosed <svg> drops *the rest*\n\nof its paragraph only.\n",
            "<p>An unclosed </p>\n<p>of its paragraph only.</p>\n"
        ),
        (
            "<p>Ship it :rocket: <code>:tada:</code> &rarr; <a href=\"a.html?x=1&copy=2\">go</a></p>\n",
            "<p>Ship it 🚀 <code>:tada:</code> → <a href=\"a.html?x=1&amp;copy=2\">go</a></p>"
        ),
        (
            "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"dark.png 2x\"><img src=\"light.png\" alt=\"Chart\"></picture>\n",
            "<p><picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"dark.png 2x\"><img src=\"light.png\" alt=\"Chart\"></picture></p>\n"
        ),
    ]

    @Test("GitHub's raw HTML is kept, cleaned of what GitHub drops", arguments: kept)
    func keepsGitHubMarkup(_ markdown: String, _ expected: String) {
        let html = Self.render(markdown)
        #expect(html == expected || html == expected + "\n", "\(markdown) → \(html)")
    }

    @Test("a page of GitHub-flavoured Markdown renders as the golden file")
    func golden() {
        let markdown = """
            <p align="center">
              <img src="images/logo.png" alt="Logo" width="96" height="96">
            </p>

            # Toast :tada:

            Shortcodes :+1: stay text in `:tada:` code and in https://example.com/:tada:/ links.

            > [!NOTE]
            > Toasts disappear on their own.

            > [!warning]
            > Never show two at once.
            >
            > - one
            > - two

            > [!TIP] not a marker when text follows it

            <details>
            <summary>Every option (<kbd>JSON</kbd>)</summary>

            ```json
            { "duration": 3 }
            ```

            - an open <b>bold in a list

            </details>

            <div>
            never closed

            Last paragraph with <a href="guide.md">a link</a> and <img src=".attachments/toast.png" alt="Toast">.
            """
        Self.snapshots.assert(Self.render(markdown), named: "github-markdown.html")
    }
}
