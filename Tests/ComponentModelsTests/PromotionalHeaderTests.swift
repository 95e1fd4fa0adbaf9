import ComponentModels
import Foundation
import Testing

@Suite("Promotional header models")
struct PromotionalHeaderTests {
    @Test("A full header decodes from JSON with a hex background color")
    func decodesFullHeader() throws {
        let json = """
            {
              "id": "deposit_bonus",
              "icon": "dollarsign.circle.fill",
              "title": "Claim a first deposit bonus!",
              "subtitle": "Select a first deposit bonus of your choosing...",
              "backgroundColor": "#FF95001A"
            }
            """
        let header = try decode(PromotionalHeaderData.self, from: json)
        #expect(header.id == "deposit_bonus")
        #expect(header.icon == "dollarsign.circle.fill")
        #expect(header.title == "Claim a first deposit bonus!")
        #expect(header.subtitle == "Select a first deposit bonus of your choosing...")
        #expect(header.backgroundColor?.hexString == "#FF95001A")
    }

    @Test("A header without subtitle and color decodes them as nil")
    func decodesMinimalHeader() throws {
        let json = #"{"id": "welcome_bonus", "icon": "gift.fill", "title": "Welcome Bonus Available!"}"#
        let header = try decode(PromotionalHeaderData.self, from: json)
        #expect(header == PromotionalHeaderData(id: "welcome_bonus", icon: "gift.fill", title: "Welcome Bonus Available!"))
        #expect(header.subtitle == nil)
        #expect(header.backgroundColor == nil)
    }

    @Test("A system color name is accepted as background color")
    func decodesNamedColor() throws {
        let json = #"{"id": "vip", "icon": "crown.fill", "title": "VIP Gold Member", "backgroundColor": "systemYellow"}"#
        let header = try decode(PromotionalHeaderData.self, from: json)
        #expect(header.backgroundColor == .systemYellow)
    }

    @Test("A header missing its title fails to decode")
    func missingTitleFails() {
        let json = #"{"id": "deposit_bonus", "icon": "dollarsign.circle.fill"}"#
        #expect(throws: DecodingError.self) { try decode(PromotionalHeaderData.self, from: json) }
    }

    @Test("A header with an invalid background color fails to decode")
    func invalidColorFails() {
        let json = #"{"id": "x", "icon": "star.fill", "title": "T", "backgroundColor": "systemOrnage"}"#
        #expect(throws: DecodingError.self) { try decode(PromotionalHeaderData.self, from: json) }
    }

    @Test("A header with an 8-bit color survives an encode–decode round trip")
    func headerRoundTrips() throws {
        let header = PromotionalHeaderData(
            id: "poker_tournament",
            icon: "trophy.fill",
            title: "Poker Tournament Starting",
            subtitle: "Buy-in: $50 | Prize Pool: $10,000",
            backgroundColor: .systemIndigo
        )
        #expect(try roundTrip(header) == header)
    }

    @Test("A display state decodes with its nested header and visibility")
    func decodesDisplayState() throws {
        let json = """
            {"headerData": {"id": "game_update", "icon": "gamecontroller.fill", "title": "New Games Added"},
             "isVisible": false}
            """
        let state = try decode(PromotionalHeaderDisplayState.self, from: json)
        #expect(state.headerData.id == "game_update")
        #expect(state.isVisible == false)
        #expect(try roundTrip(state) == state)
    }

    @Test("A display state without isVisible fails to decode")
    func displayStateNeedsVisibility() {
        let json = #"{"headerData": {"id": "a", "icon": "b", "title": "c"}}"#
        #expect(throws: DecodingError.self) { try decode(PromotionalHeaderDisplayState.self, from: json) }
    }
}
