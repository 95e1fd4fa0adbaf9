import DocGenDiagnostics
import DocGenExamples
import Testing

@testable import DocGenCatalog

/// Samples read against a model index docgen has never seen: keys, defaults, enums, colors.
@Suite("Preview values")
struct PreviewValueTests {
    static let models = """
        import UIKit

        enum ButtonKind: String, Codable { case primary, secondary = "second", destructive }
        enum Size: Int, Codable { case small = 1, medium, large }

        struct ButtonStyleModel: Codable {
            let id: String
            let title: String
            var kind: ButtonKind = .primary
            let size: Size
            let subtitle: String?
            let tint: UIColor
            let badges: [Badge]
            let extra: [String: String]?
            let version = "v2"

            enum CodingKeys: String, CodingKey {
                case id, title, kind, size, subtitle, tint
                case badges = "badge_list"
                case extra
            }
        }

        struct Badge: Codable {
            let text: String
            var count: Int = 0
        }

        struct Row: Codable {
            let id: String
            let g: String?
            let n: Int?
            let v: String?
        }
        """

    static let index = TypeIndex.build(sources: [("Models/Button.swift", models)])

    /// The first sample of a checked block, read as a preview value.
    static func value(_ code: String, info: String) throws -> PreviewValue {
        let result = ExampleChecker(index: index).check(code: code, info: info, file: "doc.md", firstLine: 1)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let sample = try #require(result.samples.first)
        return try #require(PreviewValue(sample, models: PreviewModels(index: index)))
    }

    static let json = """
        { "id": "buy", "title": "Buy", "size": 2, "tint": "#FF9500", "kind": "second",
          "badge_list": [{ "text": "New", "count": 3 }], "extra": { "a": "b" } }
        """

    @Test("keys are the JSON keys, in the model's order; an absent optional is absent")
    func keys() throws {
        let value = try Self.value(Self.json, info: "json ButtonStyleModel")
        guard case let .object(fields, _) = value else {
            Issue.record("not an object")
            return
        }
        #expect(fields.map(\.key) == ["id", "title", "kind", "size", "tint", "badge_list", "extra", "version"])
        #expect(value.field("subtitle") == nil)
    }

    @Test("enum raw values know their case names, for strings and numbers")
    func enums() throws {
        let value = try Self.value(Self.json, info: "json ButtonStyleModel")
        guard case let .text(raw, caseName, _)? = value.field("kind") else {
            Issue.record("kind is not text")
            return
        }
        #expect(raw == "second" && caseName == "secondary")
        guard case let .number(number, sizeCase, _)? = value.field("size") else {
            Issue.record("size is not a number")
            return
        }
        #expect(number == "2" && sizeCase == "medium")
    }

    @Test("values of color types are colors; constants and declared defaults are filled in")
    func colorsAndDefaults() throws {
        let value = try Self.value(Self.json, info: "json ButtonStyleModel")
        guard case let .color(color, _)? = value.field("tint") else {
            Issue.record("tint is not a color")
            return
        }
        #expect(PreviewColor(color)?.light == "rgba(255, 149, 0, 1)")
        #expect(value.field("version")?.text == "v2")
    }

    @Test("a Swift sample reads the same, its omitted defaults filled in")
    func swiftSample() throws {
        let code = """
            let style = ButtonStyleModel(
                id: "buy", title: "Buy", size: .large, subtitle: nil, tint: .systemBlue.withAlphaComponent(0.5),
                badges: [Badge(text: "New")], extra: nil)
            """
        let value = try Self.value(code, info: "swift")
        #expect(value.field("kind")?.text == "primary")
        #expect(value.field("size")?.text == "3")
        guard case let .list(badges, _)? = value.field("badge_list") else {
            Issue.record("badge_list is not a list")
            return
        }
        #expect(badges.first?.field("count")?.text == "0")
        guard case let .color(color, _)? = value.field("tint") else {
            Issue.record("tint is not a color")
            return
        }
        #expect(PreviewColor(color)?.dark == "rgba(10, 132, 255, 0.5)")
    }

    @Test("nested models and dictionaries keep their keys")
    func nested() throws {
        let value = try Self.value(Self.json, info: "json ButtonStyleModel")
        guard case let .list(badges, _)? = value.field("badge_list") else {
            Issue.record("badge_list is not a list")
            return
        }
        #expect(badges.count == 1 && badges[0].field("text")?.text == "New" && badges[0].field("count")?.text == "3")
        #expect(value.field("extra")?.field("a")?.text == "b")
    }
}
