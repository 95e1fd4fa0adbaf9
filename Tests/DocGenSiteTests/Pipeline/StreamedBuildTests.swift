import DocGenContent
import Foundation
import Testing

@testable import DocGenSite

/// What a one-off build keeps out of memory until a page is rendered.
///
/// It lets each page's tree go after parsing and keeps its Markdown text and highlighted
/// examples in a spill file; `docgen serve` keeps them all in memory. Both write the same site.
@Suite("Streamed build")
struct StreamedBuildTests {
    @Test("the spill file gives back each text as it was stored, by key")
    func spillRoundTrip() throws {
        let spill = try #require(SpillFile())
        let first = try #require(spill.store([3: "let a = 1", 9: "", 12: "größer → 🚀"]))
        let second = try #require(spill.store([1: "<span class=\"kw\">let</span>"]))
        #expect(spill.texts(first) == [3: "let a = 1", 9: "", 12: "größer → 🚀"])
        #expect(spill.texts(second) == [1: "<span class=\"kw\">let</span>"])
        #expect(spill.texts([:]) == [:])
    }

    @Test("the spill file gives back texts in the order asked, across stores and out of file order")
    func spillSpans() throws {
        let spill = try #require(SpillFile())
        let first = try #require(spill.store([0: "Intro", 1: "", 2: "배너의 정책"]))
        let second = try #require(spill.store([0: "second store"]))
        let spans = try [first[0], first[1], first[2], second[0], first[0], first[2]].map { try #require($0) }
        #expect(spill.texts(spans) == ["Intro", "", "배너의 정책", "second store", "Intro", "배너의 정책"])
        #expect(spill.texts([SpillFile.Span]()) == [])
    }

    @Test("a one-off build writes the same site as a build that keeps every page's tree")
    func streamedMatchesKept() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        // Diagrams wait in the spill file too: two on one page, and one that cannot be drawn.
        try site.write(
            "# Flows\n\n```mermaid\nflowchart LR\n  Draft --> Review --> Live\n```\n\nThen:\n\n"
                + "```mermaid\nsequenceDiagram\n  App->>Server: fetch banner\n```\n\n```mermaid\nflowchart LR\n  A -->\n```\n",
            to: "Content/flows.md")
        // Code blocks' code waits in the spill file from the parse step to the examples step: a
        // member one page's example adds is known to another's.
        try site.write(
            "# Extending\n\n```swift\nextension QuickLinkItem {\n    var isFeatured: Bool { title.isEmpty == false }\n}\n```\n",
            to: "Content/extending.md")
        try site.write(
            "# Using\n\n```swift\nlet item = QuickLinkItem(type: .vip, title: \"VIP\", icon: \"crown.fill\")\n"
                + "print(item.isFeatured)\n```\n",
            to: "Content/using.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [CatalogSiteTests.models]
        let configuration = try site.configuration(overrides)
        let streamed = try SiteBuilder(configuration: configuration).build()
        #expect(streamed.wroteSite)
        let using = streamed.diagnostics.filter { $0.location?.file.hasSuffix("using.md") == true && $0.severity == .error }
        #expect(using.isEmpty, "\(using)")
        let oneOff = try site.snapshotOutput()
        let keptReport = try SiteBuilder(configuration: configuration, cache: BuildCache()).build()
        let kept = try site.snapshotOutput()
        // The one-off build let its pages go before making the search index, yet counts them.
        #expect(streamed.pageCount == keptReport.pageCount)
        #expect(streamed.pageCount > 3)
        #expect(oneOff.keys.sorted() == kept.keys.sorted())
        for (path, bytes) in oneOff where !path.hasPrefix(".") {
            #expect(kept[path] == bytes, "\(path) differs")
        }
        #expect(oneOff.keys.contains { $0.hasSuffix(".html") })
    }
}
