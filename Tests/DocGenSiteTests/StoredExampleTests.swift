import DocGenDiagnostics
import DocGenExamples
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct StoredExampleTests {
    static let checker = ExampleChecker(
        index: (try? TypeIndex.build(fromFolders: [URL(fileURLWithPath: CatalogSiteTests.models)]))
            ?? TypeIndex.build(sources: []))

    static let examples: [(info: String, code: String)] = [
        (
            "swift",
            """
            let header = PromotionalHeaderData(
                id: "a", icon: "gift.fill", title: "배너 \\"quoted\\"", subtitle: nil,
                backgroundColor: UIColor.systemOrange.withAlphaComponent(0.1))
            """
        ),
        (
            "swift",
            #"let color = PromotionalHeaderData(id: "b", icon: "c", title: "d", backgroundColor: UIColor(red: 0.1, green: 0.25, blue: 1, alpha: 0.3))"#
        ),
        (
            "swift",
            """
            let items = [
                QuickLinkItem(type: .slots, title: "Slots", icon: "gamecontroller.fill"),
                QuickLinkItem(type: .liveCasino, title: "Live 🎰", icon: "tv.fill"),
            ]
            """
        ),
        (
            "json [QuickLinkItem]",
            #"[{"type": "slots", "title": "한글", "icon": "x"}, {"type": "promos", "title": "", "icon": "y"}]"#
        ),
        (
            "json OfferBannerConfiguration",
            #"{"id": "o", "title": "T", "subtitle": null, "countdownEndDate": "2027-01-01T00:00:00Z", "discountBadge": "-20%", "callToAction": {"title": "Go", "url": "https://example.com"}, "logoURL": "https://example.com/l.png", "backgroundImageURL": "https://example.com/b.jpg"}"#
        ),
    ]

    @Test("a checked example's samples come back from the cache value exactly", arguments: examples.indices)
    func checkedRoundTrip(index: Int) throws {
        let example = Self.examples[index]
        let result = Self.checker.check(code: example.code, info: example.info, file: "docs/a.md", firstLine: 12)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.samples.isEmpty)
        let text = try #require(StoredExample.encode(result, firstLine: 12))
        let decoded = try #require(StoredExample.decode(text, file: "docs/a.md", firstLine: 12))
        #expect(decoded.samples == result.samples)
        #expect(decoded.typeName == result.typeName)
        #expect(decoded.checked == result.checked)
    }

    /// A node `line` lines below the block's first line (12) of docs/a.md.
    private static func node(_ value: SampleValue, _ line: Int, _ column: Int) -> SampleNode {
        SampleNode(value, at: SourceLocation(file: "docs/a.md", line: 12 + line, column: column))
    }

    private static func object(_ line: Int, _ column: Int, _ fields: [(String, SampleNode)]) -> SampleNode {
        node(.object(fields.map { SampleField(key: $0.0, value: $0.1) }), line, column)
    }

    /// Results of every shape the cache holds, built by hand.
    static let results: [(name: String, result: ExampleResult, bindings: [String: TypeRef])] = [
        (
            "JSON array of objects with every scalar and nesting",
            ExampleResult(
                diagnostics: [], checked: true, typeName: "[QuickLinkItem]",
                samples: [
                    Sample(
                        type: .array(.named("QuickLinkItem")),
                        root: node(
                            .array([
                                object(
                                    0, 2,
                                    [
                                        ("type", node(.string("slots"), 0, 11)),
                                        ("count", node(.number("-1.5e3"), 0, 28)),
                                        ("on", node(.bool(true), 1, 3)), ("off", node(.bool(false), 1, 14)),
                                        ("subtitle", node(.null, 2, 15)),
                                        (
                                            "nested",
                                            object(3, 13, [("deeper", object(3, 24, [("list", node(.array([]), 3, 33))]))])
                                        ),
                                        ("empty", object(4, 12, [])),
                                    ]),
                                node(.array([node(.number("0"), 5, 4), node(.string(""), 5, 7)]), 5, 3),
                            ]), 0, 1),
                        language: .json)
                ]),
            [:]
        ),
        (
            "Swift calls with enum cases, colors, text to escape and bindings",
            ExampleResult(
                diagnostics: [], checked: true, typeName: nil,
                samples: [
                    Sample(
                        type: .named("PromotionalHeaderData"),
                        root: object(
                            0, 14,
                            [
                                ("type", node(.string("liveCasino"), 1, 11)),
                                ("title", node(.string("배너 \"quoted\" \\ \n\t\u{0} 🎰"), 2, 12)),
                                ("named", node(.color(SampleColor(base: .named("systemOrange"), alpha: 0.1)), 3, 5)),
                                (
                                    "rgb",
                                    node(.color(SampleColor(base: .rgb(red: 1 / 3, green: 0.25, blue: 1), alpha: 0.3)), 4, 5)
                                ),
                                ("white", node(.color(SampleColor(base: .white(-0.0), alpha: nil)), 5, 5)),
                            ]),
                        language: .swift),
                    Sample(
                        type: .array(.named("QuickLinkItem")),
                        root: node(.array([object(8, 5, [("title", node(.string("Slots"), 8, 26))])]), 7, 13),
                        language: .swift),
                ]),
            [
                "header": .named("PromotionalHeaderData"), "items": .array(.named("QuickLinkItem")),
                "maybe": .optional(.named("Outer.Inner", [.named("String"), .optional(.named("Int"))])),
                "table": .dictionary(key: .named("String"), value: .array(.optional(.named("Double")))),
                "closure": .opaque("(Int) -> Void"),
            ]
        ),
        (
            "a block that was not checked",
            ExampleResult(diagnostics: [], checked: false, typeName: nil),
            [:]
        ),
    ]

    @Test("every shape of result comes back from the cache value exactly", arguments: results.indices)
    func roundTrip(index: Int) throws {
        var result = Self.results[index].result
        let bindings = Self.results[index].bindings
        if !bindings.isEmpty { result.pageAdditions = ExamplePageAdditions(bindings: bindings) }
        let text = try #require(StoredExample.encode(result, firstLine: 12), "\(Self.results[index].name)")
        let decoded = try #require(StoredExample.decode(text, file: "docs/a.md", firstLine: 12))
        #expect(decoded.samples == result.samples)
        #expect(decoded.typeName == result.typeName)
        #expect(decoded.checked == result.checked)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.pageAdditions?.bindings == (bindings.isEmpty ? nil : bindings))
        #expect(decoded.pageAdditions?.declaresMoreThanBindings != true)
    }

    @Test("the types of the constants a block adds to its page's scope come back from the cache value")
    func pageBindings() throws {
        let result = Self.checker.check(code: Self.examples[0].code, info: "swift", file: "docs/a.md", firstLine: 1)
        let bindings = try #require(result.pageAdditions?.bindings)
        #expect(bindings == ["header": .named("PromotionalHeaderData")])
        let text = try #require(StoredExample.encode(result, firstLine: 1))
        let decoded = StoredExample.decode(text, file: "docs/a.md", firstLine: 1)
        #expect(decoded?.pageAdditions?.bindings == bindings)
        #expect(decoded?.pageAdditions?.declaresMoreThanBindings == false)
    }

    /// Every location in a sample tree, in order.
    private static func locations(_ node: SampleNode) -> [DocGenDiagnostics.SourceLocation] {
        switch node.value {
        case let .array(elements): [node.location] + elements.flatMap(locations)
        case let .object(fields): [node.location] + fields.flatMap { locations($0.value) }
        default: [node.location]
        }
    }

    @Test("a block that moved gets its samples at its new file and line", arguments: results.indices)
    func moved(index: Int) throws {
        let result = Self.results[index].result
        let text = try #require(StoredExample.encode(result, firstLine: 12))
        #expect(!text.contains("docs/a.md"))
        let decoded = try #require(StoredExample.decode(text, file: "docs/b.md", firstLine: 40))
        #expect(decoded.samples.count == result.samples.count)
        for (moved, original) in zip(decoded.samples, result.samples) {
            let expected = Self.locations(original.root).map {
                SourceLocation(file: "docs/b.md", line: $0.line + 28, column: $0.column)
            }
            #expect(Self.locations(moved.root) == expected)
        }
    }

    @Test("a checked block that moved gets its samples at its new file and line")
    func movedCheck() throws {
        let example = Self.examples[0]
        let result = Self.checker.check(code: example.code, info: example.info, file: "docs/a.md", firstLine: 12)
        let text = try #require(StoredExample.encode(result, firstLine: 12))
        let decoded = try #require(StoredExample.decode(text, file: "docs/b.md", firstLine: 40))
        let moved = try #require(decoded.samples.first)
        let original = try #require(result.samples.first)
        #expect(
            moved.location
                == SourceLocation(file: "docs/b.md", line: original.location.line + 28, column: original.location.column))
    }

    @Test("a color JSON cannot hold is not stored")
    func unstorable() {
        let color = SampleNode(
            .color(SampleColor(base: .white(.infinity), alpha: nil)), at: SourceLocation(file: "a.md", line: 1))
        let result = ExampleResult(
            diagnostics: [], checked: true, typeName: nil,
            samples: [Sample(type: .named("UIColor"), root: color, language: .swift)])
        #expect(StoredExample.encode(result, firstLine: 1) == nil)
    }

    private static let valid =
        #"{"checked":true,"samples":[{"type":{"named":{"_0":"Notice","_1":[]}},"language":"swift","root":[0,14,"o","title",[0,28,"s","Hello"]]}],"bindings":{}}"#

    @Test(
        "damaged, foreign or old cache values are a miss",
        arguments: [
            "", "{", "null", "[]", "1N0;0;", "1N1;sN6:Notice0;14;o1;5:title0;28;s5:Hello0;", #"{"checked":true}"#,
            String(valid.dropLast(3)), valid.replacingOccurrences(of: #""s","Hello""#, with: #""q","Hello""#),
            valid.replacingOccurrences(of: #""s","Hello""#, with: #""s","Hello","extra""#),
            valid.replacingOccurrences(of: #"[0,28,"#, with: #"[9223372036854775807,28,"#),
            valid.replacingOccurrences(of: #""swift""#, with: #""kotlin""#),
            String(repeating: "[", count: 100_000),
        ])
    func damaged(text: String) throws {
        #expect(StoredExample.decode(Self.valid, file: "a.md", firstLine: 1)?.samples.first?.modelName == "Notice")
        #expect(StoredExample.decode(text, file: "a.md", firstLine: 1) == nil)
    }
}
