import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Chart SVG: golden files, determinism, accessibility text and the theme's custom properties.
@Suite struct ChartOutputTests {
    @Test("charts render to their golden SVG without diagnostics", arguments: ChartCorpus.diagrams.map(\.name))
    func snapshot(name: String) throws {
        let output = Rendering.output(ChartCorpus.source(name), idPrefix: "mermaid-\(name)")
        let svg = try #require(output.svg, "\(name) did not render: \(output.diagnostics)")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        snapshots.assert(svg, named: "\(name).svg")
    }

    @Test("rendering is byte-identical every time", arguments: ChartCorpus.diagrams.map(\.name))
    func deterministic(name: String) {
        let source = ChartCorpus.source(name)
        #expect(Rendering.output(source).svg == Rendering.output(source).svg)
    }

    @Test(
        "charts are accessible images coloured through the theme's custom properties",
        arguments: ChartCorpus.diagrams.map(\.name))
    func accessibleAndThemed(name: String) throws {
        let svg = try #require(Rendering.output(ChartCorpus.source(name), idPrefix: "c").svg)
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-labelledby=\"c-title c-desc\""))
        #expect(svg.contains("var(--dg-text, #333333)"))
        #expect(svg.contains("var(--dg-chart-1, "))
        for id in SVGOutputTests.matches(#" id="([^"]*)""#, in: svg) { #expect(id.hasPrefix("c")) }
    }

    @Test(
        "the accessible description summarises the data",
        arguments: [
            ("gantt-release-plan", "Design, build and ship of the banner component"),
            ("pie-component-adoption", "Pie chart with 4 slices: Toast 42 (59.6%)"),
            (
                "timeline-button-history",
                "Timeline with 4 periods in 2 sections. 1.0: First release, Primary and secondary styles"
            ),
            ("xychart-screen-load", "XY chart with 2 series, x axis Release, y axis Milliseconds. Bars: 1.0 320"),
            ("quadrant-component-priorities", "Quadrant chart with 3 points, x axis Little effort to Much effort"),
            ("radar-component-quality", "Carousel: Accessibility 3, Performance 2, Docs 3, Tests 5, Theming 4."),
        ])
    func description(name: String, expected: String) throws {
        let svg = try #require(Rendering.output(ChartCorpus.source(name)).svg)
        let description = try #require(SVGOutputTests.matches(#"<desc id="[^"]*">([^<]*)</desc>"#, in: svg).first)
        #expect(description.contains(expected), "\(description)")
    }

    @Test(
        "XY category labels slant only when they are wider than their bands",
        arguments: [
            ("[Banner, Toast, Chips]", false),
            ("[\"Offer banner popup\", \"Segmented control\", " + (1...10).map { "c\($0)" }.joined(separator: ", ") + "]", true),
        ])
    func slantedLabels(categories: String, slanted: Bool) throws {
        let source = "xychart\nx-axis \(categories)\nbar [" + (1...12).map(String.init).joined(separator: ", ") + "]"
        let svg = try #require(Rendering.output(source).svg)
        #expect(svg.contains("rotate(-45 ") == slanted)
    }

    @Test("gantt excluded days are shaded and milestones are diamonds")
    func ganttParts() throws {
        let svg = try #require(Rendering.output(ChartCorpus.source("gantt-release-plan")).svg)
        // 2026-03-02 to 2026-03-27 holds three weekends and the excluded Friday 2026-03-20.
        #expect(SVGOutputTests.matches(#"<rect class="excluded""#, in: svg).count == 7)
        #expect(SVGOutputTests.matches(#"<path class="task milestone""#, in: svg).count == 1)
        #expect(SVGOutputTests.matches(#"<rect class="task task-crit task-crit-fill""#, in: svg).count == 1)
        #expect(!svg.contains("today"))
    }
}
