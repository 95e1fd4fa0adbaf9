import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Class and ER diagrams: golden SVG, geometry, structure for tools, accessibility and safety.
@Suite struct ClassOutputTests {
    @Test("class and ER diagrams render to their golden SVG without warnings", arguments: ClassCorpus.diagrams.map(\.name))
    func snapshot(name: String) throws {
        let output = Rendering.output(ClassCorpus.source(name), idPrefix: "mermaid-\(name)")
        let svg = try #require(output.svg, "\(name) did not render: \(output.diagnostics)")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        snapshots.assert(svg, named: "\(name).svg")
    }

    @Test("rendering is byte-identical every time", arguments: ClassCorpus.diagrams.map(\.name))
    func deterministic(name: String) {
        let source = ClassCorpus.source(name)
        #expect(Rendering.output(source).svg == Rendering.output(source).svg)
    }

    @Test(
        "layouts have no overlaps, edges end on borders and namespaces hold their classes",
        arguments: ClassCorpus.diagrams.map(\.name))
    func invariants(name: String) throws {
        let (graph, layout) = try #require(Rendering.laidOut(ClassCorpus.source(name)))
        let problems = LayoutInvariants.problems(graph, layout)
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
    }

    @Test("numbers have at most two decimals and never read -0", arguments: ClassCorpus.diagrams.map(\.name))
    func numbers(name: String) throws {
        let svg = try SVGOutputTests.svg(ClassCorpus.source(name))
        #expect(SVGOutputTests.matches(#"\d\.\d{3}"#, in: svg).isEmpty)
        #expect(SVGOutputTests.matches(#"(?<=[\s",(MLC])-0(?![\d.])"#, in: svg).isEmpty)
    }

    @Test("a large class diagram across namespaces keeps the layout invariants")
    func largeDiagram() throws {
        var lines = ["classDiagram"]
        let arrows = ["<|--", "*--", "o--", "-->", "--", "..>", "..|>", ".."]
        for module in 0..<4 {
            lines.append("namespace Module\(module) {")
            for i in (module * 10)..<(module * 10 + 10) {
                lines += ["class Type\(i) {", "+String name", "-List~Int~ values", "+update(Int value) Bool", "}"]
            }
            lines.append("}")
        }
        for i in 1..<40 {
            lines.append("Type\((i - 1) / 2) \"1\" \(arrows[i % arrows.count]) \"*\" Type\(i)" + (i % 3 == 0 ? " : uses" : ""))
        }
        lines += ["Type3 ..> Type31", "Type12 --> Type27", "note for Type5 \"checked\""]
        let (graph, layout) = try #require(Rendering.laidOut(lines.joined(separator: "\n")))
        #expect(graph.nodes.count == 41)
        let problems = LayoutInvariants.problems(graph, layout)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("classes, entities, relations and namespaces are marked up for tools", arguments: ClassCorpus.diagrams.map(\.name))
    func structure(name: String) throws {
        let source = ClassCorpus.source(name)
        let (graph, _) = try #require(Rendering.laidOut(source))
        let svg = try SVGOutputTests.svg(source)
        let ids = SVGOutputTests.matches(#"<g class="node[^"]*" data-id="([^"]*)""#, in: svg)
        #expect(ids == graph.nodes.map { SVGWriter.escape($0.id) })
        let edges = SVGOutputTests.matches(#"<path class="edge[^"]*" data-from="[^"]*" data-to="[^"]*""#, in: svg)
        #expect(edges.count == graph.edges.count)
        let clusters = SVGOutputTests.matches(#"<g class="cluster namespace" data-id="([^"]*)""#, in: svg)
        #expect(clusters == graph.clusters.map(\.id))
        #expect(svg.contains("role=\"img\""))
        let kind = graph.kind == .classDiagram ? "dg-class" : "dg-er"
        #expect(svg.contains("class=\"dg-mermaid \(kind)\""))
        #expect(!svg.contains("<script"))
    }

    @Test("class boxes are as tall as their three compartments and as wide as their widest line")
    func classBoxSize() throws {
        let (graph, layout) = try #require(Rendering.laidOut("classDiagram\nclass A {\n<<interface>>\n+Int a\n+b()\n+c()\n}"))
        let measure = TextMeasure()
        let metrics = CompartmentMetrics(measure: measure)
        let height = layout.nodes[0].size.height
        let expected =
            (2 * measure.lineHeight + 2 * metrics.verticalPadding) + (measure.lineHeight + 2 * metrics.verticalPadding)
            + (2 * measure.lineHeight + 2 * metrics.verticalPadding)
        #expect(height == expected)
        #expect(layout.nodes[0].size.width >= measure.width(of: "«interface»") + 2 * metrics.horizontalPadding)
        #expect(graph.nodes[0].shape == .classBox)
    }

    @Test(
        "hideEmptyMembersBox draws a class without members as its name alone",
        arguments: [
            ("---\nconfig:\n  class:\n    hideEmptyMembersBox: true\n---\nclassDiagram\nclass A\nclass B {\n+x\n}", 1),
            ("%%{init: {\"class\": {\"hideEmptyMembersBox\": true}}}%%\nclassDiagram\nclass A\nclass B {\n+x\n}", 1),
            ("classDiagram\nclass A\nclass B {\n+x\n}", 3),
        ])
    func hiddenMembers(source: String, compartments: Int) throws {
        let (graph, _) = try #require(Rendering.laidOut(source))
        guard case .classMembers(let empty) = graph.nodes[0].body, case .classMembers(let full) = graph.nodes[1].body else {
            Issue.record("no class bodies")
            return
        }
        #expect(empty.sizes.count == compartments)
        #expect(full.sizes.count == 3)
        let svg = try SVGOutputTests.svg(source)
        #expect(SVGOutputTests.matches(#"<line class="node-line""#, in: svg).count == 2 + (compartments == 3 ? 2 : 0))
    }

    @Test("entity tables line their columns up across rows")
    func entityColumns() throws {
        let svg = try SVGOutputTests.svg("erDiagram\nA {\nstring id PK \"first\"\nint longerName FK \"note\"\n}")
        let xs = SVGOutputTests.matches(#"<text class="label attribute" x="([-0-9.]+)""#, in: svg)
        #expect(xs.count == 8)
        #expect(xs[0] == xs[4] && xs[1] == xs[5] && xs[2] == xs[6] && xs[3] == xs[7])
        #expect(svg.contains("<text class=\"label attribute\""))
    }

    @Test(
        "relations and cardinalities draw their marks, and marks reference definitions under the prefix",
        arguments: [
            ("classDiagram\nA <|-- B", ["triangle-start"]), ("classDiagram\nA --* B", ["filledDiamond-end"]),
            ("classDiagram\nA o.. B", ["hollowDiamond-start"]), ("classDiagram\nA ()-- B", ["lollipop-start"]),
            ("classDiagram\nA <--> B", ["arrow-start", "arrow-end"]),
            ("erDiagram\nA |o--o{ B : x", ["zeroOrOne-start", "zeroOrMore-end"]),
            ("erDiagram\nA ||..|{ B : x", ["exactlyOne-start", "oneOrMore-end"]),
        ])
    func marks(source: String, markers: [String]) throws {
        let svg = try SVGOutputTests.svg(source, idPrefix: "p")
        for marker in markers {
            #expect(svg.contains("<marker id=\"p-\(marker)\""), "\(marker)")
            #expect(svg.contains("url(#p-\(marker))"), "\(marker)")
        }
    }

    @Test("cardinalities are written beside their ends")
    func terminals() throws {
        let svg = try SVGOutputTests.svg(#"classDiagram\#nCart "1" --> "0..*" Item"#)
        #expect(svg.contains("<g class=\"edgeTerminals\">"))
        #expect(SVGOutputTests.matches(#"<text class="label edge-terminal"[^>]*>([^<]*)<"#, in: svg) == ["1", "0..*"])
    }

    @Test("summaries name the diagram's classes, entities and relations")
    func summaries() throws {
        let classes = try SVGOutputTests.svg("classDiagram\nnote for A \"n\"\nA <|-- B : is")
        #expect(classes.contains("<title id=\"d-title\">Class diagram</title>"))
        #expect(classes.contains("Class diagram, top to bottom, with 2 classes and 1 relation. A → B (is)."))
        let entities = try SVGOutputTests.svg("erDiagram\nA ||--o{ B : has\nB ||--|| C : is")
        #expect(entities.contains("Entity relationship diagram, top to bottom, with 3 entities and 2 relationships."))
    }

    @Test("colours are the themes' custom properties; ER rows alternate two of them")
    func theme() throws {
        let svg = try SVGOutputTests.svg("erDiagram\nA {\nint a\nint b\n}")
        for declaration in [
            "fill: var(--dg-node-fill, #ECECFF)", "stroke: var(--dg-node-stroke, #9370DB)",
            "fill: var(--dg-composite-fill, #ffffff)",
        ] {
            #expect(svg.contains(declaration), "missing \(declaration)")
        }
        #expect(svg.contains("class=\"entity-row-odd\"") && svg.contains("class=\"entity-row-even\""))
        let flowchart = try SVGOutputTests.svg("graph TD\nA --> B")
        #expect(!flowchart.contains("marker-hollow"))
    }

    @Test(
        "labels, members and links are escaped and unsafe links dropped",
        arguments: [
            #"classDiagram\#nclass A["<script>alert(1)</script>"]"#, "classDiagram\nA : +<img src=x onerror=alert(1)>",
            "classDiagram\nclass A\nlink A \"javascript:alert(1)\"", "classDiagram\nclass A\nclick A call alert(1)",
            "classDiagram\nclass A\nstyle A fill:url(javascript:alert(1))",
            #"erDiagram\#nA {\#nstring x "<script>x</script>"\#n}"#, #"erDiagram\#n"<script>" ||--o{ B : "</style>""#,
        ])
    func safety(source: String) throws {
        let svg = try SVGOutputTests.svg(source)
        let lowered = svg.lowercased()
        #expect(!lowered.contains("<script"))
        #expect(!lowered.contains("<img"))
        #expect(!lowered.contains("javascript:"))
        #expect(SVGOutputTests.matches("</style>", in: svg).count == 1)
    }

    @Test("class and ER diagrams ranks follow the direction", arguments: ["classDiagram", "erDiagram"])
    func direction(header: String) throws {
        let relation = header == "classDiagram" ? "A --> B" : "A ||--o{ B : x"
        let (_, down) = try #require(Rendering.laidOut("\(header)\n\(relation)"))
        #expect(down.nodes[0].center.y < down.nodes[1].center.y)
        let (_, right) = try #require(Rendering.laidOut("\(header)\ndirection LR\n\(relation)"))
        #expect(right.nodes[0].center.x < right.nodes[1].center.x)
    }
}
