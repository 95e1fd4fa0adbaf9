import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Mermaid 11 flowchart syntax: golden SVG, geometry, markup and the warnings of icon and image nodes.
@Suite struct FlowShapeOutputTests {
    @Test("v11 flowcharts render to their golden SVG", arguments: FlowShapeCorpus.diagrams.map(\.name))
    func snapshot(name: String) throws {
        let output = Rendering.output(FlowShapeCorpus.source(name), idPrefix: "mermaid-\(name)")
        let svg = try #require(output.svg, "\(name) did not render: \(output.diagnostics)")
        if name != "flowchart-media" { #expect(output.diagnostics.isEmpty, "\(output.diagnostics)") }
        snapshots.assert(svg, named: "\(name).svg")
    }

    @Test("rendering is byte-identical every time", arguments: FlowShapeCorpus.diagrams.map(\.name))
    func deterministic(name: String) {
        let source = FlowShapeCorpus.source(name)
        #expect(Rendering.output(source).svg == Rendering.output(source).svg)
    }

    @Test("layouts have no overlaps and edges end on borders", arguments: FlowShapeCorpus.diagrams.map(\.name))
    func invariants(name: String) throws {
        let (graph, layout) = try #require(Rendering.laidOut(FlowShapeCorpus.source(name)))
        let problems = LayoutInvariants.problems(graph, layout)
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
    }

    @Test("every shape name draws a node the tools can find")
    func everyShapeName() throws {
        for (name, shape) in FlowchartParser.shapeNames.sorted(by: { $0.key < $1.key }) {
            let output = Rendering.output("flowchart LR\nA@{ shape: \(name), label: \"Text\" } --> B")
            let svg = try #require(output.svg, "\(name): \(output.diagnostics)")
            #expect(output.diagnostics.isEmpty, "\(name): \(output.diagnostics)")
            #expect(svg.contains(#"data-id="A""#), "\(name)")
            #expect(svg.contains(">Text<") != shape.hidesLabel, "\(name) label")
        }
    }

    @Test("edge ids become data-id, animations CSS classes with a reduced-motion fallback")
    func edgeMarkup() throws {
        let svg = try SVGOutputTests.svg(FlowShapeCorpus.source("flowchart-edge-ids"))
        #expect(svg.contains(#"class="edge edge-normal edge-animate-fast" data-id="e1" data-from="request" data-to="cache""#))
        #expect(svg.contains(#"class="edge edge-thick edge-animate-slow hot" data-id="e2""#))
        #expect(svg.contains(#"class="edge edge-normal edge-animate-fast flowing" data-id="e4""#))
        #expect(svg.contains("stroke-dasharray:6,3"))
        #expect(svg.contains("prefers-reduced-motion"))
        #expect(!svg.contains("pulse"), "a class's own keyframes are not written")
        #expect(!svg.contains("<script"))
    }

    @Test("icons are placeholders with a warning; unsafe images are dropped with a warning")
    func mediaWarnings() throws {
        let output = Rendering.output(FlowShapeCorpus.source("flowchart-media"))
        let svg = try #require(output.svg)
        #expect(output.diagnostics.map(\.rule) == ["mermaid-unsupported", "mermaid-click", "mermaid-unsupported"])
        #expect(output.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(output.diagnostics.first?.location?.line == 11)
        #expect(svg.contains(#"<image x="#) && svg.contains(#"href="https://example.com/logo.png""#))
        #expect(!svg.contains("data:image"))
        #expect(svg.contains(">user<") && svg.contains(">Reader<"))
    }
}
