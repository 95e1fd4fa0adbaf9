import ComponentModels
import DocGenExamples
import Foundation
import Testing

/// On samples without unknown keys (which JSONDecoder ignores and docgen rejects), the index-based
/// validator accepts exactly what JSONDecoder decodes into the compiled-in model types.
@Suite("Agreement with JSONDecoder")
struct DecoderAgreementTests {
    struct Sample: CustomStringConvertible, Sendable {
        var type: String
        var json: String
        var description: String { "\(type): \(json)" }
    }

    static let decoders: [String: @Sendable (Data) throws -> Void] = [
        "PromotionalHeaderData": { _ = try JSONDecoder().decode(PromotionalHeaderData.self, from: $0) },
        "PromotionalHeaderDisplayState": { _ = try JSONDecoder().decode(PromotionalHeaderDisplayState.self, from: $0) },
        "QuickLinkItem": { _ = try JSONDecoder().decode(QuickLinkItem.self, from: $0) },
        "[QuickLinkItem]": { _ = try JSONDecoder().decode([QuickLinkItem].self, from: $0) },
        "BannerPolicyItemModel": { _ = try JSONDecoder().decode(BannerPolicyItemModel.self, from: $0) },
        "OfferBannerConfiguration": { _ = try JSONDecoder().decode(OfferBannerConfiguration.self, from: $0) },
    ]

    static let header = #""id": "a", "icon": "gift.fill", "title": "Hi""#
    static let banner = #""id": "a", "contentType": "T", "content": "Hi", "type": "popup""#
    static let offer =
        #""id": "o", "title": "T", "logoURL": "https://x.com/l.png", "backgroundImageURL": "https://x.com/b.jpg", "countdownEndDate": "2027-01-01T00:00:00Z""#

    static let samples: [Sample] = [
        Sample(type: "PromotionalHeaderData", json: "{ \(header) }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"subtitle\": null, \"backgroundColor\": null }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"backgroundColor\": \"#FF95001A\" }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"backgroundColor\": \"#ff9500\" }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"backgroundColor\": \"systemTeal\" }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"backgroundColor\": \"SystemTeal\" }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"backgroundColor\": \"#F90\" }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"backgroundColor\": \"#GG9500\" }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"backgroundColor\": 16750848 }"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header), \"subtitle\": 3 }"),
        Sample(type: "PromotionalHeaderData", json: #"{ "id": "a", "icon": "gift.fill" }"#),
        Sample(type: "PromotionalHeaderData", json: #"{ "id": "a", "icon": "gift.fill", "title": null }"#),
        Sample(
            type: "PromotionalHeaderData",
            json: #"{ "id": "a", "icon": "gift.fill", "title": "\ud83c\udf81 \uAC00 \"q\" \\ \/" }"#),
        Sample(type: "PromotionalHeaderData", json: #"{ "id": "a", "icon": "gift.fill", "title": "\ud83c" }"#),
        Sample(type: "PromotionalHeaderData", json: "{ \"id\": \"a\", \"icon\": \"gift.fill\", \"title\": \"라이브\" }"),
        Sample(type: "PromotionalHeaderData", json: "[ { \(header) } ]"),
        Sample(type: "PromotionalHeaderData", json: "{ \(header) "),
        Sample(type: "PromotionalHeaderDisplayState", json: "{ \"headerData\": { \(header) }, \"isVisible\": true }"),
        Sample(type: "PromotionalHeaderDisplayState", json: "{ \"headerData\": { \(header) }, \"isVisible\": \"true\" }"),
        Sample(type: "PromotionalHeaderDisplayState", json: "{ \"headerData\": { \(header) }, \"isVisible\": 1 }"),
        Sample(type: "PromotionalHeaderDisplayState", json: "{ \"headerData\": { \(header) } }"),
        Sample(type: "PromotionalHeaderDisplayState", json: #"{ "headerData": { "id": "a" }, "isVisible": false }"#),
        Sample(type: "PromotionalHeaderDisplayState", json: #"{ "headerData": null, "isVisible": false }"#),
        Sample(type: "QuickLinkItem", json: #"{ "type": "liveCasino", "title": "Live", "icon": "tv.fill" }"#),
        Sample(type: "QuickLinkItem", json: #"{ "type": "LiveCasino", "title": "Live", "icon": "tv.fill" }"#),
        Sample(type: "QuickLinkItem", json: #"{ "type": 1, "title": "Live", "icon": "tv.fill" }"#),
        Sample(type: "QuickLinkItem", json: #"{ "type": "vip", "title": ["VIP"], "icon": "crown.fill" }"#),
        Sample(type: "[QuickLinkItem]", json: "[]"),
        Sample(
            type: "[QuickLinkItem]",
            json:
                #"[ { "type": "vip", "title": "VIP", "icon": "crown.fill" }, { "type": "slots", "title": "Slots", "icon": "g" } ]"#
        ),
        Sample(
            type: "[QuickLinkItem]",
            json: #"[ { "type": "vip", "title": "VIP", "icon": "crown.fill" }, { "type": "slots", "title": "Slots" } ]"#),
        Sample(type: "[QuickLinkItem]", json: #"[ { "type": "vip", "title": "VIP", "icon": "crown.fill" }, null ]"#),
        Sample(type: "[QuickLinkItem]", json: #"{ "type": "vip", "title": "VIP", "icon": "crown.fill" }"#),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 10 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": -0 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 1e2 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 10.0 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 10.5 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 9223372036854775807 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": -9223372036854775808 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 9223372036854775808 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 1e400 }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": \"10\" }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": null }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 1, \"additionalInfo\": { \"a\": \"b\" } }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 1, \"additionalInfo\": { \"a\": 1 } }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 1, \"additionalInfo\": null }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 1, \"additionalInfo\": [] }"),
        Sample(type: "BannerPolicyItemModel", json: "{ \(banner), \"priority\": 1, \"closeType\": \"forever\" }"),
        Sample(type: "BannerPolicyItemModel", json: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi" }"#),
        Sample(
            type: "OfferBannerConfiguration",
            json: "{ \(offer), \"callToAction\": { \"title\": \"Go\", \"url\": \"https://x.com\" } }"),
        Sample(
            type: "OfferBannerConfiguration",
            json:
                "{ \(offer), \"discountBadge\": \"-30%\", \"subtitle\": null, \"callToAction\": { \"title\": \"Go\", \"url\": \"u\" } }"
        ),
        Sample(type: "OfferBannerConfiguration", json: "{ \(offer), \"callToAction\": { \"title\": \"Go\" } }"),
        Sample(type: "OfferBannerConfiguration", json: "{ \(offer), \"callToAction\": \"https://x.com\" }"),
        Sample(type: "OfferBannerConfiguration", json: "{ \(offer) }"),
    ]

    @Test("The validator accepts a sample exactly when JSONDecoder decodes it", arguments: samples)
    func agreesWithDecoder(_ sample: Sample) throws {
        let decode = try #require(Self.decoders[sample.type])
        let decoderAccepts = (try? decode(Data(sample.json.utf8))) != nil
        let result = Models.checker.check(code: sample.json, info: "json \(sample.type)", file: "doc.md", firstLine: 1)
        let structuralErrors = result.diagnostics.filter { $0.severity == .error && $0.rule.hasPrefix("json-") }
        #expect(structuralErrors.isEmpty == decoderAccepts, "\(result.diagnostics)")
    }

    @Test("The corpus has samples that decode and samples that do not")
    func corpusIsMixed() {
        let verdicts = Self.samples.compactMap { sample in
            Self.decoders[sample.type].map { decode in (try? decode(Data(sample.json.utf8))) != nil }
        }
        #expect(verdicts.count == Self.samples.count)
        #expect(verdicts.filter { $0 }.count >= 15)
        #expect(verdicts.filter { !$0 }.count >= 15)
    }
}
