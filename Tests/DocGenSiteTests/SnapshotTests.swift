import DocGenTestSupport
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// Golden files of whole pages: any change to templates, navigation or Markdown rendering
/// shows up here as a reviewable diff.
@Suite struct SnapshotTests {
    @Test(
        "built pages match their golden HTML",
        arguments: [
            ("index.html", "home.html"),
            ("components/header.html", "header.html"),
            ("components/Banner/index.html", "banner-ko.html"),
        ])
    func pages(path: String, snapshot: String) throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.build()
        snapshots.assert(try site.read(path), named: snapshot)
    }

    @Test(
        "generated pages match their golden HTML",
        arguments: [("models/quicklinkitem.html", "model-quicklinkitem.html")])
    func generatedPages(path: String, snapshot: String) throws {
        // The models are copied into the site, so the page names them as the same relative path on every machine.
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        try FixtureSite.copyModels(into: site.root)
        try site.build()
        snapshots.assert(try site.read(path), named: snapshot)
    }
}
