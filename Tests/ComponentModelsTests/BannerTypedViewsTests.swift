import ComponentModels
import Foundation
import Testing

@Suite("Banner typed views")
struct BannerTypedViewsTests {
    @Test(
        "type maps to a banner type only for default and popup",
        arguments: [
            ("default", BannerType.default), ("popup", .popup),
            ("Default", nil), ("POPUP", nil), ("", nil), ("sheet", nil), ("DefualBanner", nil),
        ] as [(String, BannerType?)])
    func bannerTypes(raw: String, expected: BannerType?) {
        #expect(banner(type: raw).bannerType == expected)
    }

    @Test(
        "contentType maps I, T and H to content kinds",
        arguments: [
            ("I", BannerContentType.image), ("T", .text), ("H", .html), ("i", nil), ("image", nil), ("", nil),
        ] as [(String, BannerContentType?)])
    func contentKinds(raw: String, expected: BannerContentType?) {
        #expect(banner(contentType: raw).contentKind == expected)
    }

    @Test(
        "closeType maps to a close kind",
        arguments: [
            ("close", BannerCloseType.close), ("never", .never), ("week", .week), ("today", .today),
            (nil, nil), ("", nil), ("Week", nil), ("month", nil),
        ] as [(String?, BannerCloseType?)])
    func closeKinds(raw: String?, expected: BannerCloseType?) {
        #expect(banner(closeType: raw).closeKind == expected)
    }

    @Test(
        "landingType nil, empty or none gives no landing",
        arguments: [
            (nil, nil), ("", "https://example.com"), ("none", "https://example.com"),
        ] as [(String?, String?)])
    func noLanding(type: String?, destination: String?) {
        let item = banner(landingType: type, landingDestination: destination)
        #expect(item.landing == BannerLanding.none)
        #expect(item.landingProblem == nil)
    }

    @Test(
        "landingType web with an http(s) destination gives a web landing",
        arguments: [
            "https://example.com/event?id=7", "http://example.com", "HTTPS://EXAMPLE.COM/a",
        ])
    func webLanding(destination: String) throws {
        let item = banner(landingType: "web", landingDestination: destination)
        #expect(item.landing == .web(try #require(URL(string: destination))))
        #expect(item.landingProblem == nil)
    }

    @Test(
        "Any other landingType gives an in-app landing to the destination or the type itself",
        arguments: [
            ("event", "event/123", "event/123"),
            ("deeplink", nil, "deeplink"),
            ("Web", "https://example.com", "https://example.com"),
        ] as [(String, String?, String)])
    func inAppLanding(type: String, destination: String?, expected: String) {
        let item = banner(landingType: type, landingDestination: destination)
        #expect(item.landing == .inApp(destination: expected))
        #expect(item.landingProblem == nil)
    }

    @Test(
        "A web landing without a usable http(s) URL becomes none and reports a problem",
        arguments: [
            nil, "", "example.com/page", "ftp://example.com/file", "javascript:alert(1)", "https://", "not a url",
        ] as [String?])
    func invalidWebLandings(destination: String?) throws {
        let item = banner(landingType: "web", landingDestination: destination)
        #expect(item.landing == BannerLanding.none)
        let problem = try #require(item.landingProblem)
        #expect(problem.contains("web"))
        if let destination {
            #expect(problem.contains("\"\(destination)\""))
        } else {
            #expect(problem.contains("missing"))
        }
    }
}
