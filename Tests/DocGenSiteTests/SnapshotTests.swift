import Testing

@testable import DocGenSite

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
}
