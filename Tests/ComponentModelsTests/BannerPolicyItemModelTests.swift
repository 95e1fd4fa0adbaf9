import ComponentModels
import Foundation
import Testing

@Suite("Banner policy item decoding")
struct BannerPolicyItemModelTests {
    @Test("A popup banner from the server decodes every field")
    func decodesFullItem() throws {
        let json = """
            {
              "id": "spring-event-popup",
              "priority": 10,
              "contentType": "H",
              "content": "<p><b>Spring event</b> starts today</p>",
              "landingType": "web",
              "landingDestination": "https://events.example.com/spring",
              "closeType": "week",
              "appVersion": "3.2.0",
              "type": "popup",
              "additionalInfo": {"campaign": "spring", "theme": "dark"}
            }
            """
        let item = try decode(BannerPolicyItemModel.self, from: json)
        #expect(item.id == "spring-event-popup")
        #expect(item.priority == 10)
        #expect(item.contentType == "H")
        #expect(item.content == "<p><b>Spring event</b> starts today</p>")
        #expect(item.landingType == "web")
        #expect(item.landingDestination == "https://events.example.com/spring")
        #expect(item.closeType == "week")
        #expect(item.appVersion == "3.2.0")
        #expect(item.category == nil)
        #expect(item.type == "popup")
        #expect(item.additionalInfo == ["campaign": "spring", "theme": "dark"])
        #expect(try roundTrip(item) == item)
    }

    @Test("A default banner with only required fields and a category decodes")
    func decodesMinimalDefaultItem() throws {
        let json = """
            [{"id": "msg-1", "priority": 3, "contentType": "I",
              "content": "https://cdn.example.com/message/1.png", "category": "message", "type": "default"}]
            """
        let items = try decode([BannerPolicyItemModel].self, from: json)
        #expect(
            items == [
                BannerPolicyItemModel(
                    id: "msg-1", priority: 3, contentType: "I", content: "https://cdn.example.com/message/1.png",
                    category: "message", type: "default"
                )
            ])
    }

    @Test("Unknown raw strings still decode, so checks happen in the typed views")
    func unknownStringsDecode() throws {
        let json = #"{"id": "x", "priority": 1, "contentType": "V", "content": "c", "closeType": "month", "type": "toast"}"#
        let item = try decode(BannerPolicyItemModel.self, from: json)
        #expect(item.type == "toast")
        #expect(item.bannerType == nil)
        #expect(item.contentKind == nil)
        #expect(item.closeKind == nil)
    }

    @Test("Missing required fields fail to decode", arguments: ["id", "priority", "contentType", "content", "type"])
    func missingRequiredFieldFails(field: String) throws {
        var object: [String: Any] = [
            "id": "x", "priority": 1, "contentType": "I", "content": "https://x/1.png", "type": "popup",
        ]
        object.removeValue(forKey: field)
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BannerPolicyItemModel.self, from: data) }
    }

    @Test("A priority given as a string fails to decode")
    func stringPriorityFails() {
        let json = #"{"id": "x", "priority": "high", "contentType": "I", "content": "c", "type": "popup"}"#
        #expect(throws: DecodingError.self) { try decode(BannerPolicyItemModel.self, from: json) }
    }

    @Test("Enum views decode from their raw JSON values and reject unknown ones")
    func enumsDecodeStrictly() throws {
        #expect(try decode(BannerType.self, from: "\"default\"") == .default)
        #expect(try decode(BannerContentType.self, from: "\"H\"") == .html)
        #expect(try decode(BannerCloseType.self, from: "\"today\"") == .today)
        #expect(throws: DecodingError.self) { try decode(BannerType.self, from: "\"Popup\"") }
        #expect(throws: DecodingError.self) { try decode(BannerContentType.self, from: "\"image\"") }
        #expect(throws: DecodingError.self) { try decode(BannerCloseType.self, from: "\"month\"") }
    }
}
