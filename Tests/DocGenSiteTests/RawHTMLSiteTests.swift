import DocGenContent
import DocGenSite
import Foundation
import Testing

/// Raw HTML and files in dot-folders in a whole build: URLs inside HTML are rewritten and
/// checked like Markdown links, and a linked file in a dot-folder is published.
@Suite("Raw HTML and dot-folder files in a site")
struct RawHTMLSiteTests {
    private static let page = """
        # Guide

        <p align="center"><img src=".attachments/button.png" alt="Button"></p>

        See <a href="other.md#usage">the other page</a> or <a href="missing.md">nothing</a>.

        ![Shot](.attachments/shot.png) and [env](.env), [git](.git/config), [secret](.attachments/.secret.png).

        <img src="images/gone.png" alt="Gone">
        """

    private func site() throws -> TestSite {
        let site = try TestSite()
        try site.write(Self.page, to: "Content/guide.md")
        try site.write("# Other\n\n## Usage\n", to: "Content/other.md")
        for file in [".attachments/button.png", ".attachments/shot.png", ".attachments/.secret.png", ".env", ".git/config"] {
            try site.write("bytes", to: "Content/\(file)")
        }
        try site.write("bytes", to: "Content/.attachments/unlinked.png")
        return site
    }

    @Test("links in raw HTML go to built pages, and a missing target is reported at its line")
    func htmlLinks() throws {
        let site = try site()
        defer { site.remove() }
        let report = try site.build()
        let html = try site.read("guide.html")
        #expect(html.contains("<a href=\"other.html#usage\">the other page</a>"))
        #expect(html.contains("<p align=\"center\"><img src=\".attachments/button.png\" alt=\"Button\"></p>"))
        let warnings = report.diagnostics.filter { $0.location?.file == "Content/guide.md" && $0.rule == "link-target" }
        #expect(warnings.map(\.location?.line) == [5, 7, 7, 7, 9])
        #expect(warnings.contains { $0.message.hasPrefix("link target not found: 'missing.md'") })
        #expect(warnings.contains { $0.message.hasPrefix("image not found: 'images/gone.png'") })
    }

    @Test(
        "an anchor raw HTML names is a link target; one the sanitizer drops, or a misspelt link, is reported",
        arguments: [
            ("<a name=\"setup\"></a>\n\nSteps.", "#setup", true),
            ("## <a id=\"setup\"></a> Setting up", "#setup", true),
            ("<a name=\"setup\"></a>\n\nSteps.", "#setpu", false),
            ("<span id=\"setup\">Steps.</span>", "#setup", false),
        ])
    func htmlAnchors(markup: String, link: String, found: Bool) throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# Guide\n\n[Jump](\(link))\n\n\(markup)\n", to: "Content/guide.md")
        let report = try site.build()
        let warnings = report.diagnostics.filter { $0.rule == "link-anchor" }
        #expect(warnings.isEmpty == found, "\(warnings.map(\.message))")
        let html = try site.read("guide.html")
        #expect(!found || html.contains("name=\"setup\"") || html.contains("id=\"setup\""))
    }

    @Test("a linked file in a dot-folder is published; dotfiles, .git and unlinked files are not")
    func dotFolderFiles() throws {
        let site = try site()
        defer { site.remove() }
        try site.build()
        let exists = { FileManager.default.fileExists(atPath: site.output.appendingPathComponent($0).path) }
        #expect(exists(".attachments/button.png"))
        #expect(exists(".attachments/shot.png"))
        #expect(!exists(".attachments/.secret.png"))
        #expect(!exists(".attachments/unlinked.png"))
        #expect(!exists(".env"))
        #expect(!exists(".git/config"))
    }

    @Test("with rawHTML: trusted, HTML is written as it is, and a link that needs rewriting says so")
    func trusted() throws {
        let site = try site()
        defer { site.remove() }
        try site.write("rawHTML: trusted\n", to: "docgen.yml")
        let report = try site.build()
        let html = try site.read("guide.html")
        #expect(html.contains("<p align=\"center\"><img src=\".attachments/button.png\" alt=\"Button\"></p>"))
        #expect(html.contains("<a href=\"other.md#usage\">"))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(".attachments/button.png").path))
        #expect(
            report.diagnostics.contains {
                $0.location?.line == 5 && $0.message.contains("write 'other.html#usage' instead of 'other.md#usage'")
            })
    }

    @Test("with rawHTML: escape, HTML is text and its URLs are not links")
    func escaped() throws {
        let site = try site()
        defer { site.remove() }
        try site.write("rawHTML: escape\n", to: "docgen.yml")
        let report = try site.build()
        let html = try site.read("guide.html")
        #expect(html.contains("&lt;a href=&quot;other.md#usage&quot;&gt;") || html.contains("&lt;a href=\"other.md#usage\"&gt;"))
        #expect(!report.diagnostics.contains { $0.message.contains("missing.md") })
    }
}
