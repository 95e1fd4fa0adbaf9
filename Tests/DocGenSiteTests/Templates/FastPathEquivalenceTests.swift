import DocGenDiagnostics
import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// The template fast paths (page skeletons, spliced lists, the folder-wide sidebar and its entry
/// skeletons) proven end to end: every site below is built with them and through swift-mustache
/// alone (`usesTemplateFastPaths`, `docgen build --no-fast-paths`), and every output byte must
/// be the same.
@Suite("Fast paths against plain swift-mustache")
struct FastPathEquivalenceTests {
    /// The sites compared: this repository's own, a sample of the benchmark corpus, and the
    /// component fixture under templates that override the default theme with sections,
    /// inverted sections and partials (`Fixtures/FastPathTemplates`), once more with
    /// swift-mustache transforms (its lambdas a template can name), which the skeletons decline.
    enum Site: String, CaseIterable {
        case repository, corpus, fixture, fixtureWithTransforms
    }

    @Test("every output byte is the same with and without the fast paths", arguments: Site.allCases)
    func sameBytes(site: Site) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-fast-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (root, overrides) = try prepare(site, in: folder)

        var built: [[String: Data]] = []
        for fastPaths in [true, false] {
            var overrides = overrides
            overrides.output = folder.appendingPathComponent(fastPaths ? "fast" : "plain").path
            var configuration = try SiteConfiguration.load(root: root, overrides: overrides)
            configuration.usesTemplateFastPaths = fastPaths
            let report = try SiteBuilder(configuration: configuration).build()
            #expect(!report.failed, "\(report.diagnostics.filter { $0.severity == .error })")
            let notes = report.diagnostics.filter { $0.rule == TemplateFastPaths.rule }
            if !fastPaths { #expect(notes.isEmpty) }
            if fastPaths {
                // The fast paths must be in use where the templates allow them, or the
                // comparison would prove nothing.
                let declined = notes.contains { $0.message.hasPrefix("pages render through swift-mustache") }
                #expect(declined == (site == .fixtureWithTransforms), "\(notes)")
                if site == .fixtureWithTransforms {
                    #expect(notes.contains { $0.message.contains("'{{uppercased(page.title)}}'") })
                }
                // The fixture's sidebar has an inverted section, which its entry skeletons decline.
                let entries = notes.contains { $0.message.hasPrefix("sidebar entries render through swift-mustache") }
                #expect(entries == (site == .fixture || site == .fixtureWithTransforms), "\(notes)")
            }
            built.append(try FixtureSite.files(under: configuration.outputDirectory))
        }
        let (fast, plain) = (built[0], built[1])
        #expect(fast.keys.sorted() == plain.keys.sorted())
        let differing = fast.keys.filter { fast[$0] != plain[$0] }.sorted()
        #expect(differing.isEmpty, "differ: \(differing.prefix(10))")
        #expect(fast.keys.count { $0.hasSuffix(".html") } > 5)
    }

    /// The root and overrides that build `site`, with any files it needs written under `folder`.
    private func prepare(_ site: Site, in folder: URL) throws -> (URL, SiteConfiguration.Overrides) {
        var overrides = SiteConfiguration.Overrides()
        overrides.allowsFoldersOutsideProject = true
        let repository = FixtureSite.repositoryRoot
        let models = repository.appendingPathComponent("Sources/ComponentModels").path
        switch site {
        case .repository:
            return (repository, overrides)
        case .corpus:
            let corpus = folder.appendingPathComponent("corpus")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", repository.appendingPathComponent("scripts/generate-corpus").path, corpus.path, "--pages", "50",
                "--diagram-every", "10",
            ]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "scripts/generate-corpus failed")
            overrides.models = [models]
            return (corpus, overrides)
        case .fixture, .fixtureWithTransforms:
            let root = try FixtureSite.copy(
                content: TestSite.testsFolder.appendingPathComponent("Fixtures/ComponentSite/Content"),
                prefix: "docgen-fast-paths")
            try FixtureSite.copyPreviews(into: root)
            let templates = root.appendingPathComponent("Templates")
            let fixture = TestSite.testsFolder.appendingPathComponent("Fixtures/FastPathTemplates")
            for (path, data) in try FixtureSite.files(under: fixture) {
                let url = templates.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            if site == .fixtureWithTransforms {
                let tags = """
                    <h2>{{uppercased(page.title)}}</h2>
                    <ul class="tags">{{#reversed(page.tags)}}<li>{{.}}</li>{{/reversed(page.tags)}}</ul>
                    {{#first(page.toc)}}<p>{{title}}</p>{{/first(page.toc)}}

                    """
                try Data(tags.utf8).write(to: templates.appendingPathComponent("partials/tags.mustache"))
            }
            overrides.models = [models]
            // The copied site is removed with the folder.
            try FileManager.default.moveItem(at: root, to: folder.appendingPathComponent("site"))
            return (folder.appendingPathComponent("site"), overrides)
        }
    }
}
