import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Errors point at the exact line and column in the Markdown file (the diagram starts on
/// line 10 here), and unsupported diagram types are warnings, never errors.
@Suite struct DiagnosticTests {
    @Test(
        "syntax errors are located at their line and column",
        arguments: [
            ("graph TD\nA --> B\nC -->", 12, 6, "expected a node after the link"),
            ("graph TD\nA[unclosed --> B", 11, 2, "expected ']' to close the text"),
            ("graph XY\nA --> B", 10, 7, "unknown direction 'XY'"),
            ("grap TD\nA --> B", 10, 1, "unknown diagram type 'grap'; did you mean 'graph'?"),
            ("graph TD\nsubgraph one\nA\n", 11, 1, "subgraph 'one' is never closed; add 'end'"),
            ("graph TD\nA --> B\nend", 12, 1, "'end' without an open 'subgraph'"),
            ("graph TD\nA -- text B", 11, 3, "edge text after '--' is never closed; expected '-->'"),
            ("graph TD\nA@{ shape: dimond }", 11, 12, "unknown shape 'dimond'; did you mean 'diamond'?"),
            (
                "graph TD\nA --> B\nlinkStyle 3 stroke:#f00", 12, 1,
                "'linkStyle' index 3 is out of range; valid indices are 0 to 0"
            ),
            ("graph TD\nA[배너] B", 11, 7, "unexpected 'B'; expected a link such as '-->'"),
            ("\n\n%% comment\ngraph TD\nA --> ", 14, 7, "expected a node after the link"),
            ("graph TD\nA -->|open label B", 11, 6, "edge label is never closed; add '|'"),
            ("stateDiagram-v2\nstate A {\nB --> C\n", 11, 1, "state 'A' is never closed; add '}'"),
            ("stateDiagram-v2\nnote right of A\ntext", 11, 1, "note is never closed; add 'end note'"),
            ("stateDiagram-v2\nstate S <<forc>>", 11, 11, "unknown state type 'forc'; did you mean 'fork'?"),
            ("stateDiagram-v2\nA -> B", 11, 3, "unexpected '->'; expected '-->' or ':'"),
            ("stateDiagram-v2\nnote above A : x", 11, 6, "expected 'left of' or 'right of'"),
            ("", 10, 1, "diagram is empty"),
            ("classDiagram\nclass A {\n+x\n", 11, 7, "class 'A' body is never closed; add '}'"),
            ("classDiagram\nA <|-> B", 11, 3, "expected a relation such as '<|--'"),
            ("classDiagram\nA --> ", 11, 7, "expected a class after the relation"),
            ("classDiagram\nnamespace N {\nclass A\n", 11, 1, "namespace 'N' is never closed; add '}'"),
            ("classDiagram\nclass A <<interface\n", 11, 9, "annotation is never closed; add '>>'"),
            ("classDiagram\ndirection XY", 11, 11, "unknown direction 'XY'"),
            ("classDiagram\nnote for A", 11, 11, "expected the note's text in double quotes"),
            ("erDiagram\nA ||--", 11, 7, "expected a cardinality such as '||'"),
            ("erDiagram\nA ||--o{", 11, 9, "expected an entity name"),
            ("erDiagram\nA ||xx B", 11, 5, "expected '--' or '..' after the cardinality"),
            ("erDiagram\nA => B", 11, 3, "expected a relationship such as '||--o{'"),
            ("erDiagram\nA {\nstring id PQ\n}", 12, 11, "unknown key 'PQ' on attribute 'id'; expected PK, FK or UK"),
            ("erDiagram\nA {\nstring id\n", 11, 1, "attributes of 'A' are never closed; add '}'"),
            ("classDiagrm\nA --> B", 10, 1, "did you mean 'classDiagram'?"),
        ])
    func located(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message, rule: "mermaid-syntax")
    }

    @Test(
        "a type docgen cannot draw is an error at its header line and no SVG",
        arguments: ["zenuml\ntitle x", "\n\ninfo"])
    func unsupported(source: String) {
        let output = Rendering.output(source)
        #expect(output.svg == nil)
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.severity == .error)
        #expect(output.diagnostics.first?.rule == "mermaid-unsupported")
        #expect(output.diagnostics.first?.message.contains("cannot draw") == true)
        #expect(output.diagnostics.first?.location?.line == 10 + source.prefix { $0 == "\n" }.count)
    }

    @Test("dropped links and styles are warnings and the diagram still renders")
    func warnings() {
        let output = Rendering.output("graph TD\nA --> B\nclick A \"javascript:alert(1)\"\nstyle B fill:url(#x)")
        #expect(output.svg != nil)
        #expect(output.diagnostics.map(\.rule) == ["mermaid-click", "mermaid-style"])
        #expect(output.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(output.diagnostics.first?.location == SourceLocation(file: "doc.md", line: 12, column: 9))
    }

    @Test(
        "limits stop oversized diagrams with an error",
        arguments: [
            (MermaidOptions(maximumNodes: 3), "graph TD\nA --> B --> C --> D"),
            (MermaidOptions(maximumEdges: 2), "graph TD\nA --> B --> C --> D"),
            (MermaidOptions(maximumCharacters: 10), "graph TD\nA --> B"),
            (MermaidOptions(maximumNesting: 2), "graph TD\nsubgraph a\nsubgraph b\nsubgraph c\nx\nend\nend\nend"),
            (MermaidOptions(maximumNodes: 3), "sankey\nA,B,1\nC,D,1"),
            (MermaidOptions(maximumEdges: 1), "sankey\nA,B,1\nB,C,1"),
        ])
    func limits(options: MermaidOptions, source: String) {
        let output = MermaidRenderer(options: options).render(source, file: "doc.md", firstLine: 1, idPrefix: "d")
        #expect(output.svg == nil)
        #expect(output.diagnostics.first?.rule == "mermaid-limit")
        #expect(output.diagnostics.first?.severity == .error)
    }
}
