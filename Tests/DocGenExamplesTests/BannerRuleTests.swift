import DocGenExamples
import Testing

/// The banner display rules on `BannerPolicyItemModel` samples; the code starts on file line 10.
@Suite("Banner rules")
struct BannerRuleTests {
    // One valid popup to put next to the item under test, so lists have something to compare with.
    static let popup =
        #"{ "id": "p", "priority": 50, "contentType": "T", "content": "Hi", "closeType": "today", "type": "popup" }"#

    static let cases: [ExampleCase] = [
        ExampleCase(
            name: "a type other than default or popup is a warning at the type",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "type": "toast" }"#,
            expected: ["warning banner-type 10:74"]),
        ExampleCase(
            name: "a popup with in-app landing that is not the lowest priority is an error at its priority",
            info: "json [BannerPolicyItemModel]",
            code: """
                [
                  { "id": "inapp", "priority": 60, "contentType": "T", "content": "Hi", "landingType": "inapp", "landingDestination": "casino", "type": "popup" },
                  \(popup)
                ]
                """,
            expected: ["error banner-inapp-priority 11:32"]),
        ExampleCase(
            name: "an in-app popup tied for the lowest priority but sorted first by id is an error",
            info: "json [BannerPolicyItemModel]",
            code: """
                [
                  { "id": "a_inapp", "priority": 50, "contentType": "T", "content": "Hi", "landingType": "event", "type": "popup" },
                  \(popup)
                ]
                """,
            expected: ["error banner-inapp-priority 11:34"]),
        ExampleCase(
            name: "a web landing without an http(s) destination is an error at the destination",
            info: "json BannerPolicyItemModel",
            code:
                #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "landingType": "web", "landingDestination": "promo/cashback", "type": "popup" }"#,
            expected: ["error banner-web-landing 10:110"]),
        ExampleCase(
            name: "a web landing with no destination at all is an error at the landing type",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "landingType": "web", "type": "popup" }"#,
            expected: ["error banner-web-landing 10:81"]),
        ExampleCase(
            name: "image content that is not an http(s) url is an error at the content",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "I", "content": "banners/a.png", "type": "popup" }"#,
            expected: ["error banner-image-url 10:60"]),
        ExampleCase(
            name: "a content type other than I, T or H is an error",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "V", "content": "Hi", "type": "popup" }"#,
            expected: ["error banner-content-type 10:44"]),
        ExampleCase(
            name: "a default banner with text content is an error",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "category": "home", "type": "default" }"#,
            expected: ["error banner-content-type 10:44"]),
        ExampleCase(
            name: "a category on a popup banner is a warning",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "category": "home", "type": "popup" }"#,
            expected: ["warning banner-category 10:78"]),
        ExampleCase(
            name: "an unknown close type is an error",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "closeType": "weekly", "type": "popup" }"#,
            expected: ["error banner-close-type 10:79"]),
        ExampleCase(
            name: "a close type on a default banner is a warning",
            info: "json BannerPolicyItemModel",
            code:
                #"{ "id": "a", "priority": 1, "contentType": "I", "content": "https://cdn.example.com/a.png", "closeType": "never", "type": "default" }"#,
            expected: ["warning banner-close-type 10:106"]),
        ExampleCase(
            name: "a duplicate id in a list is an error at the second id",
            info: "json [BannerPolicyItemModel]",
            code: """
                [
                  \(popup),
                  { "id": "p", "priority": 10, "contentType": "T", "content": "Bye", "closeType": "week", "type": "popup" }
                ]
                """,
            expected: ["error banner-duplicate-id 12:11"]),
        ExampleCase(
            name: "a landing type that differs from web only in case is a warning",
            info: "json BannerPolicyItemModel",
            code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "landingType": "Web", "type": "popup" }"#,
            expected: ["warning banner-landing-type 10:81"]),
    ]

    @Test("A banner sample that breaks a display rule is reported at the exact line and column", arguments: cases)
    func reportsRule(_ example: ExampleCase) {
        #expect(findings(example.code, info: example.info, firstLine: example.firstLine) == example.expected)
    }

    @Test("A list whose in-app popup has the lowest priority raises nothing")
    func inAppPopupLast() {
        let code = """
            [
              { "id": "last", "priority": 10, "contentType": "T", "content": "Hi", "landingType": "inapp", "closeType": "never", "type": "popup" },
              \(Self.popup)
            ]
            """
        #expect(findings(code, info: "json [BannerPolicyItemModel]").isEmpty)
    }

    @Test("The never-shown warning uses the documented wording")
    func typeMessage() {
        let code = #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "type": "toast" }"#
        #expect(
            messages(code, info: "json BannerPolicyItemModel") == [
                "banner is never shown: type 'toast' is not 'default' or 'popup'"
            ])
    }
}
