import DocGenTestSupport
import Foundation
import Testing

/// `docgen build` writes the same bytes wherever the project lies: a site names its sources
/// from the project root and holds no path of the machine that built it.
@Suite struct ReproducibleBuildTests {
    /// A copy of the catalog fixture site (docs with JSON and Swift examples, a Mermaid
    /// diagram, the model sources in `Sources/ComponentModels` and their previews in
    /// `Templates/previews`) in a new temporary folder.
    private static func checkout(prefix: String) throws -> URL {
        let root = try FixtureSite.copy(content: FixtureSite.catalogSiteContent, prefix: prefix)
        try FixtureSite.copyModels(into: root)
        try FixtureSite.copyPreviews(into: root)
        let diagram = "# Flow\n\n```mermaid\nflowchart LR\n  A[Docs] --> B{Check}\n  B --> C[Site]\n```\n"
        try Data(diagram.utf8).write(to: root.appendingPathComponent("Content/components/flow.md"))
        return root
    }

    /// The paths `root` goes by: as made, and with its symbolic links resolved (`/private/var` on macOS).
    private static func spellings(of root: URL) -> [String] {
        Array(Set([root.path, root.resolvingSymlinksInPath().path]))
    }

    @Test("two checkouts at different paths build byte-identical sites that hold neither path")
    func twoCheckouts() throws {
        let short = try Self.checkout(prefix: "docgen-repro")
        let long = try Self.checkout(prefix: "docgen-reproducible-build-in-a-checkout-with-a-much-longer-path")
        defer {
            try? FileManager.default.removeItem(at: short)
            try? FileManager.default.removeItem(at: long)
        }
        let base = ["build", "--base-url", "https://docs.example.com/ui/"]
        // One names its models folder by its absolute path, the other relative to the root.
        let absolute = try CommandRunner.run(
            base + ["--models", short.appendingPathComponent(FixtureSite.modelsPath).path], in: short)
        let relative = try CommandRunner.run(base + ["--models", FixtureSite.modelsPath], in: long)
        #expect(absolute.status == 0, "\(absolute.standardError)")
        #expect(relative.status == 0, "\(relative.standardError)")
        let first = try FixtureSite.files(under: short.appendingPathComponent("_site"))
        let second = try FixtureSite.files(under: long.appendingPathComponent("_site"))
        #expect(first.keys.contains("models/quicklinkitem.html") && first.keys.contains("catalog/index.html"))
        #expect(first.keys.contains("sitemap.xml"))
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first.sorted(by: { $0.key < $1.key }) where second[path] != bytes {
            Issue.record("'\(path)' differs between the two checkouts")
        }
        let quickLinkItem = String(decoding: first["models/quicklinkitem.html"] ?? Data(), as: UTF8.self)
        #expect(quickLinkItem.contains("Declared in <code>Sources/ComponentModels/QuickLinkItem.swift:"))

        // A second build reads the cache the first one left beside the site, and changes nothing.
        let cached = try CommandRunner.run(
            base + ["--models", short.appendingPathComponent(FixtureSite.modelsPath).path], in: short)
        #expect(cached.status == 0)
        #expect(try FixtureSite.files(under: short.appendingPathComponent("_site")) == first)

        let roots = Self.spellings(of: short) + Self.spellings(of: long)
        let cache = try FixtureSite.files(under: short.appendingPathComponent(".docgen-cache-_site"))
        #expect(!cache.isEmpty)
        let written = first.map { ("_site/" + $0.key, $0.value) } + cache.map { (".docgen-cache-_site/" + $0.key, $0.value) }
        for (path, bytes) in written {
            let text = String(decoding: bytes, as: UTF8.self)
            for root in roots where text.contains(root) {
                Issue.record("'\(path)' holds the absolute path '\(root)'")
            }
        }
    }

    @Test("docgen check names model files from the root when the models folder is given by its absolute path")
    func checkNamesModelsFromRoot() throws {
        let root = try Self.checkout(prefix: "docgen-repro-check")
        defer { try? FileManager.default.removeItem(at: root) }
        let models = root.appendingPathComponent(FixtureSite.modelsPath)
        try Data("public struct Broken {\n    let a: = 1\n}\n".utf8).write(to: models.appendingPathComponent("Broken.swift"))
        let result = try CommandRunner.run(["check", "--models", models.path], in: root)
        // A model file that does not parse is a warning for that file.
        #expect(result.status == 0)
        #expect(result.standardError.contains("Sources/ComponentModels/Broken.swift:2:"))
        for spelling in Self.spellings(of: root) {
            #expect(!result.standardError.contains(spelling))
        }
    }
}
