import Testing

@testable import DocGenMermaid

/// Labels on explicitly filled shapes get a text colour that contrasts with the fill, so they
/// stay readable when a dark site theme makes the default text light.
@Suite struct LabelContrastTests {
    @Test(
        "a fill gets dark text when light and white text when dark",
        arguments: [
            ("#e1f5fe", "#1f2328"), ("#fff3e0", "#1f2328"), ("#fff", "#1f2328"), ("white", "#1f2328"),
            ("#333", "#ffffff"), ("#1e3a8a", "#ffffff"), ("rgb(0, 0, 0)", "#ffffff"), ("black", "#ffffff"),
            ("#b71c1c", "#ffffff"), ("#ff0000", "#1f2328"),
        ])
    func contrast(fill: String, text: String) {
        #expect(LabelContrast.textColor(onFill: fill) == text)
    }

    @Test("fills that are not colours leave the text alone", arguments: ["none", "url(#x)", "#12", "transparent", ""])
    func unreadable(fill: String) {
        #expect(LabelContrast.textColor(onFill: fill) == nil)
    }

    @Test(
        "a styled node, class or cluster without a text colour labels with the contrast colour",
        arguments: [
            ("graph LR\nA[Alpha]\nstyle A fill:#e1f5fe", "fill:#1f2328"),
            ("graph LR\nA[Alpha]:::dark\nclassDef dark fill:#222222", "fill:#ffffff"),
            ("graph LR\nA[Alpha]\nclass A pale\nclassDef pale fill:#f3e5f5", "fill:#1f2328"),
            ("graph LR\nsubgraph G [Group]\nA\nend\nstyle G fill:#fff3e0", "fill:#1f2328"),
            ("stateDiagram-v2\nIdle --> Busy\nstyle Idle fill:#e8f5e8", "fill:#1f2328"),
        ])
    func styledLabel(source: String, style: String) throws {
        let svg = try SVGOutputTests.svg(source)
        #expect(svg.contains("style=\"\(style)\""))
    }

    @Test("an explicit text colour is kept as given")
    func explicitColor() throws {
        let svg = try SVGOutputTests.svg("graph LR\nA[Alpha]\nstyle A fill:#e1f5fe,color:#ff0000")
        #expect(svg.contains("style=\"fill:#ff0000\""))
        #expect(!svg.contains("#1f2328"))
    }
}
