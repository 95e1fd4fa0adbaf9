import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct PageRendererTests {
    @Test(
        "pages rendered with a folder-wide sidebar have the same bytes as pages rendered one by one",
        arguments: ["ComponentSite", "CatalogSite", "translated"])
    func sameBytes(fixture: String) throws {
        let site = try TestSite(fixture: fixture == "translated" ? "ComponentSite" : fixture)
        defer { site.remove() }
        if fixture == "translated" {
            // Translations give each language its own sidebar: an entry leads to the reader's version.
            try site.write("---\norder: 1\n---\n\n# 스타일 가이드\n\n[홈](../index.md)\n", to: "Content/guides/style.ko.md")
            try site.write("# Composants\n", to: "Content/components/index.fr.md")
        }
        var overrides = SiteConfiguration.Overrides()
        if fixture == "CatalogSite" { overrides.models = [CatalogSiteTests.models] }
        let once = try site.build(overrides)
        #expect(!once.failed)
        let folderWide = try site.snapshotOutput()

        // A lookup of a page value the sidebar never shows makes the plan give up, and
        // renders nothing: every page now renders its sidebar on its own.
        let sidebar = FixtureSite.defaultTheme.appendingPathComponent("partials/sidebar.mustache")
        let source = try String(contentsOf: sidebar, encoding: .utf8)
        let marked = source.replacingOccurrences(
            of: "<ul class=\"nav-list\">", with: "<ul class=\"nav-list\">{{^page.noSuchKey}}{{/page.noSuchKey}}")
        #expect(marked != source)
        try site.write(marked, to: "Templates/partials/sidebar.mustache")
        var sources: [String: String] = [:]
        for name in ["layout", "page", "home", "partials/nav-item", "partials/header", "partials/toc"] {
            let url = FixtureSite.defaultTheme.appendingPathComponent(name + ".mustache")
            sources[name] = try String(contentsOf: url, encoding: .utf8)
        }
        sources["partials/sidebar"] = marked
        #expect(SidebarPlan.make(sources: sources) == nil)

        let perPage = try site.build(overrides)
        #expect(!perPage.failed)
        let onePerPage = try site.snapshotOutput()
        #expect(folderWide.keys.sorted() == onePerPage.keys.sorted())
        let differing = folderWide.keys.filter { folderWide[$0] != onePerPage[$0] }.sorted()
        #expect(differing.isEmpty, "differ: \(differing)")
        #expect(folderWide.keys.contains { $0.hasSuffix(".html") && $0 != "404.html" })
    }
}
