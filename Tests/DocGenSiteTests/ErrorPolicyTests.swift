import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// docgen's one policy for errors: what a page says is shown on the page and the site is still
/// written; anything else leaves the previous site as it was.
@Suite struct ErrorPolicyTests {
    @Test(
        "content rules are shown on their page, a refused page is left out; every other error stops writing",
        arguments: [
            ("json-type-mismatch", false), ("swift-unknown-member", false), ("mermaid-syntax", false),
            ("expect-error", false), ("front-matter-syntax", true), ("template-syntax", true),
            ("model-syntax", true), ("invalid-text", false), ("output-collision", true), ("i18n-syntax", true),
            ("markdown-size", false), ("unreadable-file", true),
        ])
    func rules(rule: String, stops: Bool) {
        let error = Diagnostic.error("x", at: nil, rule: rule)
        #expect(ErrorPolicy.stopsWriting(error) == stops)
        #expect(!ErrorPolicy.stopsWriting(.warning("x", at: nil, rule: rule)))
    }

    @Test(
        "an error of a rule the site declares is shown on its page, whatever its name", arguments: ["banner-type", "link-target"])
    func declaredRule(rule: String) {
        var declared = Diagnostic.error("x", at: nil, rule: rule)
        declared.isDeclaredRule = true
        #expect(!ErrorPolicy.stopsWriting(declared))
        // docgen has no rules of its own for any model: the same name, not declared, is no content rule.
        #expect(ErrorPolicy.stopsWriting(.error("x", at: nil, rule: rule)))
    }

    @Test("a stale example is reported, shown under its block, and the site is written")
    func staleExample() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        try site.write(
            "# Stale\n\nText.\n\n```json QuickLinkItem\n{ \"titel\": \"x\" }\n```\n", to: "Content/components/stale.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.models = [CatalogSiteTests.models]
        let report = try site.build(overrides)
        #expect(report.failed)
        #expect(report.wroteSite)
        let page = try site.read("components/stale.html")
        #expect(page.contains(#"<div class="example-error" role="note">"#))
        #expect(page.contains("<li><code>6:"))
        #expect(report.diagnostics.contains { $0.location?.file.hasSuffix("stale.md") == true && $0.severity == .error })
    }

    @Test("a front matter error leaves the previous site as it was")
    func frontMatter() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        let before = try site.snapshotOutput()
        try site.write("---\ntitle: [unclosed\n---\n\n# Bad\n", to: "Content/bad.md")
        let report = try site.build()
        #expect(report.failed)
        #expect(!report.wroteSite)
        #expect(try site.snapshotOutput() == before)
    }
}
