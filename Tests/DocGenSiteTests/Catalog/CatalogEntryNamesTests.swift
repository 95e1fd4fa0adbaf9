import DocGenCatalog
import Testing

@testable import DocGenSite

/// The one copy of each component and name a build's catalog entries share.
@Suite("Catalog entry names")
struct CatalogEntryNamesTests {
    private static let banner = CatalogComponent(
        slug: "banner", title: "Banner", summary: "A banner.", typeNames: ["BannerData"])

    @Test("equal components share one box, and a different one gets its own")
    func components() {
        let names = CatalogEntryNames()
        let first = names.shared(Self.banner)
        let again = names.shared(
            CatalogComponent(slug: "banner", title: "Banner", summary: "A banner.", typeNames: ["BannerData"]))
        #expect(first === again)
        var other = Self.banner
        other.slug = "banner-list"
        let third = names.shared(other)
        #expect(third !== first)
        #expect(third.value == other)
    }

    @Test(
        "a name comes back equal to itself, however often it is asked for",
        arguments: ["", "QuickLinkItem", "[PromotionalHeaderData]", "배너데이터"])
    func strings(name: String) {
        let names = CatalogEntryNames()
        #expect(names.shared(name) == name)
        #expect(names.shared(String(name.reversed().reversed())) == name)
    }
}
