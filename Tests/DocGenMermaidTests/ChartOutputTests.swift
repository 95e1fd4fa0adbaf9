import DocGenDiagnostics
import Foundation
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
        let isSeries = ChartCorpus.seriesCharts.contains { $0.name == name }
        let svg = try #require(Rendering.output(ChartCorpus.source(name), idPrefix: "c").svg)
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-labelledby=\"c-title c-desc\""))
        #expect(svg.contains("var(--dg-text, #333333)"))
        #expect(svg.contains(isSeries ? "var(--dg-chart-1, " : "var(--dg-section-0, "))
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

    @Test("no two boxes of a chart overlap", arguments: ChartCorpus.sectionCharts.map(\.name))
    func noOverlaps(name: String) throws {
        var diagnostics: [Diagnostic] = []
        let chart = try #require(
            Rendering.renderer.prepareChart(ChartCorpus.source(name), file: "x", firstLine: 1, diagnostics: &diagnostics))
        let boxes = chart.nodeBoxes
        #expect(!boxes.isEmpty)
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!boxes[i].overlaps(boxes[j]), "boxes \(i) and \(j) overlap")
            }
        }
    }

    @Test(
        "a chart's own title wins over front matter's, which names a chart without one",
        arguments: [("pie title Own\n\"A\" : 1", "pie\n\"A\" : 1"), ("packet\ntitle Own\n0-7: \"A\"", "packet\n0-7: \"A\"")])
    func titlePrecedence(titled: String, untitled: String) throws {
        let own = try #require(Rendering.output("---\ntitle: Front\n---\n" + titled).svg)
        #expect(own.contains(">Own</") && !own.contains(">Front</"))
        let front = try #require(Rendering.output("---\ntitle: Front\n---\n" + untitled).svg)
        #expect(front.contains(">Front</"))
    }

    @Test(
        "the default theme gives every palette colour its light and dark value",
        arguments: [ChartPalette.series, ChartPalette.sections])
    func paletteInStyleSheet(palette: ChartPalette) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DocGenTheme/Theme/assets/style.css")
        let css = try String(contentsOf: url, encoding: .utf8)
        for index in palette.colors.indices {
            let name = "\(palette.variablePrefix)\(palette.number(index))"
            #expect(css.contains("\(name): light-dark(\(palette.colors[index]), \(palette.darkColors[index]));"), "\(name)")
        }
    }

    @Test(
        "a diagram's own dark theme darkens both palettes; the default leaves them to the site",
        arguments: [
            ("mindmap\n  root\n    a", ".section-0 > .node-shape { fill: #2e2e60;", "fill: var(--dg-section-0, #b9b9ff)"),
            ("pie\n\"A\" : 1\n\"B\" : 2", ".series-1 { fill: #4c5199;", "fill: var(--dg-chart-1, #8a90dd)"),
        ])
    func darkPalettes(source: String, dark: String, plain: String) throws {
        let darkSVG = try #require(Rendering.output("%%{init: {\"theme\": \"dark\"}}%%\n" + source).svg)
        #expect(darkSVG.contains(dark))
        let plainSVG = try #require(Rendering.output(source).svg)
        #expect(plainSVG.contains(plain))
        #expect(!plainSVG.contains(dark))
    }

    @Test(
        "a chart that does not parse is an error at its line",
        arguments: [
            ("mindmap\n  root\n  second root", 12, "a mindmap has one root"),
            ("mindmap\n  root\n    child[never closed", 12, "expected ']'"),
            ("mindmap\n  ::icon(fa fa-book)", 11, "decorate the node above"),
            ("mindmap", 10, "mindmap has no nodes"),
            ("journey\n  section A\n  Open menu: 9: Reader", 12, "expected a score from 1 to 5"),
            ("journey\n  Open menu", 11, "expected 'task: score: actors'"),
            ("kanban\n  todo[Todo\n", 11, "expected ']'"),
            ("kanban\n  todo[Todo]\n    a[A]@{ priority: 'Urgent' }", 12, "priority 'Urgent'"),
            ("packet\n  0-7: \"Type\"\n  9-15: \"Gap\"", 12, "field starts at bit 9"),
            ("packet\n  0-7 \"Type\"", 11, "expected ':'"),
            ("packet\n  4-7: \"Type\"", 11, "the first field starts at bit 0"),
            ("packet\n  0-: \"Type\"", 11, "expected the field's end bit"),
            ("treemap-beta\n\"Inputs\"\n    \"Button\": lots", 12, "expected a number"),
            ("treemap-beta\n\"Inputs\n", 11, "unterminated string"),
            ("treeView-beta\n  \"Sources", 11, "unterminated string"),
            ("ishikawa-beta", 10, "has no problem"),
            ("sankey\nA,B,10\nB,C\n", 12, "expected 3 fields"),
            ("sankey\nA,B,ten", 11, "expected a value"),
            ("sankey\nA,B,1\nB,A,1", 10, "form a cycle"),
            ("venn-beta\n  set A\n  union A,Z", 12, "not a set declared above"),
            ("venn-beta\n  text T", 11, "belongs to a set or union"),
            ("venn-beta\n  set A\n  circle B", 12, "expected 'set', 'union'"),
        ])
    func errorLine(source: String, line: Int, message: String) throws {
        let errors = Rendering.errors(source)
        let error = try #require(errors.first, "no error for \(source)")
        #expect(error.location?.line == line)
        #expect(error.message.contains(message), "\(error.message)")
    }
}
