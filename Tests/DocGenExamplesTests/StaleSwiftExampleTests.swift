import DocGenExamples
import Testing

/// Deliberately stale Swift examples, one per kind of mistake; the code starts on file line 10.
@Suite("Stale Swift examples")
struct StaleSwiftExampleTests {
    static let cases: [ExampleCase] = [
        ExampleCase(
            name: "a syntax error is reported where the parser expected a token",
            info: "swift",
            code: """
                let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown.fill"
                print(item)
                """,
            expected: ["error swift-syntax 10:70"]),
        ExampleCase(
            name: "a misspelt argument label is reported at the label",
            info: "swift",
            code: """
                let header = PromotionalHeaderData(
                    id: "weekly_cashback",
                    icon: "dollarsign.circle.fill",
                    titel: "10% cashback every Monday"
                )
                """,
            expected: ["error swift-argument-label 13:5"]),
        ExampleCase(
            name: "a missing argument is reported where it belongs",
            info: "swift",
            code: """
                let header = PromotionalHeaderData(
                    id: "weekly_cashback",
                    title: "10% cashback every Monday"
                )
                """,
            expected: ["error swift-missing-argument 12:5"]),
        ExampleCase(
            name: "misordered arguments are reported at the argument that must move",
            info: "swift",
            code: #"let item = QuickLinkItem(title: "VIP", type: .vip, icon: "crown.fill")"#,
            expected: ["error swift-argument-order 10:40"]),
        ExampleCase(
            name: "an extra argument is reported at its label",
            info: "swift",
            code: #"let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown.fill", badge: 3)"#,
            expected: ["error swift-extra-argument 10:72"]),
        ExampleCase(
            name: "an unlabeled argument is reported as a missing label",
            info: "swift",
            code: #"let item = QuickLinkItem(type: .vip, "VIP", icon: "crown.fill")"#,
            expected: ["error swift-argument-label 10:38"]),
        ExampleCase(
            name: "nil for a non-optional parameter is reported at the nil",
            info: "swift",
            code: #"let item = QuickLinkItem(type: .vip, title: nil, icon: "crown.fill")"#,
            expected: ["error swift-argument-type 10:45"]),
        ExampleCase(
            name: "a string literal for an Int parameter is reported at the literal",
            info: "swift",
            code: """
                let banner = BannerPolicyItemModel(
                    id: "popup_a",
                    priority: "10",
                    contentType: "T",
                    content: "Hello",
                    type: "popup"
                )
                """,
            expected: ["error swift-argument-type 12:15"]),
        ExampleCase(
            name: "a string literal for an enum parameter is reported at the literal",
            info: "swift",
            code: #"let item = QuickLinkItem(type: "vip", title: "VIP", icon: "crown.fill")"#,
            expected: ["error swift-argument-type 10:32"]),
        ExampleCase(
            name: "an unknown enum case through the type name is reported at the member",
            info: "swift",
            code: "let kind = QuickLinkType.slotz",
            expected: ["error swift-unknown-member 10:26"]),
        ExampleCase(
            name: "an unknown implicit member is checked against the parameter's type",
            info: "swift",
            code: #"let item = QuickLinkItem(type: .slotz, title: "Slots", icon: "gamecontroller.fill")"#,
            expected: ["error swift-unknown-member 10:33"]),
        ExampleCase(
            name: "an unknown property of a value whose type is known is reported at the member",
            info: "swift",
            code: """
                let data = PromotionalHeaderData(id: "a", icon: "gift.fill", title: "Hi")
                print(data.subtitel ?? "")
                """,
            expected: ["error swift-unknown-member 11:12"]),
        ExampleCase(
            name: "properties are checked through chains of known types",
            info: "swift",
            code: """
                func show(_ state: PromotionalHeaderDisplayState) {
                    print(state.headerData.titel)
                }
                """,
            expected: ["error swift-unknown-member 11:28"]),
        ExampleCase(
            name: "a loop variable takes the element type of a known array",
            info: "swift",
            code: """
                let links: [QuickLinkItem] = []
                for link in links {
                    print(link.name)
                }
                """,
            expected: ["error swift-unknown-member 12:16"]),
        ExampleCase(
            name: "a switch over a model enum checks its case patterns",
            info: "swift",
            code: """
                func open(_ type: QuickLinkType) {
                    switch type {
                    case .sports, .slotz: break
                    default: break
                    }
                }
                """,
            expected: ["error swift-unknown-member 12:20"]),
        ExampleCase(
            name: "a comparison with an implicit member checks the other side's type",
            info: "swift",
            code: """
                let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown.fill")
                let isVIP = item.type == .vipp
                """,
            expected: ["error swift-unknown-member 11:27"]),
        ExampleCase(
            name: "an implicit initializer is checked against the annotated type",
            info: "swift",
            code: """
                let data = PromotionalHeaderData(id: "a", icon: "gift.fill", title: "Hi")
                let state: PromotionalHeaderDisplayState = .init(headerData: data, visible: true)
                """,
            expected: ["error swift-argument-label 11:68"]),
        ExampleCase(
            name: "a value of another model type is reported at the argument",
            info: "swift",
            code: """
                let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown.fill")
                let state = PromotionalHeaderDisplayState(headerData: item, isVisible: true)
                """,
            expected: ["error swift-argument-type 11:55"]),
        ExampleCase(
            name: "a method of the UIColor stand-in is checked",
            info: "swift",
            code: #"let tint = UIColor.systemOrange.withAlphaComponent("0.1")"#,
            expected: ["error swift-argument-type 10:52"]),
        ExampleCase(
            name: "an enum case with associated values is called with its labels",
            info: "swift",
            code: #"let landing = BannerLanding.inApp(destinaton: "casino/live")"#,
            expected: ["error swift-argument-label 10:35"]),
        ExampleCase(
            name: "init(rawValue:) with a string that is no raw value is a warning",
            info: "swift",
            code: #"let kind = QuickLinkType(rawValue: "slotz")"#,
            expected: ["warning swift-raw-value 10:36"]),
        ExampleCase(
            name: "a restated struct with a misspelt property is reported once, at the property",
            info: "swift",
            code: """
                public struct QuickLinkItem: Codable {
                    public let type: QuickLinkType
                    public let titel: String
                    public let icon: String
                }
                """,
            expected: ["error swift-restated-member 12:16"]),
        ExampleCase(
            name: "a restated struct with a renamed property reports the extra one and the missing one",
            info: "swift",
            code: """
                public struct QuickLinkItem: Codable {
                    public let type: QuickLinkType
                    public let name: String
                    public let icon: String
                }
                """,
            expected: ["error swift-restated-member 10:15", "error swift-restated-member 12:16"]),
        ExampleCase(
            name: "a restated property with different optionality is reported at its type",
            info: "swift",
            code: """
                public struct QuickLinkItem: Codable {
                    public let type: QuickLinkType
                    public let title: String?
                    public let icon: String
                }
                """,
            expected: ["error swift-restated-type 12:23"]),
        ExampleCase(
            name: "a restated struct that lacks a property is reported at the type name",
            info: "swift",
            code: """
                struct OfferBannerCallToAction: Codable {
                    let title: String
                }
                """,
            expected: ["error swift-restated-member 10:8"]),
        ExampleCase(
            name: "a restated enum that marks cases left out lacks none, but a misspelt case is reported",
            info: "swift",
            code: """
                enum QuickLinkType: String, Codable {
                    case aviator, slots
                    case casnio
                    // ...
                }
                """,
            expected: ["error swift-restated-member 12:10"]),
        ExampleCase(
            name: "a restated struct with an elided line lacks no property",
            info: "swift",
            code: """
                struct OfferBannerCallToAction: Codable {
                    let title: String
                    ...
                }
                """,
            expected: []),
        ExampleCase(
            name: "a restated enum with a missing and a misspelt case is reported case by case",
            info: "swift",
            code: """
                enum QuickLinkType: String, Codable {
                    case aviator, slots, promos, casino, sports
                    case liveCasino, tournament, bonuses, vip
                }
                """,
            expected: ["error swift-restated-member 10:6", "error swift-restated-member 12:22"]),
        ExampleCase(
            name: "a restated initializer with a default the model lacks is reported at the parameter",
            info: "swift",
            code: """
                public struct PromotionalHeaderDisplayState: Codable {
                    public let headerData: PromotionalHeaderData
                    public let isVisible: Bool

                    public init(headerData: PromotionalHeaderData, isVisible: Bool = true) {
                        self.headerData = headerData
                        self.isVisible = isVisible
                    }
                }
                """,
            expected: ["error swift-restated-type 14:52"]),
        ExampleCase(
            name: "a restated typealias with another type is reported at its name",
            info: "swift",
            code: "typealias LocalBannerPolicy = [String: String]",
            expected: ["error swift-restated-type 10:11"]),
    ]

    @Test("A stale Swift example is reported with its rule at the exact line and column", arguments: cases)
    func reportsStaleExample(_ example: ExampleCase) {
        #expect(findings(example.code, info: example.info, firstLine: example.firstLine) == example.expected)
    }

    @Test("A misspelt label names the initializer and suggests the parameter")
    func labelMessage() {
        let code = #"let item = QuickLinkItem(type: .vip, titel: "VIP", icon: "crown.fill")"#
        #expect(
            messages(code, info: "swift") == [
                "incorrect argument label 'titel' in call to 'QuickLinkItem.init(type:title:icon:)'; did you mean 'title'?"
            ])
    }

    @Test(
        "Misordered arguments are named as the compiler names them, against the overload that takes them all",
        arguments: [
            (
                "Boot.start(provider: .main, { _, _ in 1 })",
                "unnamed argument #2 must precede argument 'provider' in call to 'Boot.start(_:provider:)'"
            ),
            (
                #"Boot.place(provider: .main, "x")"#,
                "unnamed argument #2 must precede argument 'provider' in call to 'Boot.place(_:provider:)'"
            ),
            (
                #"Boot.place("x", provider: .main, name: "y")"#,
                "argument 'name' must precede argument 'provider' in call to 'Boot.place(_:name:provider:)'"
            ),
        ] as [(String, String)])
    func orderMessage(code: String, message: String) {
        let source = """
            public struct Provider { public static let main = Provider() }
            public enum Boot {
                public static func start(_ factory: @escaping (String) -> Int) {}
                public static func start(_ factory: @escaping (String, Provider?) -> Int, provider: Provider?) {}
                public static func place(_ name: String, provider: Provider?) {}
                public static func place(_ name: String, name other: String, provider: Provider?) {}
            }
            """
        let checker = ExampleChecker(index: TypeIndex.build(sources: [("Models/Boot.swift", source)]))
        #expect(messages(code, info: "swift", checker: checker) == [message])
    }

    @Test("A label where the parameter takes none is extraneous, and the argument is not missing")
    func extraneousLabel() {
        let source = """
            public struct Feed {
                public func onEnd(offsetFromEnd: Double = 2, _ handler: @escaping (Int) -> Void) -> Feed { self }
            }
            """
        let checker = ExampleChecker(index: TypeIndex.build(sources: [("Models/Feed.swift", source)]))
        #expect(
            messages("let feed = Feed().onEnd(offset: 1, handler: { _ in })", info: "swift", checker: checker) == [
                "incorrect argument label 'offset' in call to 'Feed.onEnd(offsetFromEnd:_:)'; did you mean 'offsetFromEnd'?",
                "extraneous argument label 'handler:' in call to 'Feed.onEnd(offsetFromEnd:_:)'",
            ])
    }

    @Test("An argument of the wrong type names its parameter")
    func argumentTypeMessage() {
        #expect(
            messages(#"let item = QuickLinkItem(type: .vip, title: 42, icon: nil)"#, info: "swift") == [
                "cannot convert value of type 'Int' to expected argument type 'String' of parameter 'title'",
                "'nil' is not compatible with expected argument type 'String' of parameter 'icon'",
            ])
    }

    @Test("A call to a model's old name is reported; framework types and the example's own are not")
    func unknownType() {
        #expect(
            messages(#"let data = PromoHeaderData(id: "a", icon: "gift.fill", title: "Hi")"#, info: "swift") == [
                "cannot find type 'PromoHeaderData' in scope; did you mean 'PromotionalHeaderData'?"
            ])
        #expect(messages(#"let label = UILabel(frame: .zero); let view = ScrollViewReader { _ in }"#, info: "swift").isEmpty)
        let own = """
            struct PromoHeaderData { let id: String }
            let data = PromoHeaderData(id: "a")
            """
        #expect(messages(own, info: "swift").isEmpty)
    }

    @Test(
        "UIKit's colors: a misspelt system color and a component initializer without alpha are errors",
        arguments: [
            ("let c = UIColor.systemOrenge", ["type 'UIColor' has no member 'systemOrenge'; did you mean 'systemOrange'?"]),
            (
                "let c = UIColor(red: 1, green: 0.58, blue: 0)",
                ["missing argument for parameter 'alpha' in call to 'UIColor.init(red:green:blue:alpha:)'"]
            ),
            ("let c = UIColor(white: 0.5)", ["missing argument for parameter 'alpha' in call to 'UIColor.init(white:alpha:)'"]),
            ("let c = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1).withAlphaComponent(0.5)", []),
            ("let c = UIColor.systemGray6; let d = UIColor.systemBackground; let e = UIColor.label", []),
            ("let c = UIColor { traits in .black }", []),
            (
                "let c = UIColor(red: 1, gren: 0.58, blue: 0, alpha: 1)",
                ["incorrect argument label 'gren' in call to 'UIColor.init(red:green:blue:alpha:)'; did you mean 'green'?"]
            ),
            (
                "let c = UIColor(hue: 0.1, saturaton: 0.9, brightness: 1, alpha: 1)",
                [
                    "incorrect argument label 'saturaton' in call to 'UIColor.init(hue:saturation:brightness:alpha:)'; did you mean 'saturation'?"
                ]
            ),
            (
                "let c = UIColor(nmed: \"Brand\")",
                ["incorrect argument label 'nmed' in call to 'UIColor.init(named:)'; did you mean 'named'?"]
            ),
            // A team's own initializer is not in the model folders: far from UIKit's, it is left alone.
            ("let c = UIColor(hex: \"#FF9500\")", []),
            ("let c = UIColor(named: \"Brand\", in: nil, compatibleWith: nil)", []),
        ] as [(String, [String])])
    func uiColor(code: String, expected: [String]) {
        #expect(messages(code, info: "swift") == expected)
    }

    @Test("An unknown enum case suggests the closest case")
    func caseMessage() {
        #expect(
            messages("let kind = QuickLinkType.slotz", info: "swift") == [
                "type 'QuickLinkType' has no member 'slotz'; did you mean 'slots'?"
            ])
    }

    @Test("An unknown property suggests the closest property")
    func propertyMessage() {
        let code = """
            let data = PromotionalHeaderData(id: "a", icon: "gift.fill", title: "Hi")
            print(data.subtitel ?? "")
            """
        #expect(
            messages(code, info: "swift") == [
                "value of type 'PromotionalHeaderData' has no member 'subtitel'; did you mean 'subtitle'?"
            ])
    }
}
