import DocGenDiagnostics
import DocGenExamples
import DocGenModelRules
import Testing

/// The vocabulary of declared sample rules, each check passing and failing, on a model docgen
/// has no rules of its own for; the code starts on file line 10.
@Suite("Sample rules")
struct SampleRuleTests {
    static let models = """
        struct CouponModel: Codable {
            let code: String
            let kind: String
            let link: String?
            let note: String?
            let rank: Int?
        }
        """
    static let index = TypeIndex.build(sources: [("Models/CouponModel.swift", models)])

    /// A rule, a sample, and what it reports as `severity rule line:column: message`.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var rule: SampleRule
        var code: String
        var expected: [String]
        var info = "json CouponModel"

        var description: String { name }
    }

    static let kind = SampleRule(name: "coupon-kind", field: "kind", check: .oneOf(["percent", "amount"]))
    static let kindCase = SampleRule(
        name: "coupon-kind-case", severity: .warning, field: "kind", check: .matchCase(["percent", "amount"]))
    static let link = SampleRule(name: "coupon-link", field: "link", check: .format(.webURL))
    static let note = SampleRule(
        name: "coupon-note", field: "note", when: [SampleCondition(field: "kind", values: ["amount"])], check: .required)
    static let noNote = SampleRule(
        name: "coupon-no-note", severity: .warning, field: "note",
        when: [SampleCondition(field: "kind", values: ["amount"], negated: true)], check: .absent)
    static let unique = SampleRule(name: "coupon-code", field: "code", check: .unique)
    static let last = SampleRule(
        name: "coupon-amount-last",
        check: .last(
            [SampleCondition(field: "kind", values: ["amount"])],
            order: [SampleOrderKey(field: "rank", descending: true), SampleOrderKey(field: "code")]))

    static let list = "json [CouponModel]"

    static let cases: [Case] = [
        Case(name: "oneOf: a listed value", rule: kind, code: #"{ "code": "A", "kind": "percent" }"#, expected: []),
        Case(
            name: "oneOf: another value, with a did-you-mean hint", rule: kind, code: #"{ "code": "A", "kind": "percnt" }"#,
            expected: ["error coupon-kind 10:24: kind 'percnt' is not 'percent' or 'amount'; did you mean 'percent'?"]),
        Case(name: "an absent field is not checked", rule: link, code: #"{ "code": "A", "kind": "percent" }"#, expected: []),
        Case(name: "matchCase: the value as listed", rule: kindCase, code: #"{ "code": "A", "kind": "percent" }"#, expected: []),
        Case(
            name: "matchCase: a value in no case listed", rule: kindCase, code: #"{ "code": "A", "kind": "other" }"#, expected: []
        ),
        Case(
            name: "matchCase: a listed value in another case", rule: kindCase, code: #"{ "code": "A", "kind": "Percent" }"#,
            expected: [
                "warning coupon-kind-case 10:24: kind 'Percent' is not 'percent': values are case-sensitive; did you mean 'percent'?"
            ]),
        Case(
            name: "format web-url: an https url", rule: link,
            code: #"{ "code": "A", "kind": "percent", "link": "https://example.com/a" }"#, expected: []),
        Case(
            name: "format web-url: a path", rule: link, code: #"{ "code": "A", "kind": "percent", "link": "example.com/a" }"#,
            expected: ["error coupon-link 10:43: link must be an http(s) url with a host, found 'example.com/a'"]),
        Case(
            name: "format web-url: no host", rule: link, code: #"{ "code": "A", "kind": "percent", "link": "https://" }"#,
            expected: ["error coupon-link 10:43: link must be an http(s) url with a host, found 'https://'"]),
        Case(
            name: "required: present", rule: note, code: #"{ "code": "A", "kind": "amount", "note": "Over 10" }"#,
            expected: []),
        Case(
            name: "required: missing, at the condition's value", rule: note, code: #"{ "code": "A", "kind": "amount" }"#,
            expected: ["error coupon-note 10:24: 'note' is required when kind is 'amount'"]),
        Case(
            name: "required: missing where the condition does not hold", rule: note,
            code: #"{ "code": "A", "kind": "percent" }"#, expected: []),
        Case(
            name: "required: without a condition, at the sample",
            rule: SampleRule(name: "coupon-rank", field: "rank", check: .required), code: #"{ "code": "A", "kind": "percent" }"#,
            expected: ["error coupon-rank 10:1: 'rank' is required"]),
        Case(
            name: "absent: set where a negated condition holds", rule: noNote,
            code: #"{ "code": "A", "kind": "percent", "note": "Over 10" }"#,
            expected: ["warning coupon-no-note 10:43: 'note' should not be set when kind is not 'amount'"]),
        Case(
            name: "absent: null counts as absent", rule: noNote, code: #"{ "code": "A", "kind": "percent", "note": null }"#,
            expected: []),
        Case(
            name: "absent: set where the negated condition does not hold", rule: noNote,
            code: #"{ "code": "A", "kind": "amount", "note": "Over 10" }"#, expected: []),
        Case(
            name: "unique: a repeated value in a list, at the second",
            rule: unique,
            code: """
                [
                  { "code": "A", "kind": "percent" },
                  { "code": "A", "kind": "amount" }
                ]
                """,
            expected: ["error coupon-code 12:13: duplicate code 'A'; it is first used on line 2 of this sample"],
            info: list),
        Case(
            name: "unique: different values", rule: unique,
            code: "[\n  { \"code\": \"A\", \"kind\": \"percent\" },\n  { \"code\": \"B\", \"kind\": \"amount\" }\n]",
            expected: [], info: list),
        Case(
            name: "last: a matching item that is last", rule: last,
            code: """
                [
                  { "code": "B", "kind": "percent", "rank": 9 },
                  { "code": "C", "kind": "amount", "rank": 1 }
                ]
                """,
            expected: [], info: list),
        Case(
            name: "last: a matching item before a lower one", rule: last,
            code: """
                [
                  { "code": "B", "kind": "amount", "rank": 9 },
                  { "code": "C", "kind": "percent", "rank": 1 }
                ]
                """,
            expected: [
                "error coupon-amount-last 11:44: this item must come last in order of rank (descending), code: its rank 9 is not the lowest in this list ('C' has 1)"
            ],
            info: list),
        Case(
            name: "last: a matching item that ties and is ordered first by the next field", rule: last,
            code: """
                [
                  { "code": "C", "kind": "percent", "rank": 1 },
                  { "code": "B", "kind": "amount", "rank": 1 }
                ]
                """,
            expected: [
                "error coupon-amount-last 12:44: this item must come last in order of rank (descending), code: its rank 1 ties with 'C', which code order shows after it"
            ],
            info: list),
        Case(
            name: "when: a list check sees only the items that meet it",
            rule: SampleRule(
                name: "coupon-code", field: "code", when: [SampleCondition(field: "kind", values: ["amount", "gift"])],
                check: .unique),
            code: "[\n  { \"code\": \"A\", \"kind\": \"percent\" },\n  { \"code\": \"A\", \"kind\": \"amount\" }\n]",
            expected: [], info: list),
        Case(
            name: "a message of the rule's own, with placeholders",
            rule: SampleRule(
                name: "coupon-kind", message: "coupon {code} has {field} '{value}'{hint} {no placeholder}{missing}",
                field: "kind",
                check: .oneOf(["percent", "amount"])),
            code: #"{ "code": "A", "kind": "percnt" }"#,
            expected: ["error coupon-kind 10:24: coupon A has kind 'percnt'; did you mean 'percent'? {no placeholder}"]),
        Case(
            name: "a list check on a single sample is not made", rule: unique, code: #"{ "code": "A", "kind": "percent" }"#,
            expected: []),
    ]

    @Test("Each check reports what breaks it at the value, and nothing for what keeps it", arguments: cases)
    func vocabulary(_ example: Case) {
        let checker = ExampleChecker(
            index: Self.index, rules: SampleRules([.init(typeName: "CouponModel", rules: [example.rule])]))
        let found = checker.check(code: example.code, info: example.info, file: "doc.md", firstLine: 10).diagnostics
        #expect(found.map { "\(summary($0)): \($0.message)" } == example.expected)
        #expect(found.allSatisfy { $0.isDeclaredRule })
    }

    static let cartIndex = TypeIndex.build(sources: [
        ("Models/CouponModel.swift", models),
        (
            "Models/Cart.swift",
            """
            struct Cart: Codable {
                let owner: String
                let coupon: CouponModel?
                let coupons: [CouponModel]
                let byCode: [String: CouponModel]?
            }
            """
        ),
    ])

    /// A sample of another type holding coupons, and what the coupon rules report in it.
    struct NestedCase: CustomStringConvertible, Sendable {
        var name: String
        var code: String
        var expected: [String]
        var info = "json Cart"

        var description: String { name }
    }

    static let nestedCases: [NestedCase] = [
        NestedCase(
            name: "an object field of the type",
            code: #"{ "owner": "M", "coupon": { "code": "A", "kind": "percnt" }, "coupons": [] }"#,
            expected: ["error coupon-kind 10:50: kind 'percnt' is not 'percent' or 'amount'; did you mean 'percent'?"]),
        NestedCase(
            name: "a null optional field", code: #"{ "owner": "M", "coupon": null, "coupons": [] }"#, expected: []),
        NestedCase(
            name: "a list field: its items, and the list checks on its items",
            code: """
                { "owner": "M", "coupons": [
                  { "code": "A", "kind": "amount" },
                  { "code": "A", "kind": "percnt" }
                ] }
                """,
            expected: [
                "error coupon-code 12:13: duplicate code 'A'; it is first used on line 2 of this sample",
                "error coupon-kind 12:26: kind 'percnt' is not 'percent' or 'amount'; did you mean 'percent'?",
            ]),
        NestedCase(
            name: "dictionary values",
            code: #"{ "owner": "M", "coupons": [], "byCode": { "A": { "code": "A", "kind": "percnt" } } }"#,
            expected: ["error coupon-kind 10:72: kind 'percnt' is not 'percent' or 'amount'; did you mean 'percent'?"]),
        NestedCase(
            name: "list checks stay within each list",
            code: """
                [
                  { "owner": "M", "coupons": [{ "code": "A", "kind": "amount" }] },
                  { "owner": "N", "coupons": [{ "code": "A", "kind": "amount" }] }
                ]
                """,
            expected: [], info: "json [Cart]"),
        NestedCase(
            name: "a literal Swift sample, nested",
            code: """
                let cart = Cart(
                    owner: "M", coupon: CouponModel(code: "A", kind: "percnt", link: nil, note: nil, rank: nil),
                    coupons: [], byCode: nil)
                """,
            expected: ["error coupon-kind 11:54: kind 'percnt' is not 'percent' or 'amount'; did you mean 'percent'?"],
            info: "swift"),
        NestedCase(
            name: "a literal Swift list",
            code: """
                let coupons = [
                    CouponModel(code: "A", kind: "amount", link: nil, note: nil, rank: nil),
                    CouponModel(code: "A", kind: "percent", link: nil, note: nil, rank: nil),
                ]
                """,
            expected: ["error coupon-code 12:23: duplicate code 'A'; it is first used on line 2 of this sample"],
            info: "swift"),
        NestedCase(
            name: "a Swift call with a variable argument is no sample, and is not checked",
            code: """
                let kind = "percnt"
                let coupon = CouponModel(code: "A", kind: kind, link: nil, note: nil, rank: nil)
                """,
            expected: [], info: "swift"),
    ]

    @Test("Rules run on every value of their type in a sample, at any depth", arguments: nestedCases)
    func nested(_ example: NestedCase) {
        let rules = SampleRules([.init(typeName: "CouponModel", rules: [Self.kind, Self.unique])])
        let checker = ExampleChecker(index: Self.cartIndex, rules: rules)
        let found = checker.check(code: example.code, info: example.info, file: "doc.md", firstLine: 10).diagnostics
        #expect(found.map { "\(summary($0)): \($0.message)" } == example.expected)
    }

    @Test("Rules of a type do not run on samples of another type with other fields")
    func otherType() {
        let rules = SampleRules([.init(typeName: "OtherModel", rules: [Self.kind])])
        let checker = ExampleChecker(index: Self.index, rules: rules)
        let found = checker.check(
            code: #"{ "code": "A", "kind": "percnt" }"#, info: "json CouponModel", file: "doc.md", firstLine: 10)
        #expect(found.diagnostics.isEmpty)
    }

    @Test("Rules that name a type or field the models do not have are configuration errors at the rule")
    func problems() {
        let at = SourceLocation(file: "docgen.yml", line: 3, column: 7)
        let rules = SampleRules([
            .init(
                typeName: "CouponModel",
                rules: [SampleRule(name: "coupon-kind", field: "kinds", check: .oneOf(["a"]), location: at)]),
            .init(typeName: "CoupnModel", rules: [], location: SourceLocation(file: "docgen.yml", line: 9, column: 3)),
        ])
        #expect(
            rules.problems(in: Self.index).map(\.description) == [
                "docgen.yml:3:7: error: rule 'coupon-kind' reads the field 'kinds', which 'CouponModel' does not decode; did you mean 'kind'? [config-value]",
                "docgen.yml:9:3: error: sample rules name the type 'CoupnModel', which the model sources do not declare; did you mean 'CouponModel'? [config-value]",
            ])
    }

    @Test("The signature changes with what a rule checks, and not with where it is written")
    func signature() {
        let one = SampleRules([.init(typeName: "CouponModel", rules: [Self.kind])])
        var moved = Self.kind
        moved.location = SourceLocation(file: "docgen.yml", line: 40)
        var changed = Self.kind
        changed.check = .oneOf(["percent"])
        #expect(one.signature == SampleRules([.init(typeName: "CouponModel", rules: [moved])]).signature)
        #expect(one.signature != SampleRules([.init(typeName: "CouponModel", rules: [changed])]).signature)
        #expect(one.signature != SampleRules.none.signature)
    }
}
