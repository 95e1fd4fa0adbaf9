import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct SiteBuildTests {
    @Test("a build writes one page per content document, with drafts left out")
    func writesEveryPage() throws {
        let site = try TestSite()
        defer { site.remove() }
        let report = try site.build()
        #expect(!report.failed)
        #expect(report.pageCount == 6)
        let files = try site.snapshotOutput().keys.sorted()
        #expect(files.contains("index.html"))
        #expect(files.contains("components/index.html"))
        #expect(files.contains("components/header.html"))
        #expect(files.contains("components/Banner/index.html"))
        #expect(files.contains("guides/style.html"))
        #expect(files.contains("images/pixel.png"))
        #expect(files.contains("assets/style.css"))
        #expect(!files.contains("components/draft.html"))
    }

    @Test("the Korean page declares its language and its in-page links resolve to heading ids")
    func koreanPage() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        let html = try site.read("components/Banner/index.html")
        #expect(html.contains("<html lang=\"ko\">"))
        #expect(html.contains("<a href=\"#제약사항\">제약사항</a>"))
        #expect(html.contains("<h2 id=\"제약사항\">"))
        #expect(html.contains("<a href=\"../header.html#usage\">"))
    }

    @Test("links to Markdown files become relative links to the built pages")
    func linkRewriting() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        let home = try site.read("index.html")
        #expect(home.contains("<a href=\"components/header.html\">header</a>"))
        // Percent-encoded as GitHub writes URLs; browsers decode the fragment to find `제약사항`.
        #expect(home.contains("<a href=\"components/Banner/index.html#%EC%A0%9C%EC%95%BD%EC%82%AC%ED%95%AD\">banner</a>"))
        #expect(home.contains("<a href=\"guides/index.html\">guides</a>"))
        let style = try site.read("guides/style.html")
        #expect(style.contains("<a href=\"../index.html\">home</a>"))
        #expect(style.contains("<a href=\"../components/index.html\">components</a>"))
    }

    @Test("the fixture site has no broken links and GFM renders as HTML")
    func gfmAndLinks() throws {
        let site = try TestSite()
        defer { site.remove() }
        let report = try site.build()
        #expect(report.diagnostics.filter { $0.rule.hasPrefix("link") }.isEmpty)
        let home = try site.read("index.html")
        #expect(home.contains("<table>"))
        #expect(home.contains("<del>beta</del>"))
        let header = try site.read("components/header.html")
        #expect(header.contains("class=\"task-list-item\""))
        #expect(header.contains("<section class=\"footnotes\""))
        #expect(header.contains("<h2 id=\"usage-1\">"))
        #expect(header.contains("<img src=\"../images/pixel.png\" alt=\"Preview\""))
    }

    @Test("raw HTML in Markdown is sanitized by default: a script is removed with its content")
    func rawHTMLSanitized() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        let html = try site.read("components/Banner/index.html")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("raw html is escaped"))
    }

    @Test("two builds of the same input are byte-identical")
    func deterministic() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        let first = try site.snapshotOutput()
        try site.build()
        let second = try site.snapshotOutput()
        #expect(first == second)
    }

    @Test("a broken template fails the build and leaves the previous site untouched")
    func brokenTemplateKeepsPreviousSite() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        let before = try site.snapshotOutput()
        try site.write("{{#page}}unclosed section", to: "Templates/page.mustache")
        let report = try site.build()
        #expect(report.failed)
        #expect(!report.wroteSite)
        let error = try #require(report.diagnostics.first { $0.rule == "template-syntax" })
        #expect(error.location?.file == "Templates/page.mustache")
        #expect(try site.snapshotOutput() == before)
    }

    @Test("a broken link is a warning in compiler form with its line and column")
    func brokenLinkWarning() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# Broken\n\nSee [home](/Documentation/Banner/Home.md).\n", to: "Content/guides/broken.md")
        let report = try site.build()
        let warning = try #require(report.diagnostics.first { $0.rule == "link-target" })
        #expect(
            warning.description
                == "Content/guides/broken.md:3:5: warning: link target not found: '/Documentation/Banner/Home.md' [link-target]")
        #expect(report.wroteSite)
    }

    @Test("two pages that map to one output path are an error")
    func outputCollision() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# Upper\n", to: "Content/guides/Style.md")
        let report = try site.build()
        #expect(report.diagnostics.contains { $0.rule == "output-collision" && $0.severity == .error })
        #expect(!report.wroteSite)
    }

    @Test("drafts are built when asked for")
    func draftsOnRequest() throws {
        let site = try TestSite()
        defer { site.remove() }
        let report = try site.build(.init(includeDrafts: true))
        #expect(report.pageCount == 7)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("components/draft.html").path))
    }

    @Test("a folder docgen did not write is never replaced")
    func refusesForeignOutputFolder() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("precious", to: "_site/notes.txt")
        #expect(throws: ConfigurationError.self) { try site.build() }
        #expect(try String(contentsOf: site.output.appendingPathComponent("notes.txt"), encoding: .utf8) == "precious")
    }

    @Test("the previous site's stray files disappear on rebuild")
    func staleFilesRemoved() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guides/style.md"))
        try site.write("# Guides\n", to: "Content/guides/index.md")
        try site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("guides/style.html").path))
    }
}

@Suite struct SiteExtrasTests {
    @Test("a 404 page is written with links that work from any depth")
    func notFoundPage() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build(.init(baseURL: "https://docs.example.com/ui/"))
        let page = try site.read("404.html")
        #expect(page.contains("Page not found"))
        #expect(page.contains("href=\"/ui/assets/style.css\""))
        #expect(page.contains("href=\"/ui/index.html\""))
    }

    @Test("a team's own 404.html in the content folder is the site's 404 page")
    func ownNotFoundPage() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("<!doctype html><title>Lost</title><p>Ours.</p>\n", to: "Content/404.html")
        let report = try site.build()
        #expect(report.wroteSite)
        #expect(try site.read("404.html") == "<!doctype html><title>Lost</title><p>Ours.</p>\n")
        #expect(!report.diagnostics.contains { $0.rule == "output-collision" })
    }

    @Test("file names in the 404 page's links and canonical URLs are percent-encoded")
    func encodedLinks() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# Odd\n", to: "Content/a b\"c.md")
        try site.build(.init(baseURL: "https://docs.example.com/ui/"))
        #expect(try site.read("404.html").contains("href=\"/ui/a%20b%22c.html\""))
        #expect(
            try site.read("a b\"c.html").contains("<link rel=\"canonical\" href=\"https://docs.example.com/ui/a%20b%22c.html\">"))
    }

    @Test("pages carry Open Graph tags when a base URL is set")
    func openGraph() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build(.init(baseURL: "https://docs.example.com/ui/"))
        let page = try site.read("components/header.html")
        #expect(page.contains("<meta property=\"og:url\" content=\"https://docs.example.com/ui/components/header.html\">"))
        #expect(page.contains("<meta property=\"og:description\" content=\"A promotional header.\">"))
    }

    @Test("an image without alt text is a warning at the image")
    func imageAlt() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# Pictures\n\n![](../images/pixel.png)\n", to: "Content/guides/pictures.md")
        let report = try site.build()
        let warning = try #require(report.diagnostics.first { $0.rule == "image-alt" })
        #expect(warning.location?.line == 3)
        #expect(warning.location?.column == 1)
    }

    @Test("Swift and JSON code is highlighted at build time")
    func highlighting() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# Code\n\n```swift\nlet x = 1\n```\n\n```json\n{\"a\": true}\n```\n", to: "Content/guides/code.md")
        try site.build()
        let page = try site.read("guides/code.html")
        #expect(page.contains("<span class=\"hk\">let</span>"))
        #expect(page.contains("<span class=\"hp\">\"a\"</span>"))
    }

    @Test("a Mermaid block becomes inline SVG, and a broken one shows its source and error")
    func diagrams() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write(
            "# Flow\n\n```mermaid\ngraph LR\n  a --> b\n```\n\n```mermaid\ngraph TD\n  a[unclosed\n```\n",
            to: "Content/guides/flow.md")
        let report = try site.build()
        #expect(report.wroteSite)
        #expect(report.diagnostics.contains { $0.severity == .error && $0.rule.hasPrefix("mermaid") && $0.location?.line == 10 })
        let page = try site.read("guides/flow.html")
        #expect(page.contains("<figure class=\"diagram\">"))
        #expect(page.contains("<svg"))
        #expect(page.contains("class=\"diagram-error\""))
        #expect(page.contains("a[unclosed"))
    }
}
