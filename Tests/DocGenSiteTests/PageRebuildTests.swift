import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// `docgen serve`'s one-page rebuild: the same output as a clean build, and a full rebuild
/// whenever an edit reaches further than its own page.
@Suite struct PageRebuildTests {
    /// A built site in a session that edits its files and rebuilds as `docgen serve` does.
    struct Session {
        let site: TestSite
        let overrides: SiteConfiguration.Overrides
        let builder: SiteBuilder

        init(fixture: String = "ComponentSite", models: Bool = false, config: String? = nil) throws {
            site = try TestSite(fixture: fixture)
            var overrides = SiteConfiguration.Overrides()
            if models {
                let copy = site.root.appendingPathComponent("Models")
                try FileManager.default.copyItem(at: URL(fileURLWithPath: CatalogSiteTests.models), to: copy)
                overrides.models = [copy.path]
            }
            if let config { try site.write(config, to: "docgen.yml") }
            self.overrides = overrides
            builder = SiteBuilder(configuration: try site.configuration(overrides), cache: BuildCache())
            let first = try builder.build()
            #expect(first.wroteSite)
        }

        /// Changes a file (relative to the site's root) and rebuilds with its path as the watcher reports it.
        @discardableResult
        func edit(_ path: String, _ change: (inout String) -> Void) throws -> SiteBuilder.Report {
            let url = site.root.appendingPathComponent(path)
            var text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            change(&text)
            try site.write(text, to: path)
            return try builder.rebuild(changedPaths: [url.path])
        }

        func rebuild(_ paths: [String]) throws -> SiteBuilder.Report {
            try builder.rebuild(changedPaths: paths.map { site.root.appendingPathComponent($0).path })
        }

        /// Expects the output folder and the diagnostics to equal a clean build's of the same sources.
        func expectSameAsCleanBuild(_ report: SiteBuilder.Report) throws {
            var clean = overrides
            clean.output = site.root.appendingPathComponent("clean").path
            let cleanReport = try SiteBuilder(configuration: try site.configuration(clean)).build()
            #expect(report.diagnostics.map(\.description) == cleanReport.diagnostics.map(\.description))
            let served = try site.snapshotOutput()
            let expected = try TestSite.snapshot(of: site.root.appendingPathComponent("clean"))
            #expect(served.keys.sorted() == expected.keys.sorted())
            for (path, bytes) in expected where served[path] != bytes {
                Issue.record("'\(path)' differs from a clean build's")
            }
            #expect(report.fileCount == cleanReport.fileCount)
        }
    }

    @Test(
        "an edit to one page rebuilds that page alone and writes what a clean build writes",
        arguments: [
            ("ComponentSite", "components/header.md", "Hidden when nil.", "Hidden when it is nil. A new sentence."),
            // Renames the anchor the banner page links to, which gives that page a warning.
            ("ComponentSite", "components/header.md", "## Usage", "## Using it"),
            ("ComponentSite", "components/header.md", "# Header\n", "# Header\n\n## A new section\n\nWith text.\n"),
            ("ComponentSite", "components/Banner/README.md", "## 예제", "## 예제\n\n[링크](../header.md#rules)"),
            ("CatalogSite", "components/links.md", "\"title\": \"Slots\"", "\"title\": \"Games\""),
            ("CatalogSite", "components/links.md", "A bar with two links", "A bar with `QuickLinkType` links"),
            // Moves every sample of the page down two lines, which the catalog links to.
            ("CatalogSite", "components/links.md", "A bar with two links", "A bar\n\nwith two links"),
        ])
    func rebuildsOnePage(fixture: String, path: String, find: String, replace: String) throws {
        let session = try Session(fixture: fixture, models: fixture == "CatalogSite")
        defer { session.site.remove() }
        let report = try session.edit("Content/" + path) { text in
            #expect(text.contains(find))
            text = text.replacingOccurrences(of: find, with: replace)
        }
        #expect(report.rebuiltPagesOnly)
        #expect(report.fullRebuildReason == nil)
        #expect(report.changedFiles.contains(OutputPath.forSource(path)))
        try session.expectSameAsCleanBuild(report)
    }

    @Test("several edits in a row, and one that removes a sample, stay equal to a clean build")
    func editsInARow() throws {
        let session = try Session(fixture: "CatalogSite", models: true)
        defer { session.site.remove() }
        try session.edit("Content/components/links.md") { $0 += "\nOne more paragraph.\n" }
        try session.edit("Content/components/notice.md") {
            $0 = $0.replacingOccurrences(of: "\"priority\": 1", with: "\"priority\": 2")
        }
        let report = try session.edit("Content/components/links.md") { text in
            text = text.replacingOccurrences(of: "```json QuickLinkItem", with: "```text")
        }
        #expect(!report.failed)
        try session.expectSameAsCleanBuild(report)
    }

    @Test("prose added after a page's samples leaves the catalog and model pages unwritten")
    func proseEditKeepsCatalog() throws {
        let session = try Session(fixture: "CatalogSite", models: true)
        defer { session.site.remove() }
        let report = try session.edit("Content/components/links.md") { $0 += "\nOne more paragraph.\n" }
        #expect(report.rebuiltPagesOnly)
        #expect(report.changedFiles.contains("components/links.html"))
        #expect(!report.changedFiles.contains { $0.hasPrefix("catalog/") || $0.hasPrefix("models/") })
        try session.expectSameAsCleanBuild(report)
    }

    @Test("an unchanged page and a hidden file write nothing")
    func nothingChanged() throws {
        let session = try Session()
        defer { session.site.remove() }
        try session.site.write("swap", to: "Content/components/.header.md.swp")
        let report = try session.rebuild([
            "Content/components/header.md", "Content/components/.header.md.swp", "Content/gone.tmp",
        ])
        #expect(report.rebuiltPagesOnly)
        #expect(report.changedFiles.isEmpty)
    }

    @Test("an edit that breaks a page writes nothing, and the fix is rebuilt from the last good state")
    func brokenThenFixed() throws {
        let session = try Session()
        defer { session.site.remove() }
        let before = try session.site.snapshotOutput()
        let broken = try session.edit("Content/components/header.md") {
            $0 = $0.replacingOccurrences(of: "description: A promotional header.", with: "description: [a, b]")
        }
        #expect(broken.failed)
        #expect(try session.site.snapshotOutput() == before)
        // Another page's edit must not write the site while the broken page is still broken.
        let other = try session.edit("Content/guides/index.md") { $0 += "\nMore.\n" }
        #expect(other.failed)
        let fixed = try session.edit("Content/components/header.md") {
            $0 = $0.replacingOccurrences(of: "description: [a, b]", with: "description: A promotional header.")
        }
        #expect(!fixed.failed)
        #expect(fixed.rebuiltPagesOnly)
        try session.expectSameAsCleanBuild(fixed)
    }

    @Test("a failed edit reports its page's link warnings too, and the pages after it still rebuild one by one")
    func failedEditReport() throws {
        let session = try Session()
        defer { session.site.remove() }
        let before = try session.site.snapshotOutput()
        let broken = try session.edit("Content/components/header.md") {
            $0 = $0.replacingOccurrences(of: "description: A promotional header.", with: "description: [a, b]")
            $0 += "\nSee [the missing page](missing.md).\n"
        }
        #expect(broken.failed)
        #expect(broken.rebuiltPagesOnly)
        let rules = broken.diagnostics.filter { $0.location?.file.hasSuffix("header.md") == true }.map(\.rule)
        #expect(rules.contains("front-matter-type") && rules.contains("link-target"))
        #expect(try session.site.snapshotOutput() == before)
        let fixed = try session.edit("Content/components/header.md") {
            $0 = $0.replacingOccurrences(of: "description: [a, b]", with: "description: A promotional header.")
        }
        #expect(!fixed.failed && fixed.rebuiltPagesOnly)
        try session.expectSameAsCleanBuild(fixed)
        let other = try session.edit("Content/guides/index.md") { $0 += "\nOne more line.\n" }
        #expect(other.rebuiltPagesOnly)
        try session.expectSameAsCleanBuild(other)
    }

    @Test("an edited translation keeps its file name's language, and its warning when its front matter disagrees")
    func translations() throws {
        let session = try Session()
        defer { session.site.remove() }
        try session.site.write("---\ntitle: 스타일\n---\n\n# 스타일\n\n본문.\n", to: "Content/guides/style.ko.md")
        try session.site.write("---\ntitle: Guides\nlang: de\n---\n\n# Guides\n\nTexte.\n", to: "Content/guides/index.fr.md")
        let added = try session.rebuild(["Content/guides/style.ko.md", "Content/guides/index.fr.md"])
        #expect(added.fullRebuildReason != nil)
        #expect(added.diagnostics.map(\.rule).contains("translation-language"))
        for path in ["Content/guides/style.ko.md", "Content/guides/index.fr.md"] {
            let report = try session.edit(path) { $0 += "\nMore.\n" }
            #expect(report.rebuiltPagesOnly)
            try session.expectSameAsCleanBuild(report)
        }
    }

    @Test(
        "an edit that reaches other pages rebuilds the whole site",
        arguments: [
            ("Content/guides/style.md", "# Style guide", "# Style rules"),
            ("Content/components/header.md", "order: 2", "order: 7"),
            ("Content/components/header.md", "title: Header", "title: Header\ndraft: true"),
            ("Content/guides/new.md", "", "# New page\n"),
            ("Content/images/pixel.png", "", "not a png any more"),
            ("Templates/page.mustache", "", "{{! a comment }}\n"),
            ("docgen.yml", "", "\n# edited\n"),
            ("Content/components/draft.md", "", "\nEdited draft.\n"),
        ])
    func fallsBack(path: String, find: String, replace: String) throws {
        let session = try Session(config: "title: Fallback test\n")
        defer { session.site.remove() }
        let report = try session.edit(path) { text in
            text = find.isEmpty ? text + replace : text.replacingOccurrences(of: find, with: replace)
        }
        #expect(!report.rebuiltPagesOnly)
        #expect(report.fullRebuildReason != nil)
        try session.expectSameAsCleanBuild(report)
    }

    @Test("a first link to a file in a dot-folder rebuilds the whole site, which publishes it")
    func linkToDotFolderFile() throws {
        let session = try Session()
        defer { session.site.remove() }
        try session.site.write("image bytes", to: "Content/.attachments/new.png")
        let report = try session.edit("Content/components/header.md") { $0 += "\n![New](../.attachments/new.png)\n" }
        #expect(report.fullRebuildReason?.contains(".attachments/new.png") == true)
        #expect(FileManager.default.fileExists(atPath: session.site.output.appendingPathComponent(".attachments/new.png").path))
        try session.expectSameAsCleanBuild(report)
    }

    @Test("a removed page and an edited model source rebuild the whole site")
    func removedPageAndModels() throws {
        let session = try Session(fixture: "CatalogSite", models: true)
        defer { session.site.remove() }
        try FileManager.default.removeItem(at: session.site.root.appendingPathComponent("Content/components/notice.md"))
        let removed = try session.rebuild(["Content/components/notice.md"])
        #expect(removed.fullRebuildReason != nil)
        try session.expectSameAsCleanBuild(removed)
        let models = try session.edit("Models/QuickLinkItem.swift") { $0 += "\n// edited\n" }
        #expect(models.fullRebuildReason != nil)
        try session.expectSameAsCleanBuild(models)
    }
}
