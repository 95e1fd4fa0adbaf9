import DocGenDiagnostics
import DocGenExamples
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct ExampleCodingTests {
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

    @Test("a checked example's samples come back from the cache text exactly", arguments: examples.indices)
    func roundTrip(index: Int) throws {
        let example = Self.examples[index]
        let result = Self.checker.check(code: example.code, info: example.info, file: "docs/a.md", firstLine: 12)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.samples.isEmpty)
        let text = ExampleCoding.encode(result, firstLine: 12)
        let decoded = try #require(ExampleCoding.decode(text, file: "docs/a.md", firstLine: 12))
        #expect(decoded.samples == result.samples)
        #expect(decoded.typeName == result.typeName)
        #expect(decoded.checked == result.checked)
    }

    @Test("the types of the constants a block adds to its page's scope come back from the cache text")
    func pageBindings() throws {
        let result = Self.checker.check(code: Self.examples[0].code, info: "swift", file: "docs/a.md", firstLine: 1)
        let bindings = try #require(result.pageAdditions?.bindings)
        #expect(bindings == ["header": .named("PromotionalHeaderData")])
        let decoded = ExampleCoding.decode(ExampleCoding.encode(result, firstLine: 1), file: "docs/a.md", firstLine: 1)
        #expect(decoded?.pageAdditions?.bindings == bindings)
        #expect(decoded?.pageAdditions?.declaresMoreThanBindings == false)
    }

    @Test("a block that moved gets its samples at its new file and line")
    func moved() throws {
        let example = Self.examples[0]
        let result = Self.checker.check(code: example.code, info: example.info, file: "docs/a.md", firstLine: 12)
        let decoded = try #require(
            ExampleCoding.decode(ExampleCoding.encode(result, firstLine: 12), file: "docs/b.md", firstLine: 40))
        let moved = try #require(decoded.samples.first)
        let original = try #require(result.samples.first)
        #expect(
            moved.location
                == SourceLocation(file: "docs/b.md", line: original.location.line + 28, column: original.location.column))
    }

    @Test(
        "damaged cache text is not read",
        arguments: ["", "1", "1T", "1T9:Notice0;", "1N1;", "1N1;jN1:x0;", "2N0;", "1N0;extra", "1N99999999999999999999999999;"])
    func damaged(text: String) {
        #expect(ExampleCoding.decode(text, file: "a.md", firstLine: 1) == nil)
    }
}
