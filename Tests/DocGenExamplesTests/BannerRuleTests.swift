import DocGenContent
import DocGenExamples
import DocGenModelRules
import Foundation
import Testing

/// This repository's banner display rules, as its own docgen.yml declares them.
enum BannerRules {
    /// The repository's docgen.yml, found from this file's path.
    static let file = Models.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docgen.yml")

    /// Its sample rules; none when it cannot be read, which `BannerRuleTests.declared` reports.
    static let rules = (try? ConfigurationFile.load(from: file, displayPath: "docgen.yml").rules) ?? SampleRules.none

    static let checker = ExampleChecker(index: Models.index, rules: rules)
}

/// The banner display rules on `BannerPolicyItemModel` samples, declared in the repository's
/// docgen.yml rather than built into docgen; the code starts on file line 10.
@Suite("Banner rules")
struct BannerRuleTests {
    // One valid popup to put next to the item under test, so lists have something to compare with.
    static let popup =
        #"{ "id": "p", "priority": 50, "contentType": "T", "content": "Hi", "closeType": "today", "type": "popup" }"#

    static let cases: [BannerCase] = [
        BannerCase(
            ExampleCase(
                name: "a type other than default or popup is a warning at the type",
                info: "json BannerPolicyItemModel",
                code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "type": "toast" }"#,
                expected: ["warning banner-type 10:74"]),
            message: #"banner is never shown: type 'toast' is not 'default' or 'popup'"#),
        BannerCase(
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
            message:
                #"popup 'inapp' has an in-app landing but is not shown last: its priority 60 is not the lowest in this list ('p' has 50)"#
        ),
        BannerCase(
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
            message:
                #"popup 'a_inapp' has an in-app landing but is not shown last: its priority 50 ties with 'p', which id order shows after it"#
        ),
        BannerCase(
            ExampleCase(
                name: "a web landing without an http(s) destination is an error at the destination",
                info: "json BannerPolicyItemModel",
                code:
                    #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "landingType": "web", "landingDestination": "promo/cashback", "type": "popup" }"#,
                expected: ["error banner-web-landing 10:110"]),
            message: #"web landing needs an http(s) url with a host, found 'promo/cashback'"#),
        BannerCase(
            ExampleCase(
                name: "a web landing with no destination at all is an error at the landing type",
                info: "json BannerPolicyItemModel",
                code:
                    #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "landingType": "web", "type": "popup" }"#,
                expected: ["error banner-web-landing 10:81"]),
            message: #"web landing needs an http(s) 'landingDestination'"#),
        BannerCase(
            ExampleCase(
                name: "image content that is not an http(s) url is an error at the content",
                info: "json BannerPolicyItemModel",
                code: #"{ "id": "a", "priority": 1, "contentType": "I", "content": "banners/a.png", "type": "popup" }"#,
                expected: ["error banner-image-url 10:60"]),
            message: #"image content must be a public http(s) url, found 'banners/a.png'"#),
        BannerCase(
            ExampleCase(
                name: "a content type other than I, T or H is an error",
                info: "json BannerPolicyItemModel",
                code: #"{ "id": "a", "priority": 1, "contentType": "V", "content": "Hi", "type": "popup" }"#,
                expected: ["error banner-content-type 10:44"]),
            message: nil),
        BannerCase(
            ExampleCase(
                name: "a default banner with text content is an error",
                info: "json BannerPolicyItemModel",
                code:
                    #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "category": "home", "type": "default" }"#,
                expected: ["error banner-content-type 10:44"]),
            message: #"default banners show images only: contentType must be 'I', not 'T'"#),
        BannerCase(
            ExampleCase(
                name: "a category on a popup banner is a warning",
                info: "json BannerPolicyItemModel",
                code: #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "category": "home", "type": "popup" }"#,
                expected: ["warning banner-category 10:78"]),
            message: #"category is ignored on popup banners; it groups default banners"#),
        BannerCase(
            ExampleCase(
                name: "an unknown close type is an error",
                info: "json BannerPolicyItemModel",
                code:
                    #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "closeType": "weekly", "type": "popup" }"#,
                expected: ["error banner-close-type 10:79"]),
            message: #"closeType 'weekly' is not 'close', 'never', 'week' or 'today'; did you mean 'week'?"#),
        BannerCase(
            ExampleCase(
                name: "a close type on a default banner is a warning",
                info: "json BannerPolicyItemModel",
                code:
                    #"{ "id": "a", "priority": 1, "contentType": "I", "content": "https://cdn.example.com/a.png", "closeType": "never", "type": "default" }"#,
                expected: ["warning banner-close-type 10:106"]),
            message: #"closeType is ignored on default banners; it applies to popup banners"#),
        BannerCase(
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
            message: #"duplicate banner id 'p'; it is first used on line 2 of this sample"#),
        BannerCase(
            ExampleCase(
                name: "a landing type that differs from web only in case is a warning",
                info: "json BannerPolicyItemModel",
                code:
                    #"{ "id": "a", "priority": 1, "contentType": "T", "content": "Hi", "landingType": "Web", "type": "popup" }"#,
                expected: ["warning banner-landing-type 10:81"]),
            message: #"landingType 'Web' is an in-app landing because values are case-sensitive; did you mean 'web'?"#),
    ]

    @Test("The repository's docgen.yml declares every banner rule")
    func declared() {
        let names = Set(BannerRules.rules.rules(for: "BannerPolicyItemModel").map(\.name))
        #expect(
            names == [
                "banner-type", "banner-inapp-priority", "banner-web-landing", "banner-image-url", "banner-content-type",
                "banner-category", "banner-close-type", "banner-duplicate-id", "banner-landing-type",
            ])
    }

    @Test("A banner sample that breaks a display rule is reported at the exact line and column", arguments: cases)
    func reportsRule(_ banner: BannerCase) {
        let example = banner.example
        let checked = BannerRules.checker.check(
            code: example.code, info: example.info, file: "doc.md", firstLine: example.firstLine)
        #expect(checked.diagnostics.map(summary) == example.expected)
        #expect(checked.diagnostics.allSatisfy { $0.isDeclaredRule })
        if let message = banner.message {
            #expect(checked.diagnostics.map(\.message) == [message])
        }
    }

    @Test("Without declared rules a banner sample that breaks them raises nothing", arguments: cases)
    func noRulesNoFindings(_ banner: BannerCase) {
        #expect(findings(banner.example.code, info: banner.example.info).isEmpty)
    }

    @Test("A value that breaks two rules of one name gets the first one's message only")
    func chain() {
        let code = #"{ "id": "a", "priority": 1, "contentType": "V", "content": "Hi", "category": "home", "type": "default" }"#
        let found = BannerRules.checker.check(code: code, info: "json BannerPolicyItemModel", file: "doc.md", firstLine: 10)
        #expect(found.diagnostics.map(summary) == ["error banner-content-type 10:44"])
        #expect(found.diagnostics.first?.message.hasPrefix("contentType 'V' is not 'I', 'T' or 'H'") == true)
    }

    @Test("A list whose in-app popup has the lowest priority raises nothing")
    func inAppPopupLast() {
        let code = """
            [
              { "id": "last", "priority": 10, "contentType": "T", "content": "Hi", "landingType": "inapp", "closeType": "never", "type": "popup" },
              \(Self.popup)
            ]
            """
        #expect(findings(code, info: "json [BannerPolicyItemModel]", checker: BannerRules.checker).isEmpty)
    }

}

/// A banner case and the message its one diagnostic has; nil where the hint decides the end.
struct BannerCase: CustomStringConvertible, Sendable {
    var example: ExampleCase
    var message: String?

    init(_ example: ExampleCase, message: String?) {
        self.example = example
        self.message = message
    }

    var description: String { example.name }
}
