import Testing

@testable import DocGenMermaid

/// Text widths are deterministic, Latin from Trebuchet MS's advances and wide characters at one em.
@Suite struct TextMeasureTests {
    let measure = TextMeasure()

    @Test(
        "widths follow the font's advances, rounded up",
        arguments: [("", 0.0), ("Hello", 38), ("ComponentManager", 142), ("   ", 15), ("é", 9), ("WWW", 41)])
    func latin(text: String, width: Double) {
        #expect(measure.width(of: text) == width)
    }

    @Test("wide characters take a full em", arguments: ["배너", "設定", "カナ", "ＡＢ"])
    func wide(text: String) {
        #expect(measure.width(of: text) == 32)
    }

    @Test("Hangul labels get boxes that hold them")
    func hangulFits() throws {
        let (graph, layout) = try #require(Rendering.laidOut("graph TD\nA[배너 구성 요소 로딩]"))
        let text = measure.width(of: graph.nodes[0].label.lines[0])
        #expect(text == 143)
        #expect(layout.nodes[0].size.width >= text + 60)
    }

    @Test("lines wider than 200px wrap at spaces; long single words stay whole")
    func wrapping() {
        let lines = measure.wrapped(["UI Update: Creates/Updates Item Views in the list"])
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { measure.width(of: $0) <= 200 })
        #expect(measure.wrapped(["LiveShowConfiguration.campaignIdentifier"]) == ["LiveShowConfiguration.campaignIdentifier"])
    }

    @Test("a block of lines is as tall as its lines")
    func blockSize() {
        #expect(measure.size(of: ["a", "b", "c"]).height == 72)
    }
}
