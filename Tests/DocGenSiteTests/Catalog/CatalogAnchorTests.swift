import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct CatalogAnchorTests {
    @Test(
        "anchors from paths turn every slash and dot into a dash, in ASCII and other text alike",
        arguments: ["components/banner.md", "a.b/c.d", "배너/정책.md", "a/\u{338}b.md", "", "..//"])
    func replacingSlashes(path: String) {
        #expect(path.replacingSlashes() == String(path.map { $0 == "/" || $0 == "." ? "-" : $0 }))
    }
}
