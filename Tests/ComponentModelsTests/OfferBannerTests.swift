import ComponentModels
import Foundation
import Testing

@Suite("Offer banner models")
struct OfferBannerTests {
    static let sample = """
        {
          "id": "spring-sale-banner",
          "title": "Spring Sale",
          "subtitle": "Up to 30% off selected items",
          "logoURL": "https://cdn.example.com/logos/brand.png",
          "backgroundImageURL": "https://cdn.example.com/banners/spring.jpg",
          "countdownEndDate": "2025-04-30T23:59:59Z",
          "discountBadge": "-30%",
          "callToAction": {"title": "Shop now", "url": "https://shop.example.com/spring"}
        }
        """

    @Test("A full offer banner configuration decodes every field")
    func decodesFullConfiguration() throws {
        let banner = try decode(OfferBannerConfiguration.self, from: Self.sample)
        #expect(
            banner
                == OfferBannerConfiguration(
                    id: "spring-sale-banner",
                    title: "Spring Sale",
                    subtitle: "Up to 30% off selected items",
                    logoURL: "https://cdn.example.com/logos/brand.png",
                    backgroundImageURL: "https://cdn.example.com/banners/spring.jpg",
                    countdownEndDate: "2025-04-30T23:59:59Z",
                    discountBadge: "-30%",
                    callToAction: OfferBannerCallToAction(title: "Shop now", url: "https://shop.example.com/spring")
                ))
        #expect(try roundTrip(banner) == banner)
    }

    @Test("Subtitle and discount badge are optional")
    func optionalFieldsMayBeMissing() throws {
        let json = """
            {"id": "b", "title": "T", "logoURL": "https://x/l.png", "backgroundImageURL": "https://x/b.jpg",
             "countdownEndDate": "2025-04-30T23:59:59Z", "callToAction": {"title": "Go", "url": "https://x"}}
            """
        let banner = try decode(OfferBannerConfiguration.self, from: json)
        #expect(banner.subtitle == nil)
        #expect(banner.discountBadge == nil)
    }

    @Test("A configuration without a call to action fails to decode")
    func missingCallToActionFails() {
        let json = """
            {"id": "b", "title": "T", "logoURL": "https://x/l.png", "backgroundImageURL": "https://x/b.jpg",
             "countdownEndDate": "2025-04-30T23:59:59Z"}
            """
        #expect(throws: DecodingError.self) { try decode(OfferBannerConfiguration.self, from: json) }
    }

    @Test("A call to action without a url fails to decode")
    func callToActionNeedsURL() {
        #expect(throws: DecodingError.self) { try decode(OfferBannerCallToAction.self, from: #"{"title": "Go"}"#) }
    }
}
