import Testing

@testable import DocGenMermaid

/// Mindmap nodes: shapes, nesting by indentation, icons and classes.
@Suite struct MindmapParserTests {
    static func parse(_ source: String) throws -> MindmapDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = MindmapParser(ChartInput(source: text, headerOffset: offset, configuration: [], options: MermaidOptions()))
        return try parser.parse()
    }

    @Test(
        "each bracket pair gives its shape",
        arguments: [
            ("menu[Menu]", MindmapDiagram.Shape.square, "menu", "Menu"),
            ("menu(Menu bar)", .rounded, "menu", "Menu bar"),
            ("menu((Menu))", .circle, "menu", "Menu"),
            ("menu))Alert((", .bang, "menu", "Alert"),
            ("menu)Toast(", .cloud, "menu", "Toast"),
            ("menu{{Sheet}}", .hexagon, "menu", "Sheet"),
            ("Plain label", .plain, "Plain label", "Plain label"),
            ("tab[\"`**Tab** bar`\"]", .square, "tab", "\u{E000}Tab\u{E000} bar"),
        ])
    func shape(line: String, shape: MindmapDiagram.Shape, id: String, label: String) throws {
        let node = try #require(try Self.parse("mindmap\n  \(line)").nodes.first)
        #expect(node.shape == shape)
        #expect(node.id == id)
        #expect(node.label.lines.joined(separator: "\n") == label)
    }

    @Test("indentation nests nodes, and decorations attach to the node above")
    func nesting() throws {
        let diagram = try Self.parse(
            """
            mindmap
              Components
                Inputs
                  Toggle
                  ::icon(fa fa-toggle-on)
                  Slider
                  :::beta new
                Feedback
            """)
        #expect(diagram.nodes.map(\.id) == ["Components", "Inputs", "Toggle", "Slider", "Feedback"])
        #expect(diagram.outline.parents == [nil, 0, 1, 1, 0])
        #expect(diagram.nodes[2].icon == "fa fa-toggle-on")
        #expect(diagram.nodes[3].classes == ["beta", "new"])
    }
}
