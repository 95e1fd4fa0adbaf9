import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite

/// Model folders as real targets have them, through a whole build: folders for some pages only,
/// and a model file docgen cannot parse.
@Suite struct ModelFolderSiteTests {
    /// The fixture site with an iOS and a macOS target that both declare `Button`, differently.
    private func site() throws -> TestSite {
        let site = try TestSite()
        try site.write("public struct Button {\n    public init(title: String) {}\n}\n", to: "Sources/Lib_iOS/Button.swift")
        try site.write("public struct Button {\n    public init(label: String) {}\n}\n", to: "Sources/Lib_macOS/Button.swift")
        try site.write("# iOS\n\n```swift\nlet b = Button(title: \"a\")\n```\n", to: "Content/ios/button.md")
        try site.write("# macOS\n\n```swift\nlet b = Button(label: \"a\")\n```\n", to: "Content/macos/button.md")
        return site
    }

    @Test("each page folder's examples are checked against its own model folder")
    func scopedModels() throws {
        let site = try site()
        defer { site.remove() }
        try site.write(
            """
            models:
              - {path: Sources/Lib_iOS, for: Content/ios}
              - path: Sources/Lib_macOS
                for: Content/macos
            """, to: "docgen.yml")
        let report = try site.build()
        let problems = report.diagnostics.filter { $0.rule.hasPrefix("swift-") || $0.rule.hasPrefix("model-") }
        #expect(problems.map(\.description) == [])
        // A mistake is still found against the page's own models.
        try site.write("# macOS\n\n```swift\nlet b = Button(title: \"a\")\n```\n", to: "Content/macos/button.md")
        let stale = try site.build().diagnostics.filter { $0.rule.hasPrefix("swift-") }
        #expect(stale.map(\.rule) == ["swift-argument-label", "swift-missing-argument"])
        #expect(stale.first?.description.hasPrefix("Content/macos/button.md:4:16: error: unknown argument label 'title'") == true)
    }

    @Test("without folders for pages, both targets are one model set, as before")
    func unscopedModels() throws {
        let site = try site()
        defer { site.remove() }
        let report = try site.build(SiteConfiguration.Overrides(models: ["Sources/Lib_iOS", "Sources/Lib_macOS"]))
        #expect(report.diagnostics.contains { $0.rule == "model-duplicate-type" })
        #expect(report.diagnostics.contains { $0.rule == "swift-argument-label" })
    }

    @Test("a page that imports one target's module is checked against that target's type of a shared name")
    func importChoosesModel() throws {
        let site = try site()
        defer { site.remove() }
        try site.write(
            "# macOS\n\n```swift\nimport Lib_macOS\n\nlet b = Button(label: \"a\")\n```\n", to: "Content/macos/button.md")
        let report = try site.build(SiteConfiguration.Overrides(models: ["Sources/Lib_iOS", "Sources/Lib_macOS"]))
        #expect(report.diagnostics.filter { $0.rule.hasPrefix("swift-") }.map(\.description) == [])
        // A mistake is still found against that target's type.
        try site.write(
            "# macOS\n\n```swift\nimport Lib_macOS\n\nlet b = Button(title: \"a\")\n```\n", to: "Content/macos/button.md")
        let stale = try site.build(SiteConfiguration.Overrides(models: ["Sources/Lib_iOS", "Sources/Lib_macOS"]))
        #expect(
            stale.diagnostics.filter { $0.rule.hasPrefix("swift-") }.map(\.rule) == [
                "swift-argument-label", "swift-missing-argument",
            ])
    }

    @Test("a model file that does not parse is a warning, and the site is written")
    func unparsableModel() throws {
        let site = try site()
        defer { site.remove() }
        try site.write("public struct Broken {\n    let a: = 1\n}\n", to: "Sources/Lib_iOS/Broken.swift")
        let report = try site.build(SiteConfiguration.Overrides(models: ["Sources/Lib_iOS"]))
        let syntax = report.diagnostics.filter { $0.rule == "model-syntax" }
        #expect(syntax.map(\.severity) == [.warning])
        #expect(syntax.first?.location?.description.hasPrefix("Sources/Lib_iOS/Broken.swift:2:") == true)
        #expect(report.wroteSite)
    }
}
