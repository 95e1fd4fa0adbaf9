import DocGenExamples
import Testing

/// Deliberately stale JSON samples, one per kind of mistake; the code starts on file line 10.
@Suite("Stale JSON examples")
struct StaleJSONExampleTests {
    static let cases: [ExampleCase] = [
        ExampleCase(
            name: "a missing comma is a syntax error at the next key",
            info: "json QuickLinkItem",
            code: """
                {
                  "type": "vip"
                  "title": "VIP",
                  "icon": "crown.fill"
                }
                """,
            expected: ["error json-syntax 12:3"]),
        ExampleCase(
            name: "a trailing comma is a syntax error at the comma",
            info: "json QuickLinkItem",
            code: #"{ "type": "vip", "title": "VIP", "icon": "crown.fill", }"#,
            expected: ["error json-syntax 10:54"]),
        ExampleCase(
            name: "a comment is a syntax error where it starts",
            info: "json QuickLinkItem",
            code: """
                {
                  "type": "vip", // the VIP club
                  "title": "VIP",
                  "icon": "crown.fill"
                }
                """,
            expected: ["error json-syntax 11:18"]),
        ExampleCase(
            name: "an unterminated string is reported at its opening quote",
            info: "json QuickLinkItem",
            code: "{ \"type\": \"vip\", \"title\": \"VIP }\n",
            expected: ["error json-syntax 10:27"]),
        ExampleCase(
            name: "an invalid escape is reported at its backslash",
            info: "json QuickLinkItem",
            code: #"{ "type": "vip", "title": "V\qIP", "icon": "x" }"#,
            expected: ["error json-syntax 10:29"]),
        ExampleCase(
            name: "an unknown key is reported at the key with a suggestion",
            info: "json QuickLinkItem",
            code: #"{ "type": "vip", "titel": "VIP", "icon": "crown.fill" }"#,
            expected: ["error json-unknown-key 10:18"]),
        ExampleCase(
            name: "a missing required key is reported at the object's brace",
            info: "json QuickLinkItem",
            code: """
                {
                  "type": "vip",
                  "icon": "crown.fill"
                }
                """,
            expected: ["error json-missing-key 10:1"]),
        ExampleCase(
            name: "a number where a string is expected is a type mismatch at the value",
            info: "json QuickLinkItem",
            code: #"{ "type": "vip", "title": 7, "icon": "crown.fill" }"#,
            expected: ["error json-type-mismatch 10:27"]),
        ExampleCase(
            name: "null for a non-optional property is reported at the null",
            info: "json QuickLinkItem",
            code: #"{ "type": "vip", "title": null, "icon": "crown.fill" }"#,
            expected: ["error json-null 10:27"]),
        ExampleCase(
            name: "an invalid enum raw value is reported at the value",
            info: "json QuickLinkItem",
            code: #"{ "type": "slotz", "title": "Slots", "icon": "gamecontroller.fill" }"#,
            expected: ["error json-enum-value 10:11"]),
        ExampleCase(
            name: "a string where a nested model is expected is a type mismatch",
            info: "json PromotionalHeaderDisplayState",
            code: #"{ "headerData": "weekly_cashback", "isVisible": true }"#,
            expected: ["error json-type-mismatch 10:17"]),
        ExampleCase(
            name: "a nested model is checked key by key",
            info: "json PromotionalHeaderDisplayState",
            code: """
                {
                  "headerData": { "id": "a", "icon": "gift.fill", "title": "Hi", "subtitel": "x" },
                  "isVisible": "yes"
                }
                """,
            expected: ["error json-unknown-key 11:66", "error json-type-mismatch 12:16"]),
        ExampleCase(
            name: "an array element of the wrong kind is reported at the element",
            info: "json [QuickLinkItem]",
            code: """
                [
                  { "type": "vip", "title": "VIP", "icon": "crown.fill" },
                  "slots"
                ]
                """,
            expected: ["error json-type-mismatch 12:3"]),
        ExampleCase(
            name: "a dictionary of models checks every value",
            info: "json [String: QuickLinkItem]",
            code: #"{ "first": { "type": "vip", "title": "VIP", "icon": "crown.fill", "badge": 1 } }"#,
            expected: ["error json-unknown-key 10:67"]),
        ExampleCase(
            name: "an object where an array is expected is reported at the brace",
            info: "json [QuickLinkItem]",
            code: #"{ "type": "vip", "title": "VIP", "icon": "crown.fill" }"#,
            expected: ["error json-type-mismatch 10:1"]),
        ExampleCase(
            name: "an integer too large for Int is reported at the number",
            info: "json BannerPolicyItemModel",
            code: """
                {
                  "id": "a",
                  "priority": 99999999999999999999999,
                  "contentType": "T",
                  "content": "Hello",
                  "type": "popup"
                }
                """,
            expected: ["error json-number-range 12:15"]),
        ExampleCase(
            name: "a fraction where an Int is expected is a type mismatch",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1.5, "contentType": "T", "content": "Hi", "type": "popup" }"#,
            expected: ["error json-type-mismatch 10:26"]),
        ExampleCase(
            name: "a whole number written as a decimal for an Int is a warning",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 10.0, "contentType": "T", "content": "Hi", "type": "popup" }"#,
            expected: ["warning json-number-format 10:26"]),
        ExampleCase(
            name: "a dictionary value of the wrong type is reported at the value",
            info: "json BannerPolicyItemModel",
            code:
                #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "type": "popup", "additionalInfo": { "n": 2 } }"#,
            expected: ["error json-type-mismatch 10:108"]),
        ExampleCase(
            name: "a misspelt color name is reported at the value",
            info: "json PromotionalHeaderData",
            code: #"{ "id": "a", "icon": "gift.fill", "title": "Hi", "backgroundColor": "sytemTeal" }"#,
            expected: ["error json-string-form 10:69"]),
        ExampleCase(
            name: "a short hex color is reported at the value",
            info: "json PromotionalHeaderData",
            code: ##"{ "id": "a", "icon": "gift.fill", "title": "Hi", "backgroundColor": "#F90" }"##,
            expected: ["error json-string-form 10:69"]),
        ExampleCase(
            name: "columns count Hangul syllables as one character each",
            info: "json QuickLinkItem",
            code: #"{ "type": "liveCasino", "title": "라이브 카지노", "icon": 3 }"#,
            expected: ["error json-type-mismatch 10:53"]),
        ExampleCase(
            name: "an unknown type in the info string is reported at its name on the fence line",
            info: "json QuickLinkItm",
            code: #"{ "type": "vip", "title": "VIP", "icon": "crown.fill" }"#,
            expected: ["error json-type 9:9"]),
        ExampleCase(
            name: "an unknown element type is reported at the element, after the bracket",
            info: "json [PromoHeaderData]",
            code: "[]",
            expected: ["error json-type 9:10"]),
        ExampleCase(
            name: "an unknown value type of a dictionary is reported at it",
            info: "json [String: PromoHeaderData]",
            code: "{}",
            expected: ["error json-type 9:18"]),
        ExampleCase(
            name: "nesting deeper than the limit is reported where it goes too deep",
            info: "json [Int]",
            code: String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
            expected: ["error json-depth 10:257"]),
    ]

    @Test("A stale JSON sample is reported with its rule at the exact line and column", arguments: cases)
    func reportsStaleSample(_ example: ExampleCase) {
        #expect(findings(example.code, info: example.info, firstLine: example.firstLine) == example.expected)
    }

    @Test("An unknown key names the type and suggests the closest key")
    func unknownKeyMessage() {
        let code = #"{ "id": "a", "icon": "gift.fill", "title": "Hi", "subtitel": "x" }"#
        #expect(
            messages(code, info: "json PromotionalHeaderData") == [
                "unknown key 'subtitel' for 'PromotionalHeaderData'; did you mean 'subtitle'?"
            ])
    }

    @Test("An invalid enum value suggests the closest case")
    func enumValueMessage() {
        let code = #"{ "type": "slotz", "title": "Slots", "icon": "x" }"#
        #expect(
            messages(code, info: "json QuickLinkItem") == [
                "invalid value 'slotz' for 'type' of 'QuickLinkType'; did you mean 'slots'?"
            ])
    }

    @Test("A missing key is reported once even when a misspelt key suggests it")
    func misspeltKeyIsNotAlsoMissing() {
        let code = #"{ "type": "vip", "titel": "VIP", "icon": "crown.fill" }"#
        #expect(
            messages(code, info: "json QuickLinkItem") == [
                "unknown key 'titel' for 'QuickLinkItem'; did you mean 'title'?"
            ])
    }

    @Test("A duplicate key is a warning at the second key")
    func duplicateKey() {
        let code = #"{ "type": "vip", "title": "A", "title": "B", "icon": "x" }"#
        #expect(findings(code, info: "json QuickLinkItem") == ["warning json-duplicate-key 10:32"])
    }

    @Test("A syntax error in a string with an escaped quote keeps counting columns correctly")
    func escapedQuoteColumns() {
        let code = #"{ "type": "vip", "title": "say \"hi\"", "icon": "x" "#
        #expect(findings(code, info: "json QuickLinkItem") == ["error json-syntax 10:53"])
    }

    @Test("A team's UIColor without named colors accepts hex strings and says so for a name")
    func colorWithoutNames() {
        let models = """
            struct UIColor: Decodable {
                init(from decoder: any Decoder) throws { _ = try decoder.singleValueContainer().decode(String.self) }
            }
            struct Card: Decodable { let accent: UIColor }
            """
        let checker = ExampleChecker(index: TypeIndex.build(sources: [("Models/Card.swift", models)]))
        let hex = checker.check(code: ##"{ "accent": "#34C759" }"##, info: "json Card", file: "doc.md", firstLine: 1)
        #expect(hex.diagnostics.isEmpty)
        let named = checker.check(code: #"{ "accent": "systemIndigo" }"#, info: "json Card", file: "doc.md", firstLine: 1)
        #expect(
            named.diagnostics.map(\.message) == [
                ##"invalid color 'systemIndigo' for 'accent'; expected "#RRGGBB" or "#RRGGBBAA" ('UIColor' declares no named colors)"##
            ])
    }
}
