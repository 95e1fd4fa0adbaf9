import DocGenDiagnostics
import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// A team's repository docgen has never seen: its own `Docs/`, its own models in
/// `Sources/TeamModels`, and a `Templates/` folder holding only preview templates; the rest of
/// the theme is the default one.
@Suite("A team's own components")
struct TeamSiteTests {
    static let fixture = FixtureSite.repositoryRoot.appendingPathComponent("Tests/DocGenSiteTests/Fixtures/TeamSite")

    /// A copy of the fixture at a new temporary path, built; its output folder and report.
    static func build(
        folderName: String = "team", withTemplates: Bool = true
    ) throws -> (
        output: URL, report: SiteBuilder.Report, root: URL
    ) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-\(folderName)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["Docs", "Sources"] {
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        if withTemplates {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
        }
        let configuration = try SiteConfiguration.load(
            root: root, overrides: .init(content: "Docs", models: ["Sources/TeamModels"]))
        let report = try SiteBuilder(configuration: configuration).build()
        return (configuration.outputDirectory, report, root)
    }

    static func read(_ path: String, in output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("pager links that would read alike name their sections")
    func pagerTitlesAlike() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-pager-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Docs", "Sources", "Templates"] {
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        // With one component, the catalog's index lies between the Button page and its catalog page.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Docs/components/toast.md"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Templates/previews/ToastModel.list.mustache"))
        let configuration = try SiteConfiguration.load(
            root: root, overrides: .init(content: "Docs", models: ["Sources/TeamModels"]))
        #expect(try SiteBuilder(configuration: configuration).build().wroteSite)
        let index = try Self.read("catalog/index.html", in: configuration.outputDirectory)
        #expect(index.contains(#"<span class="pager-title">Components › Button</span>"#))
        #expect(index.contains(#"<span class="pager-title">Component catalog › Button</span>"#))
        // Titles that differ stay as they are.
        let button = try Self.read("components/button.html", in: configuration.outputDirectory)
        #expect(button.contains(#"<span class="pager-title">Component catalog</span>"#))
    }

    @Test("every JSON and Swift sample of the team's types is drawn from its template, on its page and in the catalog")
    func previews() throws {
        let (output, report, root) = try Self.build()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(report.wroteSite)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        let button = try Self.read("components/button.html", in: output)
        // The JSON sample, by its JSON keys (`label`, `enabled`), and the Swift one with its enum case.
        #expect(
            button.contains(
                #"<button class="team-button team-button-primary" data-id="checkout" style="background: rgba(10, 132, 255, 1)">"#)
        )
        #expect(button.contains(#"data-id="delete" disabled>Delete account</button>"#))
        #expect(button.contains(#"data-symbol="tag.fill""#))
        let catalog = try Self.read("catalog/button-style-model.html", in: output)
        #expect(catalog.contains(#"data-id="checkout""#) && catalog.contains(#"data-id="delete""#))
        let toasts = try Self.read("catalog/toast-model.html", in: output)
        #expect(toasts.contains("1/2 Saved to your library <b>Undo</b>") && toasts.contains("2/2 Link copied"))
        // The Swift call leaves `duration` out; the declared default fills it.
        #expect(toasts.contains(#"data-seconds="3">1/1 Download finished"#))
        let index = try Self.read("catalog/index.html", in: output)
        #expect(index.contains("A tappable label with an optional symbol, filled by its role."))
        #expect(index.contains("Every Button and Toast sample in the documentation"))
    }

    @Test("without a templates folder the site builds with the default theme and previews nothing of the team's")
    func defaultTheme() throws {
        let (output, report, root) = try Self.build(withTemplates: false)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(report.wroteSite)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        let button = try Self.read("components/button.html", in: output)
        #expect(button.contains("<h1") && !button.contains("team-button"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("models/buttonstylemodel.html").path))
    }

    @Test("two checkouts at different paths build byte-identical sites with no absolute path in them")
    func reproducible() throws {
        let first = try Self.build(folderName: "a")
        let second = try Self.build(folderName: "checkout-at-a-longer-path")
        defer {
            try? FileManager.default.removeItem(at: first.root)
            try? FileManager.default.removeItem(at: second.root)
        }
        #expect(first.report.wroteSite && second.report.wroteSite)
        let (left, right) = (try TestSite.snapshot(of: first.output), try TestSite.snapshot(of: second.output))
        #expect(!left.isEmpty && left.keys.sorted() == right.keys.sorted())
        for (path, bytes) in left {
            #expect(bytes == right[path], "\(path) differs")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(first.root.path) && !text.contains(FileManager.default.temporaryDirectory.path), "\(path)")
        }
    }

    @Test("docs/catalog.md shows the fixture's preview template as it is")
    func documented() throws {
        let docs = try String(contentsOf: FixtureSite.repositoryRoot.appendingPathComponent("docs/catalog.md"), encoding: .utf8)
        let template = try String(
            contentsOf: Self.fixture.appendingPathComponent("Templates/previews/ButtonStyleModel.mustache"), encoding: .utf8)
        let indented = template.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "   " + $0 }
        #expect(docs.contains(indented.joined(separator: "\n")))
    }
}
