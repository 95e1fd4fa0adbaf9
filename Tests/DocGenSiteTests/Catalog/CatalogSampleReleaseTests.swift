import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// What the catalog step keeps of the samples it draws.
@Suite("Catalog sample release")
struct CatalogSampleReleaseTests {
    /// Each content page's results after the steps up to the catalog, on the catalog fixture
    /// with the real models.
    private static func resultsAfterCatalog(cache: BuildCache?) throws -> [PageResults] {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [CatalogSiteTests.models]
        var context = BuildContext(configuration: try site.configuration(overrides))
        context.cache = cache
        try BuildPipeline(steps: [.load, .parse, .diagrams, .examples, .catalog]).run(&context)
        return context.pages.indices.filter { !context.pages[$0].isGenerated }.map { context.results[$0] }
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
}
