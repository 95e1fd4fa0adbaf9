import DocGenConcurrency
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct BuildCacheTests {
    @Test("a rebuild after a body edit rewrites only that page")
    func rewritesOnlyTheEditedPage() throws {
        let site = try TestSite()
        defer { site.remove() }
        let cache = BuildCache()
        let builder = SiteBuilder(configuration: try site.configuration(), cache: cache)
        let first = try builder.build()
        #expect(first.changedFiles.contains("components/header.html"))
        let header = site.root.appendingPathComponent("Content/components/header.md")
        let text = try String(contentsOf: header, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "Hidden when nil.", with: "Hidden when it is nil.").utf8).write(to: header)
        let second = try builder.build()
        #expect(second.changedFiles.filter { !$0.hasPrefix("search/") } == ["components/header.html"])
        #expect(try site.read("components/header.html").contains("Hidden when it is nil."))
    }

    @Test("a cache kept across builds in one process checks examples again after a model edit")
    func modelEditChecksAgain() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("public struct Notice: Codable {\n    public var title: String\n}\n", to: "Models/Notice.swift")
        try site.write("# Notices\n\n```json Notice\n{\"title\": \"Hello\"}\n```\n", to: "Content/components/notice.md")
        let cache = BuildCache()
        let configuration = try site.configuration(SiteConfiguration.Overrides(models: ["Models"]))
        #expect(!(try SiteBuilder(configuration: configuration, cache: cache).build().failed))
        // `docgen serve` rebuilds the whole site after a model edit, with the same cache.
        try site.write("public struct Notice: Codable {\n    public var headline: String\n}\n", to: "Models/Notice.swift")
        let second = try SiteBuilder(configuration: configuration, cache: cache).build()
        #expect(second.diagnostics.map(\.rule).contains("json-unknown-key"), "\(second.diagnostics)")
    }

    @Test("a title edit re-renders every page, since every sidebar shows it")
    func titleEditReachesEveryPage() throws {
        let site = try TestSite()
        defer { site.remove() }
        let builder = SiteBuilder(configuration: try site.configuration(), cache: BuildCache())
        try builder.build()
        try site.write("---\ntitle: Style rules\norder: 1\n---\n\n# Style guide\n", to: "Content/guides/style.md")
        let report = try builder.build()
        #expect(report.changedFiles.contains("guides/style.html"))
        #expect(report.changedFiles.contains("guides/index.html"))
        #expect(try site.read("guides/index.html").contains("Style rules"))
        #expect(try site.read("guides/style.html").contains("Style rules"))
    }

    @Test("a cached rebuild writes the same bytes as a clean build")
    func cachedEqualsClean() throws {
        let site = try TestSite()
        defer { site.remove() }
        let builder = SiteBuilder(configuration: try site.configuration(), cache: BuildCache())
        try builder.build()
        try site.write("# Guides\n\nNow with [a link](../components/header.md#rules).\n", to: "Content/guides/index.md")
        try builder.build()
        let cached = try site.snapshotOutput()
        try FileManager.default.removeItem(at: site.output)
        try site.build()
        #expect(try site.snapshotOutput() == cached)
    }

    @Test("a page removed from the content is removed from the output")
    func removedPage() throws {
        let site = try TestSite()
        defer { site.remove() }
        let builder = SiteBuilder(configuration: try site.configuration(), cache: BuildCache())
        try builder.build()
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guides/style.md"))
        try site.write("# Guides\n", to: "Content/guides/index.md")
        let report = try builder.build()
        #expect(report.changedFiles.contains("guides/style.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("guides/style.html").path))
    }
}

@Suite struct ParallelMapTests {
    @Test("a parallel map keeps the order of a serial one")
    func keepsOrder() {
        let input = Array(0..<5_000)
        #expect(input.parallelMap { $0 * 3 } == input.map { $0 * 3 })
    }
}
