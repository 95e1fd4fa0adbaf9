import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// The catalog and model pages of a built site, end to end.
@Suite("Catalog site")
struct CatalogSiteTests {
    static let models = TestSite.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ComponentModels").path

    static func build() throws -> (TestSite, SiteBuilder.Report) {
        let site = try TestSite(fixture: "CatalogSite")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [models]
        return (site, try site.build(overrides))
    }

    @Test("every previewed sample appears in its page, beside its code, and in the catalog linked back to its line")
    func catalogLinksBack() throws {
        let (site, report) = try Self.build()
        defer { site.remove() }
        #expect(report.wroteSite)
        let links = try site.read("components/links.html")
        #expect(
            links.contains("<div class=\"sample\" id=\"sample-L5\">")
                && links.contains("<div class=\"sample\" id=\"sample-L14\">"))
        let catalog = try site.read("catalog/quick-links-tab-bar.html")
        #expect(catalog.contains("href=\"../components/links.html#sample-L5\""))
        #expect(catalog.contains("href=\"../components/links.html#sample-L14\""))
        #expect(catalog.contains("2 samples from 1 document"))
        let index = try site.read("catalog/index.html")
        #expect(index.contains("<a href=\"quick-links-tab-bar.html\">Quick links tab bar</a>"))
        #expect(index.contains("<a href=\"banner.html\">Banner</a>"))
    }

    @Test("a translation's samples follow those of the page it translates, the site's language first")
    func translationsInCatalogOrder() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        let sample = #"{ "type": "vip", "title": "VIP", "icon": "crown.fill" }"#
        // The Korean translation `a-links.ko.md` sorts before `a-links.md`, and `zz.md` after both.
        try site.write("# 바로가기\n\n```json QuickLinkItem\n\(sample)\n```\n", to: "Content/a-links.ko.md")
        try site.write("# Links in English\n\n```json QuickLinkItem\n\(sample)\n```\n", to: "Content/a-links.md")
        try site.write("# Last page\n\n```json QuickLinkItem\n\(sample)\n```\n", to: "Content/zz.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [Self.models]
        let report = try site.build(overrides)
        #expect(report.wroteSite, "\(report.diagnostics)")
        let catalog = try site.read("catalog/quick-links-tab-bar.html")
        let order = ["from-a-links-html", "from-a-links-ko-html", "from-zz-html"].map {
            catalog.range(of: "id=\"\($0)\"")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    @Test("a sample's hidden setup lines are left out of its catalog entry too")
    func hiddenLinesInCatalog() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        try site.write(
            "# Hidden\n\n```swift\n#- let hiddenSetup = 1\nlet item = QuickLinkItem(type: .vip, title: \"VIPHidden\", icon: \"crown.fill\")\n```\n",
            to: "Content/components/hidden.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [Self.models]
        #expect(try site.build(overrides).wroteSite)
        let catalog = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("catalog").path)
            .filter { $0.hasSuffix(".html") }.map { try site.read("catalog/" + $0) }
        #expect(catalog.contains { $0.contains("VIPHidden") })
        #expect(!catalog.contains { $0.contains("hiddenSetup") })
        #expect(try !site.read("components/hidden.html").contains("hiddenSetup"))
    }

    @Test("a banner's HTML content reaches the page without anything that can run, and the build warns")
    func htmlBannerIsSafe() throws {
        let (site, report) = try Self.build()
        defer { site.remove() }
        let page = try site.read("components/notice.html")
        let preview = try #require(page.components(separatedBy: "class=\"pv-html\"").dropFirst().first)
        let card = String(preview.prefix(while: { $0 != "\n" }))
        #expect(card.contains("<h3>안내</h3>") && card.contains(">링크</a>"))
        #expect(!card.contains("onerror") && !card.contains("<script") && !card.contains("javascript:"))
        #expect(page.contains("일주일 동안 보지 않기"))
        #expect(report.diagnostics.contains { $0.rule == "preview-html" && $0.location?.line == 14 })
    }

    @Test("model reference pages list fields, types, optionality, defaults and doc comments, and documents link to them")
    func modelPages() throws {
        let (site, _) = try Self.build()
        defer { site.remove() }
        let header = try site.read("models/promotionalheaderdata.html")
        #expect(
            header.contains(
                "<tr id=\"property-subtitle\"><td><code>subtitle</code></td><td><code>String?</code></td><td>optional</td><td><code>nil</code></td>"
            ))
        #expect(header.contains("hidden when nil"))
        let state = try site.read("models/promotionalheaderdisplaystate.html")
        #expect(state.contains("href=\"promotionalheaderdata.html\">PromotionalHeaderData</a>"))
        let type = try site.read("models/quicklinktype.html")
        #expect(type.contains("<tr id=\"case-liveCasino\"><td><code>.liveCasino</code></td><td><code>liveCasino</code></td>"))
        let home = try site.read("index.html")
        #expect(home.contains("<a class=\"symbol\" href=\"models/quicklinkitem.html\"><code>QuickLinkItem</code></a>"))
        let links = try site.read("components/links.html")
        #expect(
            links.contains("against <a class=\"symbol\" href=\"../models/quicklinkitem.html\"><code>QuickLinkItem</code></a>"))
    }

    @Test("a component with many samples continues on numbered catalog pages that stay out of the navigation")
    func longCatalogIsPaged() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        let block = "```json QuickLinkItem\n{ \"type\": \"vip\", \"title\": \"VIP\", \"icon\": \"crown.fill\" }\n```\n\n"
        try site.write("# Many\n\n" + String(repeating: block, count: 130), to: "Content/components/many.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [Self.models]
        try site.build(overrides)
        let first = try site.read("catalog/quick-links-tab-bar.html")
        #expect(first.contains("132 samples from 2 documents"))
        #expect(first.contains("<a href=\"quick-links-tab-bar-3.html\">3</a>"))
        #expect(!first.contains("page 2</a>"))
        let third = try site.read("catalog/quick-links-tab-bar-3.html")
        #expect(third.components(separatedBy: "class=\"catalog-entry\"").count - 1 == 12)
        #expect(third.contains("<span aria-current=\"page\">3</span>"))
        #expect(
            !FileManager.default.fileExists(atPath: site.output.appendingPathComponent("catalog/quick-links-tab-bar-4.html").path)
        )
    }

    @Test("a site without model folders has no catalog and no previews")
    func noModelsNoCatalog() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        try site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("catalog").path))
        #expect(!(try site.read("components/links.html")).contains("class=\"sample\""))
    }
}

/// The preview stylesheets hold the numbers the component documents give: the theme's phone
/// frame, and this repository's own components in its `Templates/previews/previews.css`.
@Suite("Preview stylesheet")
struct PreviewStylesheetTests {
    static let css: String = {
        let urls = [
            FixtureSite.defaultTheme.appendingPathComponent("assets/catalog.css"),
            FixtureSite.repositoryPreviews.appendingPathComponent("previews.css"),
        ]
        return urls.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }.joined(separator: "\n")
    }()

    /// The declarations of the first rule whose selector list is exactly `selector`.
    static func rule(_ selector: String) -> String {
        guard let start = css.range(of: "\n" + selector + " {") else { return "" }
        let rest = css[start.upperBound...]
        return String(rest.prefix { $0 != "}" })
    }

    static let numbers: [(String, String)] = [
        (".pv-header", "padding: 16px"), (".pv-header", "gap: 12px"), (".pv-header", "border-radius: 12px"),
        (".pv-header-icon", "width: 40px"), (".pv-header-icon", "height: 40px"),
        (".pv-header-icon", "color: var(--pv-highlight-primary)"),
        (".pv-header-text", "gap: 4px"), (".pv-header-text", "flex-direction: column"),
        (".pv-header-title", "font-size: 16px"), (".pv-header-title", "font-weight: 700"),
        (".pv-header-subtitle", "font-size: 14px"), (".pv-header-subtitle", "font-weight: 400"),
        (".pv-tabbar", "display: flex"), (".pv-tab", "flex-direction: column"),
        (".pv-device", "width: 375px"),
    ]

    @Test("each preview rule carries the reference's number", arguments: numbers)
    func ruleHasNumber(selector: String, declaration: String) {
        #expect(Self.rule(selector).contains(declaration), "\(selector) lacks '\(declaration)'")
    }
}
