import DocGenTemplates
import Foundation
import Testing

@Suite struct NavigationSiteTests {
    @Test(
        "every page is reachable from the home page by following links",
        arguments: ["NavigationSite", "ComponentSite", "CatalogSite"])
    func everyPageReachable(fixture: String) throws {
        let site = try TestSite(fixture: fixture)
        defer { site.remove() }
        try site.build()
        let reachability = SiteReachability(output: site.output)
        let missed = try reachability.pages().subtracting(reachability.reachable())
        #expect(missed.isEmpty, "not reachable from index.html: \(missed.sorted())")
    }

    @Test("every page of a team's site with models and a catalog is reachable from its home page")
    func teamSiteReachable() throws {
        let (output, _, root) = try TeamSiteTests.build()
        defer { try? FileManager.default.removeItem(at: root) }
        let reachability = SiteReachability(output: output)
        let missed = try reachability.pages().subtracting(reachability.reachable())
        #expect(missed.isEmpty, "not reachable from index.html: \(missed.sorted())")
        // Its components folder has no index.md: the home page lists its pages all the same.
        let home = try TeamSiteTests.read("index.html", in: output)
        #expect(home.contains(section("components/index.html", "Components", open: true)))
        #expect(home.contains("href=\"components/button.html\""))
    }

    @Test("a site without index.md gets a generated home page that lists its sections")
    func generatedHome() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        let report = try site.build()
        let home = try site.read("index.html")
        // The content is right without an index page, so docgen says what it did in a note.
        #expect(report.diagnostics.filter { $0.rule == "home-page" }.map(\.severity) == [.note])
        #expect(home.contains("<ul class=\"section-list\">"))
        #expect(home.contains("<li class=\"section-list-section\"><a href=\"iOS/index.html\">iOS</a></li>"))
        #expect(home.contains("<li><a href=\"about.html\">About</a></li>"))
        // The header and the breadcrumbs of a page link to the home page, which exists.
        let page = try site.read("iOS/Controls/Slider.html")
        #expect(page.contains("href=\"../../index.html\""))
    }

    @Test("a folder holding translations gets a section page in their language, listing them")
    func translatedSectionPage() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        try site.write("# Botón\n", to: "Content/iOS/Button.es.md")
        try site.build()
        let section = try site.read("iOS/index.es.html")
        #expect(section.contains("<html lang=\"es\""))
        #expect(section.contains("<li><a href=\"Button.es.html\">Botón</a></li>"))
        // No Spanish version: the page in the site's language.
        #expect(section.contains("<li class=\"section-list-section\"><a href=\"Controls/index.html\">Controls</a></li>"))
        // The home page, a folder above, has its Spanish version too; the English one is unchanged.
        #expect(try site.read("index.es.html").contains("<a href=\"iOS/index.es.html\">iOS</a>"))
        #expect(try site.read("iOS/index.html").contains("<li><a href=\"Button.html\">Button</a></li>"))
        // The Spanish page's sidebar leads to the Spanish section page.
        #expect(try site.read("iOS/Button.es.html").contains("href=\"index.es.html\""))
    }

    @Test("a folder without index.md gets a section page listing its pages and subsections")
    func generatedSectionPage() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        try site.build()
        let section = try site.read("iOS/index.html")
        #expect(section.contains("<h1>iOS</h1>"))
        #expect(section.contains("<li><a href=\"Button.html\">Button</a></li>"))
        #expect(section.contains("<li class=\"section-list-section\"><a href=\"Controls/index.html\">Controls</a></li>"))
        let controls = try site.read("iOS/Controls/index.html")
        #expect(
            controls.contains(
                "<li><a href=\"Slider.html\">Slider</a> <span class=\"section-list-description\">A slider that picks a value.</span></li>"
            ))
    }

    @Test(
        "a folder's title keeps its own case",
        arguments: [
            ("iOS", "iOS"), ("macOS", "macOS"), ("MigrationGuides", "MigrationGuides"),
            ("getting-started", "Getting started"),
        ])
    func folderTitles(folder: String, title: String) throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        try site.build()
        #expect(try site.read("about.html").contains("<a href=\"\(folder)/index.html\">\(title)</a>"))
    }

    @Test("the sidebar is the whole tree in <details>, open on the current page's path")
    func sidebarTree() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        try site.build()
        let page = try site.read("iOS/Controls/Slider.html")
        #expect(page.contains(section("../index.html", "iOS", open: true)))
        #expect(page.contains(section("index.html", "Controls", open: true)))
        #expect(page.contains("<a href=\"Slider.html\" aria-current=\"page\">Slider</a>"))
        // Closed sections still hold their pages, so a reader opens them in place.
        #expect(page.contains(section("../../macOS/index.html", "macOS")))
        #expect(page.contains("<a href=\"../../macOS/Window.html\">Window</a>"))
        // The home page opens the top-level sections.
        let home = try site.read("index.html")
        #expect(home.contains(section("iOS/index.html", "iOS", open: true)))
        #expect(home.contains("<a href=\"iOS/Button.html\">Button</a>"))
        #expect(home.contains(section("iOS/Controls/index.html", "Controls")))
    }

    @Test("a large site's sidebar lists only the open sections' pages; closed ones link to their page")
    func prunedSidebar() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        for number in 0...PageContext.fullSidebarLimit {
            try site.write("# Page \(number)\n", to: "Content/many/page-\(number).md")
        }
        try site.build()
        let page = try site.read("iOS/Button.html")
        #expect(page.contains("<a href=\"../many/index.html\">Many</a>"))
        #expect(!page.contains("page-0.html"))
        #expect(!page.contains("macOS/Window.html"))
        #expect(page.contains("<a href=\"../macOS/index.html\">macOS</a>"))
        let inside = try site.read("many/page-1.html")
        #expect(inside.contains("<a href=\"page-0.html\">Page 0</a>"))
        let reachability = SiteReachability(output: site.output)
        let missed = try reachability.pages().subtracting(reachability.reachable())
        #expect(missed.isEmpty, "not reachable from index.html: \(missed.sorted())")
    }

    @Test("a long section lists the entries around the page and a link to its section page, which lists all")
    func windowedSection() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        for number in 0...PageContext.fullSidebarLimit {
            let language = number == 2 ? "lang: ko\n" : ""
            try site.write("---\norder: \(number)\n\(language)---\n# Page \(number)\n", to: "Content/many/page-\(number).md")
        }
        try site.build()
        func sidebar(_ path: String) throws -> String {
            let page = try site.read(path)
            let start = try #require(page.range(of: "<nav class=\"sidebar\""))
            let end = try #require(page.range(of: "</nav>", range: start.upperBound..<page.endIndex))
            return String(page[start.lowerBound..<end.upperBound])
        }
        let middle = try sidebar("many/page-100.html")
        #expect(middle.contains("<a href=\"page-100.html\" aria-current=\"page\">Page 100</a>"))
        #expect(middle.contains("href=\"page-95.html\"") && middle.contains("href=\"page-105.html\""))
        #expect(!middle.contains("href=\"page-94.html\"") && !middle.contains("href=\"page-106.html\""))
        #expect(middle.contains("<a href=\"index.html\">All 251 entries</a>"))
        // The first pages' windows all start at the first entry: the same sidebar but for the
        // current page, in the page's own language.
        let first = try sidebar("many/page-0.html"), third = try sidebar("many/page-3.html")
        #expect(first.contains("href=\"page-10.html\"") && !first.contains("href=\"page-11.html\""))
        #expect(
            first.replacingOccurrences(of: "\" aria-current=\"page\"", with: "\"")
                == third.replacingOccurrences(of: "\" aria-current=\"page\"", with: "\""))
        #expect(try sidebar("many/page-2.html").contains("<a href=\"index.html\">항목 251개 모두 보기</a>"))
        // Windows start at every fifth entry, with three entries or more on either side of the page.
        let eighth = try sidebar("many/page-8.html"), twelfth = try sidebar("many/page-12.html")
        #expect(eighth.contains("href=\"page-5.html\"") && !eighth.contains("href=\"page-4.html\""))
        #expect(
            eighth.replacingOccurrences(of: "\" aria-current=\"page\"", with: "\"")
                == twelfth.replacingOccurrences(of: "\" aria-current=\"page\"", with: "\""))
        // Near the end the window keeps its width.
        let last = try sidebar("many/page-250.html")
        #expect(last.contains("href=\"page-240.html\"") && !last.contains("href=\"page-239.html\""))
        // The section page lists every entry, and the window's link leads there.
        let section = try sidebar("many/index.html")
        #expect(section.contains("href=\"page-0.html\"") && section.contains("href=\"page-250.html\""))
        #expect(!section.contains("All 251 entries"))
        // A page of another section sees the long one closed, as one link.
        #expect(try sidebar("iOS/Button.html").components(separatedBy: "<li").count < 30)
    }

    @Test("a folder with index.md and README.md builds both: the index as its page, the README beside it")
    func readmeBesideIndex() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        try site.write("# Guides\n\nSee [the readme](README.md).\n", to: "Content/guides/index.md")
        try site.write("# Guides readme\n\nFor contributors.\n", to: "Content/guides/README.md")
        let report = try site.build()
        #expect(report.wroteSite)
        #expect(!report.diagnostics.contains { $0.rule == "output-collision" })
        #expect(try site.read("guides/index.html").contains(#"<a href="README.html">the readme</a>"#))
        #expect(try site.read("guides/README.html").contains("For contributors."))
        // Alone in its folder, a README is the folder's page.
        try site.write("# Only readme\n", to: "Content/tools/README.md")
        try site.build()
        #expect(try site.read("tools/index.html").contains("Only readme"))
    }

    @Test("the 404 page finds the site root from its address without a base URL")
    func notFoundWithoutBaseURL() throws {
        let site = try TestSite(fixture: "NavigationSite")
        defer { site.remove() }
        try site.build()
        let page = try site.read("404.html")
        let head = try #require(page.range(of: "<head>\n<script>"))
        let stylesheet = try #require(page.range(of: "href=\"assets/style.css\""))
        #expect(head.upperBound < stylesheet.lowerBound)
        #expect(page.contains("\"iOS\""))
        #expect(page.contains("b.href=r"))
        #expect(page.contains("href=\"index.html\""))
    }

    @Test("the 404 page's script holds the site's names as escaped strings")
    func notFoundScriptEscapes() {
        let script = NotFoundPage.baseScript(topLevelNames: ["a\"b", "c\\d", "</script><b>", "e\nf", "iOS"])
        #expect(
            script.contains("var n=[\"a\\u0022b\",\"c\\u005cd\",\"\\u003c/script\\u003e\\u003cb\\u003e\",\"e\\u000af\",\"iOS\"]"))
        #expect(script.components(separatedBy: "</script").count == 2)
    }

    /// A sidebar section as the theme writes it: its link, then the <details> whose summary toggles it.
    private func section(_ href: String, _ title: String, open: Bool = false) -> String {
        "<a href=\"\(href)\">\(title)</a><details\(open ? " open" : "")><summary><span class=\"visually-hidden\">\(title)</span></summary>"
    }
}
