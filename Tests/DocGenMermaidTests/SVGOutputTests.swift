import Foundation
import Testing

@testable import DocGenMermaid

/// The SVG's structure, accessibility, theming and safety.
@Suite struct SVGOutputTests {
    static func svg(_ source: String, idPrefix: String = "d") throws -> String {
        let output = Rendering.output(source, idPrefix: idPrefix)
        return try #require(output.svg, "no SVG: \(output.diagnostics)")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    @Test("nodes, edges, clusters and edge labels are marked up for tools", arguments: Corpus.diagrams.map(\.name))
    func structure(name: String) throws {
        let source = Corpus.source(name)
        let (graph, _) = try #require(Rendering.laidOut(source))
        let svg = try Self.svg(source)
        #expect(Self.matches(#"<g class="node[^"]*" data-id="([^"]*)""#, in: svg) == graph.nodes.map { SVGWriter.escape($0.id) })
        let edges = Self.matches(#"<path class="edge[^"]*" data-from="[^"]*" data-to="[^"]*""#, in: svg)
        #expect(edges.count == graph.edges.count)
        #expect(Self.matches(#"<g class="cluster[^"]*" data-id="([^"]*)""#, in: svg).count == graph.clusters.count)
        #expect(Self.matches(#"<g class="edgeLabel""#, in: svg).count == graph.edges.filter { $0.label != nil }.count)
    }

    @Test("the root is an accessible, scalable image")
    func root() throws {
        let svg = try Self.svg("graph LR\naccTitle: Checkout\naccDescr: How an order is paid.\nA --> B")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"d\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-labelledby=\"d-title d-desc\""))
        #expect(svg.contains("<title id=\"d-title\">Checkout</title>"))
        #expect(svg.contains("<desc id=\"d-desc\">How an order is paid.</desc>"))
        let width = try #require(Self.matches(#"width="([0-9.]+)""#, in: svg).first)
        let height = try #require(Self.matches(#"height="([0-9.]+)""#, in: svg).first)
        #expect(svg.contains("viewBox=\"0 0 \(width) \(height)\""))
        #expect(svg.contains("style=\"max-width: \(width)px;\""))
    }

    @Test("without accTitle and accDescr the title and description summarise the diagram")
    func derivedSummary() throws {
        let svg = try Self.svg("graph TD\nA[Start] -->|go| B[End]")
        #expect(svg.contains("<title id=\"d-title\">Flowchart</title>"))
        #expect(svg.contains("Flowchart, top to bottom, with 2 nodes and 1 edge. Start → End (go)."))
    }

    @Test("every id and reference carries the prefix, so diagrams on one page never clash")
    func prefixedIDs() throws {
        let first = try Self.svg(Corpus.source("edges"), idPrefix: "page-1")
        let second = try Self.svg(Corpus.source("edges"), idPrefix: "page-2")
        let firstIDs = Self.matches(#" id="([^"]+)""#, in: first)
        #expect(!firstIDs.isEmpty)
        #expect(firstIDs.allSatisfy { $0.hasPrefix("page-1") })
        #expect(Self.matches(#"url\(#([^)]+)\)"#, in: first).allSatisfy { $0.hasPrefix("page-1-") && firstIDs.contains($0) })
        #expect(Set(firstIDs).isDisjoint(with: Self.matches(#" id="([^"]+)""#, in: second)))
        #expect(try Self.svg("graph TD\nA", idPrefix: "1 bad\"id").contains("id=\"mermaid-1-bad-id\""))
    }

    @Test("default colours are CSS custom properties with Mermaid's values as fallbacks")
    func themeVariables() throws {
        let svg = try Self.svg("graph TD\nsubgraph s\nA --> B\nend")
        for declaration in [
            "fill: var(--dg-node-fill, #ECECFF)", "stroke: var(--dg-node-stroke, #9370DB)",
            "stroke: var(--dg-edge-stroke, #333333)",
            "fill: var(--dg-cluster-fill, #ffffde)", "stroke: var(--dg-cluster-stroke, #aaaa33)",
            "font-family: var(--dg-font-family, \"trebuchet ms\", verdana, arial, sans-serif)",
        ] {
            #expect(svg.contains(declaration), "missing \(declaration)")
        }
    }

    @Test("source styles and init theme variables override the theme")
    func overrides() throws {
        let svg = try Self.svg(
            "%%{init: {'theme': 'base', 'themeVariables': {'primaryColor': '#ff0000'}}}%%\ngraph TD\nA --> B\nstyle A fill:#e1f5fe,color:#fff"
        )
        #expect(svg.contains("fill: #ff0000;"))
        #expect(!svg.contains("var(--dg-node-fill"))
        #expect(svg.contains("style=\"fill:#e1f5fe\""))
        #expect(svg.contains("style=\"fill:#fff\""))
    }

    @Test(
        "text is escaped and scripts or unsafe links never reach the output",
        arguments: [
            #"A["<script>alert(1)</script>"] --> B"#, ##"A["#lt;img src=x onerror=alert(1)#gt;"]"##,
            "A --> B\nclick A \"javascript:alert(document.cookie)\"", "A --> B\nclick B call alert(1)",
            "A --> B\nstyle A fill:red,background:url(javascript:alert(1)),stroke:url(x)", "A[\"</style><script>x</script>\"]",
            "A --> B\nclassDef x fill:expression(alert(1))\nclass A x",
        ])
    func safety(body: String) throws {
        let svg = try Self.svg("graph TD\n\(body)")
        let lowered = svg.lowercased()
        #expect(!lowered.contains("<script"))
        #expect(!lowered.contains("<img"))
        #expect(!lowered.contains("javascript:"))
        #expect(!lowered.contains("expression("))
        #expect(!lowered.contains(" onerror="))
        #expect(Self.matches("</style>", in: svg).count == 1)
    }

    @Test("safe links become anchors with a tooltip")
    func links() throws {
        let svg = try Self.svg("graph TD\nA --> B\nclick A href \"https://example.com/a?b=1&c=2\" \"Read more\" _blank")
        #expect(svg.contains("<a href=\"https://example.com/a?b=1&amp;c=2\" target=\"_blank\" rel=\"noopener noreferrer\">"))
        #expect(svg.contains("<title>Read more</title>"))
    }

    @Test("numbers have at most two decimals and never read -0", arguments: Corpus.diagrams.map(\.name))
    func numbers(name: String) throws {
        let svg = try Self.svg(Corpus.source(name))
        #expect(Self.matches(#"\d\.\d{3}"#, in: svg).isEmpty)
        #expect(Self.matches(#"(?<=[\s",(MLC])-0(?![\d.])"#, in: svg).isEmpty)
    }

    @Test(
        "numbers format with two decimals at most",
        arguments: [
            (0.0, "0"), (-0.001, "0"), (-0.0, "0"), (1.5, "1.5"), (2.005, "2.01"), (-3.14159, "-3.14"), (10.1, "10.1"),
            (100, "100"), (0.07, "0.07"),
        ])
    func numberFormat(value: Double, text: String) {
        #expect(SVGNumber.format(value) == text)
    }

    @Test("arrowheads take the colour linkStyle gives their edge")
    func coloredMarkers() throws {
        let svg = try Self.svg("graph TD\nA --> B\nA --> C\nlinkStyle 1 stroke:#d32f2f")
        #expect(svg.contains("marker-end=\"url(#d-arrow-end)\""))
        #expect(svg.contains("marker-end=\"url(#d-arrow-end-c0)\""))
        #expect(svg.contains("style=\"fill:#d32f2f;stroke:#d32f2f\""))
    }

    @Test("a front matter title is drawn above the diagram and names the image")
    func frontMatterTitle() throws {
        let svg = try Self.svg("---\ntitle: Checkout flow\n---\ngraph LR\nA --> B")
        #expect(svg.contains("<title id=\"d-title\">Checkout flow</title>"))
        #expect(svg.contains(">Checkout flow</text>"))
        #expect(svg.contains("<g transform=\"translate("))
    }

    @Test("edges end in markers for their arrow kinds")
    func markers() throws {
        let svg = try Self.svg("graph TD\nA --> B\nA --o C\nA --x D\nA <--> E\nA --- F")
        #expect(svg.contains("marker-end=\"url(#d-arrow-end)\""))
        #expect(svg.contains("marker-end=\"url(#d-circle-end)\""))
        #expect(svg.contains("marker-end=\"url(#d-cross-end)\""))
        #expect(svg.contains("marker-start=\"url(#d-arrow-start)\""))
        #expect(Self.matches("<marker ", in: svg).count == 4)
    }
}
