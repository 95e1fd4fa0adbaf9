import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// Script payloads in every place input reaches a page come out as text.
///
/// The HTML and SVG hold no element, event handler or URL from them. scripts/browser-test loads
/// the same fixture in Chromium; this checks the markup itself.
@Suite struct PayloadEscapingTests {
    static let hostileFileName = "\"><img src=x onerror=window.__xss='file'>.md"

    /// The payload fixture built with the model types, plus a page whose file name is a payload.
    private static func build() throws -> (TestSite, [String: String]) {
        let site = try TestSite(fixture: "PayloadSite")
        try site.write("---\ntitle: Named\n---\n# A file name\n", to: "Content/\(hostileFileName)")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [FixtureSite.repositoryRoot.appendingPathComponent("Sources/ComponentModels").path]
        let report = try site.build(overrides)
        #expect(!report.failed, "\(report.diagnostics)")
        var pages: [String: String] = [:]
        for (path, data) in try site.snapshotOutput() where path.hasSuffix(".html") || path.hasSuffix(".json") {
            pages[path] = String(decoding: data, as: UTF8.self)
        }
        return (site, pages)
    }

    @Test("no page holds a script element but the site's own assets, or an inline event handler")
    func noElementsFromInput() throws {
        let (site, pages) = try Self.build()
        defer { site.remove() }
        let htmlPages = pages.filter { $0.key.hasSuffix(".html") }
        #expect(htmlPages.count >= 5)
        for (path, html) in htmlPages {
            for tag in MarkupTags.all(in: html) {
                // The 404 page's one inline script sets its `<base>` (`NotFoundPage.baseScript`).
                if tag.name == "script", !(path == "404.html" && tag.attributes["src"] == nil) {
                    #expect(
                        tag.attributes["src"].map { $0.hasSuffix(".js") && $0.contains("assets/") } == true, "\(path): \(tag)")
                }
                let handlers = tag.attributes.keys.filter { $0.hasPrefix("on") }
                #expect(handlers.isEmpty, "\(path): \(tag)")
                #expect(!["iframe", "object", "embed", "foreignobject", "base", "form"].contains(tag.name), "\(path): \(tag)")
                for key in ["href", "src", "xlink:href", "action"] {
                    guard let value = tag.attributes[key] else { continue }
                    let scheme = value.lowercased().filter { !$0.isWhitespace && ($0.asciiValue ?? 0x20) >= 0x20 }
                    let unsafe = ["javascript:", "vbscript:", "data:text", "data:image/svg"].contains { scheme.hasPrefix($0) }
                    #expect(!unsafe, "\(path): \(tag)")
                }
            }
        }
    }

    @Test("a quote followed by a combining mark is escaped in every template value, page and preview alike")
    func combiningMarkAfterQuote() throws {
        let site = try TestSite(fixture: "PayloadSite")
        defer { site.remove() }
        // A quote and U+0301 are one Character; escaping by characters would leave the quote.
        let payload = "en\"\u{301} onload=window.__xss=1 x=\"\u{301}"
        try site.write(
            "---\ntitle: 'Mark\"\u{301} onfocus=x'\nlang: '\(payload)'\ndescription: '\(payload)'\n---\n# Marked\n",
            to: "Content/marked.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [FixtureSite.repositoryRoot.appendingPathComponent("Sources/ComponentModels").path]
        let report = try site.build(overrides)
        #expect(!report.failed, "\(report.diagnostics)")
        let html = try site.read("marked.html")
        let escaped = "<html lang=\"en&quot;\u{301} onload=window.__xss=1"
        let bare = "\"\u{301}"
        #expect(html.contains(escaped))
        #expect(!html.contains(bare))
        for tag in MarkupTags.all(in: html) {
            #expect(!tag.attributes.keys.contains { $0.hasPrefix("on") }, "\(tag)")
        }
    }

    @Test("payloads are shown as escaped text where they were written")
    func escapedForms() throws {
        let (site, pages) = try Self.build()
        defer { site.remove() }
        let home = try #require(pages["index.html"])
        // Raw HTML is sanitized: a script element is dropped with its text (a separate Markdown
        // node between the inline tags), an image keeps only its safe attributes.
        #expect(home.contains("Heading  and <img src=\"x\"><a class=\"heading-anchor\""))
        #expect(home.contains("content=\"&quot;&gt;&lt;img src=x onerror=&quot;window.__xss=`description`&quot;&gt;\""))
        #expect(home.contains("<html lang=\"en&quot; onmouseover=&quot;window.__xss=`lang`\">"))
        #expect(home.contains("Raw HTML, sanitized:  and\n<img src=\"x\"> and <a>raw</a>."))
        #expect(!home.contains("block-script"))
        #expect(home.contains("<a href=\"\">plain</a>"))
        // As cmark-gfm writes them: `'` cannot end a double-quoted value, so it is left as it is.
        #expect(home.contains("title=\"t&quot; onmouseover=&quot;window.__xss='link-title'\""))
        #expect(home.contains("alt=\"alt&quot; onerror=&quot;window.__xss='alt'\""))
        #expect(home.contains("&lt;script&gt;window.__xss='fenced'&lt;/script&gt;"))
        #expect(home.contains("window.__xss='swift'&lt;/script&gt;"))
        #expect(home.contains("window.__xss='json'&lt;/script&gt;"))
        let diagrams = try #require(pages["guides/diagrams.html"])
        #expect(diagrams.contains("<title>&lt;/title&gt;&lt;script&gt;window.__xss=&quot;diagram-title&quot;&lt;/script&gt; · "))
        #expect(diagrams.contains("<li>&lt;script&gt;window.__xss=&#39;tag&#39;&lt;/script&gt;</li>"))
        // Front matter is data, never a template: its braces are printed, not rendered.
        #expect(diagrams.contains("<li>{{site.title}}</li>"))
        #expect(diagrams.contains("&lt;img src=x onerror=window.__xss=&#39;flow-label&#39;&gt;"))
        #expect(!diagrams.lowercased().contains("javascript:window.__xss='click"))
        let named = try #require(pages.first { $0.key.hasPrefix("\"") }?.value)
        #expect(named.contains("&lt;img src=x onerror=window.__xss=&#39;file&#39;&gt;"))
    }

    @Test("the tag reader finds handlers and scripts, so the checks above can fail")
    func tagReader() {
        let tags = MarkupTags.all(in: "a &lt;b&gt; <img alt=\"x > y\" src=x onerror='go()'><script>run()</script>")
        #expect(tags.map(\.name) == ["img", "script"])
        #expect(tags.first?.attributes["onerror"] == "go()")
        #expect(tags.first?.attributes["alt"] == "x > y")
    }
}
