import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct PersistentCacheTests {
    private static let page = """
        # Notices

        ```swift
        let notice = Notice(title: "Hello")
        ```

        ```json Notice
        {"title": "안녕하세요"}
        ```

        ```mermaid
        flowchart LR
          A[Start] --> B[End]
        ```

        """

    /// The fixture site with a model folder and a page holding Swift, JSON and a diagram.
    private func site() throws -> (TestSite, SiteConfiguration) {
        let site = try TestSite()
        try site.write("public struct Notice: Codable {\n    public var title: String\n}\n", to: "Models/Notice.swift")
        try site.write(Self.page, to: "Content/components/notice.md")
        return (site, try site.configuration(.init(models: ["Models"])))
    }

    @discardableResult
    private func cachedBuild(_ configuration: SiteConfiguration) throws -> SiteBuilder.Report {
        let cache = BuildCache(persistingIn: configuration.cacheDirectory, modelFolders: configuration.modelDirectories)
        return try SiteBuilder(configuration: configuration, cache: cache).build()
    }

    private func stored(_ configuration: SiteConfiguration) -> PersistentCache {
        PersistentCache(
            folder: configuration.cacheDirectory,
            modelsSignature: PersistentCache.modelsSignature(configuration.modelDirectories))
    }

    @Test("a build from the cache writes the same bytes as a clean build, and the cache holds the page's blocks")
    func cachedEqualsClean() throws {
        let (site, configuration) = try site()
        defer { site.remove() }
        try SiteBuilder(configuration: configuration).build()
        let clean = try site.snapshotOutput()
        #expect(try !cachedBuild(configuration).failed)
        #expect(try site.snapshotOutput() == clean)
        let cache = stored(configuration)
        #expect(cache.value(.highlight, for: "swift\u{0}let notice = Notice(title: \"Hello\")\n") != nil)
        let example = try #require(cache.value(.example, for: "swift\u{0}let notice = Notice(title: \"Hello\")\n"))
        #expect(StoredExample.decode(example, file: "notice.md", firstLine: 1)?.samples.first?.modelName == "Notice")
        // JSON is checked in one pass; its results are not worth a cache entry.
        #expect(cache.value(.example, for: "json Notice\u{0}{\"title\": \"안녕하세요\"}\n") == nil)
        #expect(cache.value(.diagram, for: "1\u{0}flowchart LR\n  A[Start] --> B[End]\n")?.contains("<svg") == true)
        #expect(try !cachedBuild(configuration).failed)
        #expect(try site.snapshotOutput() == clean)
    }

    @Test("previews drawn from cached samples equal a clean build's, after the pages moved their blocks")
    func cachedPreviews() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [CatalogSiteTests.models]
        let configuration = try site.configuration(overrides)
        #expect(try !cachedBuild(configuration).failed)
        // Every block moves down two lines: the cached samples must land at the new lines.
        let page = site.root.appendingPathComponent("Content/components/links.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let moved = text.replacingOccurrences(of: "\nA bar with", with: "\nMoved down.\n\nA bar with")
        #expect(moved != text)
        try site.write(moved, to: "Content/components/links.md")
        #expect(try !cachedBuild(configuration).failed)
        let cached = try site.snapshotOutput()
        try SiteBuilder(configuration: configuration).build()
        #expect(try site.snapshotOutput() == cached)
        #expect(try site.read("components/links.html").contains("class=\"sample\""))
    }

    @Test("an edited block is redone, and the cached build still equals a clean one")
    func editedInput() throws {
        let (site, configuration) = try site()
        defer { site.remove() }
        try cachedBuild(configuration)
        try site.write(Self.page.replacingOccurrences(of: "Hello", with: "Bye"), to: "Content/components/notice.md")
        try cachedBuild(configuration)
        let cached = try site.snapshotOutput()
        #expect(try site.read("components/notice.html").contains("Bye"))
        try SiteBuilder(configuration: configuration).build()
        #expect(try site.snapshotOutput() == cached)
        // Entries the last build did not use are dropped.
        #expect(stored(configuration).value(.highlight, for: "swift\u{0}let notice = Notice(title: \"Hello\")\n") == nil)
    }

    @Test("changed model sources drop the example checks but keep highlighting")
    func modelChange() throws {
        let (site, configuration) = try site()
        defer { site.remove() }
        try cachedBuild(configuration)
        #expect(stored(configuration).value(.example, for: "swift\u{0}let notice = Notice(title: \"Hello\")\n") != nil)
        try site.write("public struct Notice: Codable {\n    public var text: String\n}\n", to: "Models/Notice.swift")
        let cache = stored(configuration)
        #expect(cache.value(.example, for: "swift\u{0}let notice = Notice(title: \"Hello\")\n") == nil)
        #expect(cache.value(.highlight, for: "swift\u{0}let notice = Notice(title: \"Hello\")\n") != nil)
        let report = try cachedBuild(configuration)
        #expect(report.diagnostics.contains { $0.rule.hasPrefix("json") && $0.severity == .error })
    }

    @Test(
        "a damaged cache file is ignored and the build output is unchanged",
        arguments: ["garbage", "truncated", "empty", "bad kind"])
    func damagedFile(damage: String) throws {
        let (site, configuration) = try site()
        defer { site.remove() }
        try cachedBuild(configuration)
        let clean = try site.snapshotOutput()
        let file = configuration.cacheDirectory.appendingPathComponent("entries")
        let bytes = try Data(contentsOf: file)
        let damaged: Data =
            switch damage {
            case "garbage": Data("not a cache \u{0}\u{1}\u{2}".utf8)
            case "truncated": bytes.prefix(bytes.count - 7)
            case "empty": Data()
            default: bytes + Data([0x7F, 0, 0, 0, 0, 0, 0, 0, 0])
            }
        try damaged.write(to: file)
        #expect(stored(configuration).value(.highlight, for: "swift\u{0}let notice = Notice(title: \"Hello\")\n") == nil)
        #expect(try !cachedBuild(configuration).failed)
        #expect(try site.snapshotOutput() == clean)
    }

    @Test("a file in the previous format, whose example values were not JSON, is ignored")
    func previousFormat() {
        let input = "swift\u{0}let notice = Notice(title: \"Hello\")\n"
        let record = CacheFileFormat.record(
            kind: PersistentCache.Kind.example.rawValue, input: input, value: "1N1;sN6:Notice0;0;14;o1;5:title0;28;s5:Hello0;")
        let old = Data(Array("docgen-cache 1\ndocgen 1\nm\n".utf8) + record)
        #expect(CacheFileFormat.read(old, stamp: "docgen 1", models: "m") == nil)
        let current = Data(CacheFileFormat.header(stamp: "docgen 1", models: "m") + record)
        #expect(CacheFileFormat.read(current, stamp: "docgen 1", models: "m")?.count == 1)
    }

    @Test("a file written by another docgen build is ignored")
    func otherStamp() throws {
        let entries = [(kind: PersistentCache.Kind.highlight.rawValue, input: "swift\u{0}x", value: "<b>x</b>")]
        let data = CacheFileFormat.write(entries, stamp: "docgen 0.0.1", models: "m")
        #expect(CacheFileFormat.read(data, stamp: "docgen 0.0.2", models: "m") == nil)
        #expect(CacheFileFormat.read(data, stamp: "docgen 0.0.1", models: "m")?.count == 1)
    }
}
