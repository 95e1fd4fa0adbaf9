import DocGenDiagnostics
import DocGenModelRules
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// Sample rules declared in a site's docgen.yml, through a whole build: where they report,
/// what the error policy makes of them, and cached example results they invalidate.
@Suite struct SampleRulesSiteTests {
    // `JSON` in capitals: such a block's result is kept in the persistent cache, as a Swift one's is.
    private static let page = """
        # Notices

        ```JSON Notice
        {"title": "Hello", "kind": "info"}
        ```

        """

    private static func rules(_ kinds: String) -> String {
        "rules:\n  Notice:\n    - name: notice-kind\n      field: kind\n      oneOf: [\(kinds)]\n"
    }

    /// The fixture site with a model folder, the page, and docgen.yml declaring `kinds`.
    private func site(kinds: String) throws -> TestSite {
        let site = try TestSite()
        try site.write(
            "public struct Notice: Codable {\n    public var title: String\n    public var kind: String\n}\n",
            to: "Models/Notice.swift")
        try site.write(Self.page, to: "Content/components/notice.md")
        try site.write(Self.rules(kinds), to: "docgen.yml")
        return site
    }

    private static let overrides = SiteConfiguration.Overrides(models: ["Models"])

    @Test("a declared rule's error is shown under its block, the site is written, and the build fails")
    func contentError() throws {
        let site = try site(kinds: "warning, error")
        defer { site.remove() }
        let report = try site.build(Self.overrides)
        let found = report.diagnostics.filter { $0.rule == "notice-kind" }
        #expect(
            found.map(\.description) == [
                "Content/components/notice.md:4:28: error: kind 'info' is not 'warning' or 'error' [notice-kind]"
            ])
        #expect(report.failed)
        #expect(report.wroteSite)
        let html = try site.read("components/notice.html")
        #expect(html.contains(#"<div class="example-error" role="note">"#))
    }

    @Test("a rule reading a field the model does not decode is a configuration error, and nothing is written")
    func unknownField() throws {
        let site = try site(kinds: "info")
        defer { site.remove() }
        try site.write(
            "rules:\n  Notice:\n    - name: notice-kind\n      field: kinds\n      oneOf: [info]\n", to: "docgen.yml")
        let report = try site.build(Self.overrides)
        #expect(
            report.diagnostics.filter { $0.rule == "config-value" }.map(\.description) == [
                "docgen.yml:3:7: error: rule 'notice-kind' reads the field 'kinds', which 'Notice' does not decode; did you mean 'kind'? [config-value]"
            ])
        #expect(!report.wroteSite)
    }

    @Test("changed rules invalidate example results cached on disk by an earlier build")
    func persistentCache() throws {
        let site = try site(kinds: "info, warning")
        defer { site.remove() }
        func cachedBuild() throws -> SiteBuilder.Report {
            let configuration = try site.configuration(Self.overrides)
            let cache = BuildCache(
                persistingIn: configuration.cacheDirectory, modelFolders: configuration.modelDirectories,
                sampleRules: configuration.sampleRules)
            return try SiteBuilder(configuration: configuration, cache: cache).build()
        }
        #expect(try !cachedBuild().failed)
        let configuration = try site.configuration(Self.overrides)
        let stored = PersistentCache(
            folder: configuration.cacheDirectory,
            modelsSignature: PersistentCache.modelsSignature(
                configuration.modelDirectories, sampleRules: configuration.sampleRules))
        #expect(stored.value(.example, for: "JSON Notice\u{0}{\"title\": \"Hello\", \"kind\": \"info\"}\n") != nil)
        try site.write(Self.rules("warning"), to: "docgen.yml")
        let report = try cachedBuild()
        #expect(report.diagnostics.map(\.rule).contains("notice-kind"))
        #expect(report.failed)
    }

    @Test("the cache's models signature includes the rules, but not where they are written")
    func signature() throws {
        let folders = [FixtureModels.folder]
        let one = try ConfigurationFile.parse(Self.rules("info"), displayPath: "docgen.yml").rules ?? .none
        let other = try ConfigurationFile.parse(Self.rules("warning"), displayPath: "docgen.yml").rules ?? .none
        let moved = try ConfigurationFile.parse("title: T\n\n" + Self.rules("info"), displayPath: "docgen.yml").rules ?? .none
        let signature = PersistentCache.modelsSignature(folders, sampleRules: one)
        #expect(signature != PersistentCache.modelsSignature(folders, sampleRules: other))
        #expect(signature != PersistentCache.modelsSignature(folders))
        #expect(signature == PersistentCache.modelsSignature(folders, sampleRules: moved))
        // A site without rules keeps the signature, and so the cache, it had before rules existed.
        #expect(PersistentCache.modelsSignature(folders, sampleRules: .none) == PersistentCache.modelsSignature(folders))
    }

    @Test("a cache kept across builds in one process (docgen serve) checks again with changed rules")
    func inProcessCache() throws {
        let site = try site(kinds: "info")
        defer { site.remove() }
        let cache = BuildCache()
        let first = try SiteBuilder(configuration: site.configuration(Self.overrides), cache: cache).build()
        #expect(!first.failed)
        try site.write(Self.rules("warning"), to: "docgen.yml")
        let second = try SiteBuilder(configuration: site.configuration(Self.overrides), cache: cache).build()
        #expect(second.diagnostics.map(\.rule).contains("notice-kind"))
        #expect(second.failed)
    }
}

/// A model folder that exists, for signatures.
private enum FixtureModels {
    static let folder = TestSite.testsFolder.appendingPathComponent("Fixtures/TeamSite/Sources/TeamModels")
}
