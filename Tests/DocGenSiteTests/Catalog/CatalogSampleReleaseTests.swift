import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// What the catalog step keeps of the samples it draws.
@Suite("Catalog sample release")
struct CatalogSampleReleaseTests {
    /// Each content page's results after the steps up to the catalog (without it: up to the
    /// examples), on the catalog fixture with the real models.
    private static func resultsAfterCatalog(cache: BuildCache?, catalog: Bool = true) throws -> [PageResults] {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [CatalogSiteTests.models]
        var context = BuildContext(configuration: try site.configuration(overrides))
        context.cache = cache
        try BuildPipeline(steps: [.load, .parse, .diagrams, .examples] + (catalog ? [.catalog] : [])).run(&context)
        return context.pages.indices.filter { !context.pages[$0].isGenerated }.map { context.results[$0] }
    }

    @Test(
        "a one-off build draws a page's previews in the examples step and lets its samples go there; serve draws later",
        arguments: [false, true])
    func samplesAfterExamples(incremental: Bool) throws {
        let pages = try Self.resultsAfterCatalog(cache: incremental ? BuildCache() : nil, catalog: false)
        let checked = pages.flatMap { $0.checkedExamples.values }
        #expect(checked.contains { $0.passed })
        let drawn = pages.reduce(0) { $0 + ($1.drawnPreviews?.entries.count ?? 0) }
        #expect(incremental ? drawn == 0 : drawn > 0)
        let samples = checked.reduce(0) { $0 + $1.samples.count }
        #expect(incremental ? samples > 0 : samples == 0)
    }

    @Test(
        "a one-off build keeps each passed check and preview but lets the samples go; serve keeps them for rebuilds",
        arguments: [false, true])
    func samplesAfterCatalog(incremental: Bool) throws {
        let pages = try Self.resultsAfterCatalog(cache: incremental ? BuildCache() : nil)
        let checked = pages.flatMap { $0.checkedExamples.values }
        #expect(checked.contains { $0.passed })
        #expect(pages.contains { !$0.previews.isEmpty })
        let samples = checked.reduce(0) { $0 + $1.samples.count }
        #expect(incremental ? samples > 0 : samples == 0)
    }

    @Test(
        "a one-off build lets the pages' code spans go once the model pages' mentions are found; serve keeps them",
        arguments: [false, true])
    func codeSpansAfterCatalog(incremental: Bool) throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        try site.write("# Mentions\n\nThe `QuickLinkItem` type and `PromotionalHeaderData`.\n", to: "Content/mentions.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [CatalogSiteTests.models]
        var context = BuildContext(configuration: try site.configuration(overrides))
        context.cache = incremental ? BuildCache() : nil
        try BuildPipeline(steps: [.load, .parse, .diagrams, .examples, .catalog]).run(&context)
        let page = try #require(context.pages.first { $0.source.relativePath == "mentions.md" })
        #expect(page.outline.codeSpans.isEmpty == !incremental)
        let model = try #require(context.pages.first { $0.isGenerated && $0.title == "QuickLinkItem" })
        let html = model.generatedBody?().text ?? ""
        #expect(html.contains("mentions.html"), "\(html)")
    }
}
