import Testing

@testable import DocGenSite

/// A page's spans by block line, in an array of their size, answer as the dictionary did.
@Suite("Keyed spans")
struct KeyedSpansTests {
    @Test(
        "each key finds its span, and keys come out in order",
        arguments: [
            [Int: SpillFile.Span](),
            [7: SpillFile.Span(offset: 0, count: 10)],
            [
                30: SpillFile.Span(offset: 10, count: 5), 4: SpillFile.Span(offset: 15, count: 0),
                12: SpillFile.Span(offset: 15, count: 3),
            ],
        ])
    func lookup(spans: [Int: SpillFile.Span]) {
        let keyed = SpillFile.KeyedSpans(spans)
        #expect(keyed.isEmpty == spans.isEmpty)
        #expect(keyed.keys == spans.keys.sorted())
        for (key, span) in spans { #expect(keyed[key] == span) }
        #expect(keyed[99] == nil)
        #expect(keyed == SpillFile.KeyedSpans(spans.reversed()))
    }

    @Test("the spill file reads a page's texts back by key, whichever order they were stored in")
    func roundTrip() throws {
        let spill = try #require(SpillFile())
        let texts = [12: "second", 3: "first", 40: "배너 third"]
        let spans = try #require(spill.store(texts))
        #expect(spans.keys == [3, 12, 40])
        #expect(spill.texts(spans) == texts)
        #expect(spill.texts([:]) == [:])
    }
}
