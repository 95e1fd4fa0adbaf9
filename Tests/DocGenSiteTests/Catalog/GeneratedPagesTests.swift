import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// The catalog and model reference pages are pages like the others: one `<h1>` with their
/// title, and previous and next links that name the pages they lead to.
@Suite("Generated pages")
struct GeneratedPagesTests {
    /// The catalog fixture site with the models copied into it, built.
    static func build() throws -> TestSite {
        let site = try TestSite(fixture: "CatalogSite")
        try FixtureSite.copyModels(into: site.root)
        try site.build()
        return site
    }

    /// The output path of every page of a built site, sorted.
    static func pages(of site: TestSite) throws -> [String] {
        try TestSite.snapshot(of: site.output).keys.filter { $0.hasSuffix(".html") && $0 != "404.html" }.sorted()
    }

    /// The text of every `<h1>` element in `html`.
    static func h1s(in html: String) -> [String] {
        html.components(separatedBy: "<h1").dropFirst().map { rest in
            String(rest.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        }
    }

    /// The page's title as its `<title>` shows it, before the site's name.
    static func title(in html: String) -> String? {
        html.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: " · ").first
    }

    @Test("every page has exactly one h1, holding its title")
    func oneHeading() throws {
        let site = try Self.build()
        defer { site.remove() }
        let pages = try Self.pages(of: site)
        for generated in ["catalog/index.html", "catalog/banner.html", "models/index.html", "models/quicklinkitem.html"] {
            #expect(pages.contains(generated))
        }
        for path in pages {
            let html = try site.read(path)
            let headings = Self.h1s(in: html)
            #expect(headings.count == 1, "\(path) has \(headings.count) h1 elements")
            // The home page's title is the site's name alone.
            if path != "index.html" { #expect(headings.first == Self.title(in: html), "\(path)") }
        }
    }

    @Test("a model page's property names and doc comments are in the search index, under its headings")
    func modelPageSearch() throws {
        let site = try Self.build()
        defer { site.remove() }
        let files = try TestSite.snapshot(of: site.output).filter { $0.key.hasPrefix("search/sections-") }
        let text = files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(
            text.contains(
                "[\"\",\"#properties\",\"Properties\",\"type Which destination the link "
                    + "identifies; taps are reported with this value. title The label shown under the icon."))
        #expect(
            text.contains("[\"QuickLinkItem\",\"models/quicklinkitem.html\",\"\",\"One quick link in the quick links tab bar"))
    }

    @Test(
        "a generated page's h1 is its title, first in its content",
        arguments: [
            ("catalog/index.html", "Component catalog"),
            ("catalog/quick-links-tab-bar.html", "Quick links tab bar"),
            ("models/index.html", "Model reference"),
            ("models/quicklinkitem.html", "QuickLinkItem"),
        ])
    func headingFirst(path: String, title: String) throws {
        let site = try Self.build()
        defer { site.remove() }
        #expect(try site.read(path).contains("<article class=\"content\">\n<h1>\(title)</h1>\n"))
    }

    /// The pager links of a page: each link's `rel`, URL and the title it shows.
    static func pagerLinks(in html: String) -> [(rel: String, url: String, title: String)] {
        guard let nav = html.components(separatedBy: "<nav class=\"pager\"").dropFirst().first,
            let pager = nav.components(separatedBy: "</nav>").first
        else { return [] }
        return pager.components(separatedBy: "<a class=\"pager-").dropFirst().compactMap { link in
            let attributes = MarkupTags.all(in: "<a class=\"pager-" + link).first?.attributes ?? [:]
            guard let url = attributes["href"], let rel = attributes["rel"],
                let title = link.components(separatedBy: "<span class=\"pager-title\">").dropFirst().first
            else { return nil }
            return (rel, url, String(title.prefix { $0 != "<" }))
        }
    }

    @Test("each previous and next link shows the title of the page it leads to")
    func pagerNamesTargets() throws {
        let site = try Self.build()
        defer { site.remove() }
        var checked = 0
        for path in try Self.pages(of: site) {
            let page = try site.read(path)
            let links = Self.pagerLinks(in: page)
            // A link that reads like the page itself or like the other link leads nowhere new to the reader.
            let titles = [Self.h1s(in: page).first ?? path] + links.map(\.title)
            #expect(Set(titles).count == titles.count, "\(path) and its pager read \(titles)")
            for link in links {
                let target = String(
                    URL(fileURLWithPath: "/" + path).deletingLastPathComponent().appendingPathComponent(link.url)
                        .standardizedFileURL.path.dropFirst())
                let html = try site.read(target)
                // The home page's `<title>` is the site's name alone.
                if target != "index.html" { #expect(link.title == Self.title(in: html), "\(link.rel) of \(path) → \(target)") }
                #expect(Self.h1s(in: html).first == link.title, "\(link.rel) of \(path) → \(target)")
                checked += 1
            }
        }
        #expect(checked > 20)
        let links = Self.pagerLinks(in: try site.read("catalog/banner.html"))
        #expect(links.map(\.title) == ["Component catalog", "Quick links tab bar"])
    }

    @Test("a content page at a generated page's path is an error, not a silent replacement")
    func contentPageAtGeneratedPath() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        try FixtureSite.copyModels(into: site.root)
        try site.write("# My catalog\n", to: "Content/catalog/index.md")
        let report = try site.build()
        let collision = report.diagnostics.first { $0.rule == "output-collision" }
        #expect(collision?.severity == .error)
        #expect(collision?.location?.file == "Content/catalog/index.md")
        #expect(collision?.message.contains("where docgen writes its generated page 'Component catalog'") == true)
        #expect(!report.wroteSite)
    }

    @Test("model pages draw the type with the types it uses; the index draws them all")
    func modelDiagrams() throws {
        let site = try Self.build()
        defer { site.remove() }
        let header = try site.read("models/promotionalheaderdisplaystate.html")
        #expect(header.contains(#"<figure class="diagram model-diagram" aria-label="The type and the types it uses">"#))
        // The state holds a PromotionalHeaderData: both are drawn, and linked by the property.
        #expect(header.contains(#"data-id="PromotionalHeaderDisplayState""#))
        #expect(header.contains(#"data-id="PromotionalHeaderData""#))
        #expect(header.contains(#"data-from="PromotionalHeaderDisplayState""#))
        let index = try site.read("models/index.html")
        #expect(
            index.contains(#"<figure class="diagram model-diagram" aria-label="Every model type and how they use each other">"#))
        #expect(index.contains(#"data-id="QuickLinkItem""#))
    }
}

@Suite struct CatalogPagerTests {
    @Test(
        "a component's page numbers: the first, the last and two on each side of the current one",
        arguments: [
            (1, 1, ""), (3, 2, "1 [2] 3"), (7, 1, "[1] 2 3 … 7"), (7, 4, "1 2 3 [4] 5 6 7"),
            (156, 80, "1 … 78 79 [80] 81 82 … 156"), (156, 155, "1 … 153 154 [155] 156"),
        ])
    func pagerNumbers(count: Int, current: Int, shown: String) {
        let links = (1...count).map { "p\($0).html" }
        let html = CatalogPages.pager(links, current: current, label: "Pages")
        let pattern =
            /<a href="p(\d+)\.html">\d+<\/a>|<span aria-current="page">(\d+)<\/span>|<span class="catalog-pager-gap">…<\/span>/
        let numbers = html.matches(of: pattern).map { match in
            if let link = match.output.1 { return String(link) }
            if let current = match.output.2 { return "[\(current)]" }
            return "…"
        }
        #expect(numbers.joined(separator: " ") == shown)
    }
}
