import Testing

@testable import DocGenContent

/// A page's ids packed into one buffer answer as a set of strings does.
@Suite("Anchor set")
struct AnchorSetTests {
    private static let ids = [
        "overview", "usage", "fn-1", "fnref-1", "사용법", "사용-예시", "a", "", "usage-2", "Usage", "über", "z",
    ]

    @Test("holds each id once, and only those", arguments: [0, 1, 2, 5, ids.count])
    func membership(count: Int) {
        let chosen = Array(Self.ids.prefix(count))
        let anchors = AnchorSet(chosen + chosen.reversed())
        #expect(anchors.count == Set(chosen).count)
        #expect(anchors.isEmpty == chosen.isEmpty)
        for id in Self.ids {
            #expect(anchors.contains(id) == chosen.contains(id), "\(id)")
        }
        for missing in ["overvie", "overviews", "사용", "fn-", "usage-3", "USAGE"] where !chosen.contains(missing) {
            #expect(!anchors.contains(missing), "\(missing)")
        }
    }

    @Test("lists the ids sorted as strings sort them, whatever order they came in")
    func elements() {
        let anchors = AnchorSet(Self.ids.shuffled())
        #expect(anchors.elements.sorted() == Set(Self.ids).sorted())
        #expect(anchors == AnchorSet(Self.ids.reversed()))
        #expect(anchors != AnchorSet(Self.ids.dropLast()))
        #expect(AnchorSet([String]()) == [])
    }
}
