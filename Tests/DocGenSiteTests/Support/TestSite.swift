import DocGenContent
import DocGenSite
import DocGenTemplates
import DocGenTestSupport
import DocGenTheme
import Foundation

/// A throwaway copy of a fixture site in a temporary folder, built with the default theme.
struct TestSite {
    let root: URL

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// This repository's preview templates (`Templates/previews`), keyed as `TemplateSet` keys
    /// them (`QuickLinkItem.list`).
    static func repositoryPreviewSources() -> [String: (text: String, file: String)] {
        var sources: [String: (text: String, file: String)] = [:]
        let folder = FixtureSite.repositoryPreviews
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasSuffix(".mustache") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            sources[String(name.dropLast(".mustache".count))] = (text, "Templates/previews/" + name)
        }
        return sources
    }

    /// Copies `Fixtures/<name>/Content` into a new temporary root with this repository's
    /// preview templates as its `Templates/previews` (unless `previews` is false), and no other
    /// templates.
    init(fixture name: String = "ComponentSite", previews: Bool = true) throws {
        root = try FixtureSite.copy(
            content: Self.testsFolder.appendingPathComponent("Fixtures/\(name)/Content"), prefix: "docgen-test")
        if previews { try FixtureSite.copyPreviews(into: root) }
    }

    var output: URL { root.appendingPathComponent("_site") }

    func configuration(_ overrides: SiteConfiguration.Overrides = .init()) throws -> SiteConfiguration {
        try SiteConfiguration.load(root: root, overrides: overrides)
    }

    @discardableResult
    func build(_ overrides: SiteConfiguration.Overrides = .init()) throws -> SiteBuilder.Report {
        try SiteBuilder(configuration: configuration(overrides)).build()
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every file under the output folder with its bytes, for comparing whole builds.
    func snapshotOutput() throws -> [String: Data] {
        try Self.snapshot(of: output)
    }

    /// Every file under a folder with its bytes.
    static func snapshot(of folder: URL) throws -> [String: Data] {
        try FixtureSite.files(under: folder)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
