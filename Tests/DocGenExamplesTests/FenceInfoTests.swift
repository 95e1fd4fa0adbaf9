import Testing

@testable import DocGenExamples

/// Info strings read into what docgen checks; ASCII ones are read as bytes, others as characters,
/// and both readings must agree.
@Suite struct FenceInfoTests {
    @Test(
        "an info string names what is checked",
        arguments: [
            ("json OfferBannerConfiguration", FenceInfo.json(typeText: "OfferBannerConfiguration")),
            ("  JSON   [String: QuickLinkItem]  ", .json(typeText: "[String: QuickLinkItem]")),
            ("json", .unchecked),
            ("json   ", .unchecked),
            ("json OfferBannerConfiguration no-check", .unchecked),
            ("json [String: QuickLinkItem]\tno-check", .unchecked),
            ("json 배너 no-check", .unchecked),
            ("json no-check", .unchecked),
            ("json NoCheckModel", .json(typeText: "NoCheckModel")),
            ("swift", .swift),
            ("Swift\tno-check", .unchecked),
            ("swift title,no-check", .unchecked),
            ("swift no-checks", .swift),
            ("mermaid", .unchecked),
            ("", .unchecked),
            ("json 배너", .json(typeText: "배너")),
            ("swift 노체크", .swift),
            ("swiftly", .unchecked),
        ])
    func reads(info: String, expected: FenceInfo) {
        #expect(FenceInfo(info) == expected)
    }
}
