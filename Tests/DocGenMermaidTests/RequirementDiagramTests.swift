import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// The requirement diagram grammar, its boxes and its errors.
@Suite struct RequirementDiagramTests {
    static func parse(_ source: String) throws -> RequirementDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = RequirementParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    @Test(
        "every requirement kind and the element are declared with a block and drawn with their stereotype",
        arguments: [
            ("requirement", "«Requirement»"), ("functionalRequirement", "«Functional Requirement»"),
            ("interfaceRequirement", "«Interface Requirement»"), ("performanceRequirement", "«Performance Requirement»"),
            ("physicalRequirement", "«Physical Requirement»"), ("designConstraint", "«Design Constraint»"),
            ("element", "«Element»"),
        ])
    func kinds(keyword: String, stereotype: String) throws {
        let diagram = try Self.parse("requirementDiagram\n\(keyword) toast_timing {\n}")
        #expect(diagram.nodes.map(\.kind) == [keyword])
        let node = try #require(diagram.graph().nodes.first)
        guard case .classMembers(let body) = node.body else {
            Issue.record("not a compartment box")
            return
        }
        #expect(body.annotations == [stereotype])
        #expect(node.label.plain == "toast_timing")
    }

    @Test(
        "fields are read quoted or not and drawn in Mermaid's wording",
        arguments: [
            ("id: 2.1", "ID: 2.1"), ("text: the toast hides after 4 s", "Text: the toast hides after 4 s"),
            (#"text: "hides: after 4 s""#, "Text: hides: after 4 s"), ("risk: high", "Risk: High"),
            ("risk: Medium", "Risk: Medium"), ("verifymethod: inspection", "Verification: Inspection"),
            ("verifyMethod: test", "Verification: Test"),
        ])
    func fields(line: String, drawn: String) throws {
        let diagram = try Self.parse("requirementDiagram\nrequirement toast_timing {\n    \(line)\n}")
        let node = try #require(diagram.nodes.first)
        #expect(RequirementDiagram.lines(node) == [drawn])
    }

    @Test(
        "relationships point from source to destination in either spelling",
        arguments: [
            ("banner - satisfies -> dismissal", "banner", "dismissal", "satisfies"),
            ("dismissal <- verifies - snapshot_suite", "snapshot_suite", "dismissal", "verifies"),
            ("a - contains -> b", "a", "b", "contains"), ("a - copies -> b", "a", "b", "copies"),
            ("a - derives -> b", "a", "b", "derives"), ("a - refines -> b", "a", "b", "refines"),
            ("a - traces -> b", "a", "b", "traces"), (#""Sheet API" - traces -> b"#, "Sheet API", "b", "traces"),
        ])
    func relationships(statement: String, from: String, to: String, kind: String) throws {
        let diagram = try Self.parse("requirementDiagram\n\(statement)")
        let relationship = try #require(diagram.relationships.first)
        #expect((relationship.from, relationship.to, relationship.kind) == (from, to, kind))
        #expect(diagram.graph().edges.first?.label?.plain == "«\(kind)»")
    }

    @Test("classes and styles reach the boxes: classDef, class, ':::' and style")
    func styles() throws {
        let diagram = try Self.parse(
            """
            requirementDiagram
            requirement banner_contrast:::urgent {
                risk: high
            }
            element palette {
                type: token set
            }
            palette:::shared
            classDef urgent fill:#fdd
            class palette urgent
            style palette stroke:#333
            """)
        #expect(diagram.nodes.map(\.classes) == [["urgent"], ["shared", "urgent"]])
        let graph = diagram.graph()
        #expect(graph.nodes[0].style.map(\.name) == ["fill"])
        #expect(graph.nodes[1].style.map(\.name).sorted() == ["fill", "stroke"])
    }

    @Test(
        "syntax errors are located at their line and column",
        arguments: [
            ("requirementDiagram\nrequirement r {\n  owner: design\n}", 12, 3, "unknown field 'owner' in 'r'"),
            ("requirementDiagram\nrequirement r\n", 11, 14, "expected '{' after 'requirement r'"),
            ("requirementDiagram\nelement e {\n  type: view\n", 11, 1, "'e' is never closed"),
            ("requirementDiagram\na - satisifes -> b", 11, 5, "unknown relationship 'satisifes'; did you mean 'satisfies'?"),
            ("requirementDiagram\na - traces b", 11, 12, "expected '->' after 'traces'"),
            ("requirementDiagram\na => b", 11, 3, "expected a relationship such as 'a - satisfies -> other'"),
        ])
    func located(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message)
    }

    @Test("direction, accTitle and accDescr are read; front matter titles the drawing")
    func header() throws {
        let output = Rendering.output(
            "---\ntitle: Toast rules\n---\nrequirementDiagram\naccTitle: Toasts\naccDescr: What a toast must do\ndirection LR\nelement toast {\n}"
        )
        let svg = try #require(output.svg)
        #expect(svg.contains("Toasts") && svg.contains("What a toast must do") && svg.contains("Toast rules"))
        #expect(try Self.parse("requirementDiagram\ndirection LR").direction == .leftToRight)
    }
}
