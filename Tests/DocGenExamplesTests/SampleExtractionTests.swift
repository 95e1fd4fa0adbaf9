import DocGenExamples
import Testing

/// Examples that pass their check hand their values on as samples for previews.
@Suite("Sample extraction")
struct SampleExtractionTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var info: String
        var code: String
        var expected: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a model initializer call with literal arguments is one sample",
            info: "swift",
            code: """
                let data = PromotionalHeaderData(
                    id: "a", icon: "gift.fill", title: "T", subtitle: nil,
                    backgroundColor: UIColor.systemOrange.withAlphaComponent(0.1))
                """,
            expected: [
                #"PromotionalHeaderData@1:12 {id:"a" icon:"gift.fill" title:"T" subtitle:null backgroundColor:color(systemOrange,0.1)}"#
            ]),
        Case(
            name: "left-out defaulted arguments take their default values",
            info: "swift",
            code: #"let data = PromotionalHeaderData(id: "a", icon: "b", title: "c")"#,
            expected: [#"PromotionalHeaderData@1:12 {id:"a" icon:"b" title:"c" subtitle:null backgroundColor:null}"#]),
        Case(
            name: "an array literal of one model's calls is one list sample, enum cases become raw values",
            info: "swift",
            code: """
                let items = [
                    QuickLinkItem(type: .slots, title: "Slots", icon: "gamecontroller.fill"),
                    QuickLinkItem(type: QuickLinkType.liveCasino, title: "Live", icon: "tv.fill"),
                ]
                """,
            expected: [
                #"[QuickLinkItem]@1:13 [{type:"slots" title:"Slots" icon:"gamecontroller.fill"} {type:"liveCasino" title:"Live" icon:"tv.fill"}]"#
            ]),
        Case(
            name: "a call with a variable argument is not a sample but literal calls inside it are",
            info: "swift",
            code: """
                let state = PromotionalHeaderDisplayState(
                    headerData: PromotionalHeaderData(id: "a", icon: "b", title: "c", subtitle: "d", backgroundColor: .white),
                    isVisible: isShown)
                """,
            expected: [#"PromotionalHeaderData@2:17 {id:"a" icon:"b" title:"c" subtitle:"d" backgroundColor:color(white)}"#]),
        Case(
            name: "nested model calls make one sample with nested objects",
            info: "swift",
            code: """
                let state = PromotionalHeaderDisplayState(
                    headerData: PromotionalHeaderData(id: "a", icon: "b", title: "c"),
                    isVisible: false)
                """,
            expected: [
                #"PromotionalHeaderDisplayState@1:13 {headerData:{id:"a" icon:"b" title:"c" subtitle:null backgroundColor:null} isVisible:false}"#
            ]),
        Case(
            name: "samples one after another are each found once, after a list sample too",
            info: "swift",
            code: """
                let a = QuickLinkItem(type: .slots, title: "A", icon: "a")
                let b = [QuickLinkItem(type: .vip, title: "B", icon: "b")]
                let c = QuickLinkItem(type: .vip, title: "C", icon: "c")
                """,
            expected: [
                #"QuickLinkItem@1:9 {type:"slots" title:"A" icon:"a"}"#,
                #"[QuickLinkItem]@2:9 [{type:"vip" title:"B" icon:"b"}]"#,
                #"QuickLinkItem@3:9 {type:"vip" title:"C" icon:"c"}"#,
            ]),
        Case(
            name: "string interpolation is not a literal",
            info: "swift",
            code: #"let item = QuickLinkItem(type: .vip, title: "\(name)", icon: "crown.fill")"#,
            expected: []),
        Case(
            name: "an example with an error has no samples",
            info: "swift",
            code: #"let item = QuickLinkItem(type: .vip, titel: "VIP", icon: "crown.fill")"#,
            expected: []),
        Case(
            name: "RGB colors and divisions evaluate",
            info: "swift",
            code: """
                let data = PromotionalHeaderData(
                    id: "a", icon: "b", title: "c", subtitle: nil,
                    backgroundColor: UIColor(red: 255 / 255, green: 0.5, blue: 0, alpha: 1))
                """,
            expected: [
                #"PromotionalHeaderData@1:12 {id:"a" icon:"b" title:"c" subtitle:null backgroundColor:color(rgb 1.0 0.5 0.0,1.0)}"#
            ]),
        Case(
            name: "a JSON block is one sample of the info string's type",
            info: "json [QuickLinkItem]",
            code: #"[{ "type": "vip", "title": "VIP", "icon": "crown.fill" }]"#,
            expected: [#"[QuickLinkItem]@1:1 [{type:"vip" title:"VIP" icon:"crown.fill"}]"#]),
        Case(
            name: "a JSON block with an error has no sample",
            info: "json QuickLinkItem",
            code: #"{ "type": "nope", "title": "VIP", "icon": "crown.fill" }"#,
            expected: []),
    ]

    @Test("samples come out of passing examples", arguments: cases)
    func extracts(_ example: Case) {
        let result = Models.checker.check(code: example.code, info: example.info, file: "doc.md", firstLine: 1)
        #expect(result.samples.map(Self.describe) == example.expected)
    }

    @Test("a call of a nested model type, written with its outer type's name, is a sample")
    func nestedTypeCall() {
        let models = """
            struct Control: Codable {
                struct Segment: Codable { let title: String }
                let segments: [Segment]
            }
            """
        let checker = ExampleChecker(index: TypeIndex.build(sources: [("Models/Control.swift", models)]))
        let code = #"let control = Control(segments: [Control.Segment(title: "Day"), .init(title: "Week")])"#
        let result = checker.check(code: code, info: "swift", file: "doc.md", firstLine: 1)
        #expect(result.samples.map(Self.describe) == [#"Control@1:15 {segments:[{title:"Day"} {title:"Week"}]}"#])
    }

    @Test("the type index keeps doc comments and default values")
    func indexKeepsDocumentation() throws {
        let header = try #require(Models.index.type(named: "PromotionalHeaderData"))
        #expect(header.documentation?.hasPrefix("The content and styling of one promotional header") == true)
        let subtitle = try #require(header.properties.first { $0.name == "subtitle" })
        #expect(subtitle.documentation?.contains("hidden when nil") == true)
        let initializer = try #require(header.writtenInitializers.first)
        #expect(initializer.parameters.map { $0.defaultValue ?? "-" } == ["-", "-", "-", "nil", "nil"])
        let quickLinkType = try #require(Models.index.type(named: "QuickLinkType"))
        #expect(quickLinkType.cases.first?.documentation == "The Aviator game.")
    }

    static func describe(_ sample: Sample) -> String {
        "\(sample.type)@\(sample.location.line):\(sample.location.column) \(describe(sample.root.value))"
    }

    static func describe(_ value: SampleValue) -> String {
        switch value {
        case let .string(text): "\"\(text)\""
        case let .number(text): text
        case let .bool(flag): String(flag)
        case .null: "null"
        case let .array(items): "[" + items.map { describe($0.value) }.joined(separator: " ") + "]"
        case let .object(fields): "{" + fields.map { "\($0.key):\(describe($0.value.value))" }.joined(separator: " ") + "}"
        case let .color(color):
            switch color.base {
            case let .named(name): "color(\(name)" + (color.alpha.map { ",\($0)" } ?? "") + ")"
            case let .rgb(red, green, blue): "color(rgb \(red) \(green) \(blue)" + (color.alpha.map { ",\($0)" } ?? "") + ")"
            case let .white(white): "color(white \(white)" + (color.alpha.map { ",\($0)" } ?? "") + ")"
            }
        }
    }
}
