import ComponentModels
import Foundation
import Testing

@Suite("Quick link models")
struct QuickLinkTests {
    @Test(
        "Each quick link type decodes from its case name",
        arguments: [
            ("aviator", QuickLinkType.aviator), ("slots", .slots), ("promos", .promos), ("casino", .casino),
            ("sports", .sports), ("liveCasino", .liveCasino), ("tournaments", .tournaments),
            ("bonuses", .bonuses), ("vip", .vip), ("support", .support),
        ])
    func typeRawValues(raw: String, expected: QuickLinkType) throws {
        #expect(try decode(QuickLinkType.self, from: "\"\(raw)\"") == expected)
    }

    @Test("There are exactly ten quick link types")
    func allCases() {
        #expect(QuickLinkType.allCases.count == 10)
    }

    @Test(
        "Unknown or differently cased quick link types fail to decode",
        arguments: [
            "live_casino", "LiveCasino", "Aviator", "poker", "",
        ])
    func unknownTypesFail(raw: String) {
        #expect(throws: DecodingError.self) { try decode(QuickLinkType.self, from: "\"\(raw)\"") }
    }

    @Test("A list of quick links decodes in order and round-trips")
    func decodesItems() throws {
        let json = """
            [
              {"type": "aviator", "title": "Aviator", "icon": "airplane"},
              {"type": "liveCasino", "title": "Live Casino", "icon": "suit.spade.fill"},
              {"type": "promos", "title": "Promos", "icon": "gift.fill"}
            ]
            """
        let items = try decode([QuickLinkItem].self, from: json)
        #expect(items.map(\.type) == [.aviator, .liveCasino, .promos])
        #expect(items[1] == QuickLinkItem(type: .liveCasino, title: "Live Casino", icon: "suit.spade.fill"))
        #expect(try roundTrip(items) == items)
    }

    @Test("A quick link with an unknown type fails to decode")
    func itemWithUnknownTypeFails() {
        let json = #"{"type": "poker", "title": "Poker", "icon": "suit.club.fill"}"#
        #expect(throws: DecodingError.self) { try decode(QuickLinkItem.self, from: json) }
    }
}
