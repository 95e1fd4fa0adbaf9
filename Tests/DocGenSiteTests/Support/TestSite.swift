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

    /// The default theme's preview templates, keyed as `TemplateSet` keys them (`QuickLinkItem.list`).
    static func defaultPreviewSources() -> [String: (text: String, file: String)] {
        var sources: [String: (text: String, file: String)] = [:]
        for file in DefaultTheme.files where file.path.hasPrefix("previews/") && file.path.hasSuffix(".mustache") {
            let name = String(file.path.dropFirst("previews/".count).dropLast(".mustache".count))
            sources[name] = (String(decoding: file.contents, as: UTF8.self), "(default theme)/" + file.path)
        }
        return sources
    }

    /// Copies `Fixtures/<name>/Content` into a new temporary root, which has no `Templates/`.
    init(fixture name: String = "ComponentSite") throws {
        root = try FixtureSite.copy(
            content: Self.testsFolder.appendingPathComponent("Fixtures/\(name)/Content"), prefix: "docgen-test")
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
