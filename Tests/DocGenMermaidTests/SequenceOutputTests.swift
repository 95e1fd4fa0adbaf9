import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Sequence SVG structure, snapshots and errors.
@Suite struct SequenceOutputTests {
    @Test("sequence diagrams render to their golden SVG", arguments: SequenceCorpus.diagrams.map(\.name))
    func snapshot(name: String) throws {
        let output = Rendering.output(SequenceCorpus.source(name), idPrefix: "mermaid-\(name)")
        let svg = try #require(output.svg, "\(name) did not render: \(output.diagnostics)")
        #expect(output.diagnostics.isEmpty)
        snapshots.assert(svg, named: "\(name).svg")
    }

    @Test("rendering is byte-identical every time", arguments: SequenceCorpus.diagrams.map(\.name))
    func deterministic(name: String) {
        let source = SequenceCorpus.source(name)
        #expect(Rendering.output(source).svg == Rendering.output(source).svg)
    }

    @Test("participants, notes and messages are marked up for tools", arguments: SequenceCorpus.diagrams.map(\.name))
    func structure(name: String) throws {
        let source = SequenceCorpus.source(name)
        let diagram = try SequenceRendering.diagram(source)
        let svg = try SVGOutputTests.svg(source)
        let ids = SVGOutputTests.matches(#"<g class="node (?:participant|actor)[^"]*" data-id="([^"]*)""#, in: svg)
        #expect(ids == diagram.participants.map(\.id))
        #expect(SVGOutputTests.matches(#"<g class="node note" data-id="#, in: svg).count == diagram.notes.count)
        let messages = SVGOutputTests.matches(#"<path class="edge message[^"]*" data-from="([^"]*)" data-to="#, in: svg)
        #expect(messages == diagram.messages.map { diagram.participants[$0.from].id })
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("class=\"dg-mermaid dg-sequence\""))
    }

    @Test("every id is under the prefix and text is escaped")
    func idsAndEscaping() throws {
        let svg = try SVGOutputTests.svg("sequenceDiagram\nA->>B: <script> & \"x\"\nA-)B: async", idPrefix: "p1")
        for id in SVGOutputTests.matches(#" id="([^"]*)""#, in: svg) { #expect(id.hasPrefix("p1")) }
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt; &amp; &quot;x&quot;"))
    }

    @Test("accTitle and accDescr become the title and description, or a summary is derived")
    func accessibility() throws {
        let given = try SVGOutputTests.svg("sequenceDiagram\naccTitle: Login\naccDescr: How it works.\nA->>B: hi")
        #expect(given.contains("<title id=\"d-title\">Login</title>"))
        #expect(given.contains("<desc id=\"d-desc\">How it works.</desc>"))
        let derived = try SVGOutputTests.svg("sequenceDiagram\nparticipant A as Alice\nA->>B: hi")
        #expect(derived.contains("Sequence diagram with 2 participants and 1 message. Participants: Alice, B. Alice → B (hi)."))
    }

    @Test("actors are drawn as stick figures and participants as boxes")
    func actorFigure() throws {
        let svg = try SVGOutputTests.svg("sequenceDiagram\nactor U\nparticipant S\nU->>S: hi")
        #expect(svg.contains("<g class=\"node actor\" data-id=\"U\""))
        #expect(svg.contains("class=\"actor-figure\""))
        #expect(svg.contains("<g class=\"node participant\" data-id=\"S\""))
    }

    @Test(
        "sequence syntax errors are located at their line and column",
        arguments: [
            ("sequenceDiagram\nA->>B: ok\nA ~> B: bad", 12, 3, "expected an arrow such as '->>' after 'A'"),
            ("sequenceDiagram\nA->>: no target", 11, 5, "expected a participant after the arrow"),
            ("sequenceDiagram\nloop forever\nA->>B: x", 11, 1, "'loop' is never closed; add 'end'"),
            ("sequenceDiagram\nA->>B: x\nend", 12, 1, "'end' without an open block"),
            ("sequenceDiagram\nA->>B: x\nelse other", 12, 1, "'else' is only allowed directly inside 'alt'"),
            ("sequenceDiagram\nNote above A: x", 11, 6, "expected 'left of', 'right of' or 'over'"),
            ("sequenceDiagram\nNote over A x", 11, 13, "expected ':' before the note text"),
            ("sequenceDiagram\ndeactivate A", 11, 12, "'A' is deactivated but is not active"),
            ("sequenceDiagram\ncreate participant C\nA->>B: x", 11, 1, "'create' of 'C' must be followed"),
            ("sequenceDiagram\nrect\nA->>B: x\nend", 11, 5, "expected a colour"),
            ("sequenceDiagram\nparticipant A B", 11, 15, "expected 'as' or a new line"),
        ])
    func located(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message, rule: "mermaid-syntax")
    }

    @Test(
        "hostile sequence input hits a limit instead of unbounded work",
        arguments: [
            String(repeating: "loop x\n", count: 10_000),
            (0..<3_000).map { "P\($0)->>Q\($0): m" }.joined(separator: "\n"),
            String(repeating: "A->>B: m\n", count: 6_000),
            String(repeating: "activate A\n", count: 100),
        ])
    func limits(body: String) {
        let renderer = MermaidRenderer(options: MermaidOptions(maximumCharacters: 1_000_000))
        let output = renderer.render("sequenceDiagram\n" + body, file: "doc.md", firstLine: 10, idPrefix: "d")
        #expect(output.svg == nil)
        #expect(output.diagnostics.contains { $0.rule == "mermaid-limit" })
    }
}
