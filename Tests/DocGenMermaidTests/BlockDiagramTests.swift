import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// The block grammar (shapes, arrows, spans, spaces, composite blocks, edges, styles), its
/// grid layout and its located errors.
@Suite struct BlockDiagramTests {
    static func parse(_ source: String) throws -> BlockDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = BlockParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    /// The laid-out box of the node or cluster named `id`.
    static func box(_ id: String, _ graph: DiagramGraph, _ layout: DiagramLayout) throws -> Rect {
        if let node = graph.nodes.firstIndex(where: { $0.id == id }) { return layout.nodes[node] }
        let cluster = try #require(graph.clusters.firstIndex { $0.id == id })
        return layout.clusters[cluster].rect
    }

    @Test(
        "blocks take the flowchart's shapes",
        arguments: [
            ("a[\"Text\"]", NodeShape.rectangle), ("a(Text)", .rounded), ("a([Text])", .stadium),
            ("a[[Text]]", .subroutine), ("a[(Text)]", .cylinder), ("a((Text))", .circle), ("a(((Text)))", .doubleCircle),
            ("a>Text]", .odd), ("a{Text}", .diamond), ("a{{Text}}", .hexagon), ("a[/Text/]", .leanRight),
            ("a[\\Text\\]", .leanLeft), ("a[/Text\\]", .trapezoid), ("a[\\Text/]", .invertedTrapezoid),
        ])
    func shapes(statement: String, shape: NodeShape) throws {
        let diagram = try Self.parse("block\n  " + statement)
        #expect(diagram.nodes.map(\.shape) == [shape])
        #expect(diagram.nodes[0].label.lines == ["Text"])
    }

    @Test(
        "block arrows point in each direction named, x and y naming both ways",
        arguments: [
            ("(right)", ["right"]), ("(left)", ["left"]), ("(up)", ["up"]), ("(down)", ["down"]),
            ("(x)", ["left", "right"]), ("(y)", ["up", "down"]), ("(x, down)", ["left", "right", "down"]),
        ])
    func arrows(directions: String, expected: [String]) throws {
        let diagram = try Self.parse("block-beta\n  go<[\"Go on\"]>\(directions)")
        #expect(diagram.nodes[0].shape == .blockArrow)
        let words = expected.compactMap(BlockArrowDirections.init(word:))
        #expect(diagram.nodes[0].arrow == words.reduce(into: BlockArrowDirections()) { $0.formUnion($1) })
        #expect(diagram.nodes[0].label.lines == ["Go on"])
    }

    @Test("an arrow's outline keeps its shaft around the label and its heads inside its box")
    func arrowOutline() {
        for directions: BlockArrowDirections in [.right, [.left, .right], .up, [.up, .down], [.left, .right, .down]] {
            let shaft = Size(width: 80, height: 40)
            let size = BlockArrowShape.size(directions, shaft: shaft)
            let shape = BlockArrowShape(directions, size: size)
            #expect(abs(shape.shaft.size.width - shaft.width) < 0.001 && abs(shape.shaft.size.height - shaft.height) < 0.001)
            for point in shape.polygon {
                #expect(abs(point.x) <= size.width / 2 + 0.001 && abs(point.y) <= size.height / 2 + 0.001)
            }
        }
    }

    @Test(
        "items fill rows of the columns and wrap when the next does not fit",
        arguments: [
            ("block\n  a b c", [["a", "b", "c"]]),
            ("block\n  columns 3\n  a b c d", [["a", "b", "c"], ["d"]]),
            ("block\n  columns 3\n  a b:2 c:2 d", [["a", "b"], ["c", "d"]]),
            ("block\n  columns 2\n  a space b c", [["a"], ["b", "c"]]),
            ("block\n  columns auto\n  a\n  b\n  c", [["a", "b", "c"]]),
        ])
    func rows(source: String, expected: [[String]]) throws {
        let (graph, layout) = try #require(Rendering.laidOut(source))
        let rows = Dictionary(grouping: graph.nodes.indices) { Int(layout.nodes[$0].center.y.rounded()) }
        let drawn = rows.keys.sorted().map { y in
            rows[y, default: []].sorted { layout.nodes[$0].minX < layout.nodes[$1].minX }.map { graph.nodes[$0].id }
        }
        #expect(drawn == expected)
        #expect(LayoutInvariants.problems(graph, layout).isEmpty)
    }

    @Test(
        "a block is Mermaid's block padding wider and taller than its label, in its older shapes' proportions",
        arguments: [
            ("a[\"Text\"]", 0.0, 0.0), ("a(\"Text\")", 0, 0), ("a[[\"Text\"]]", 16, 0), ("a([\"Text\"])", 8, 0),
            ("a{{\"Text\"}}", 16, 0), ("a>\"Text\"]", 16, 0), ("a[/\"Text\"/]", 64.0 / 3, 0),
        ])
    func blockSizes(statement: String, extraWidth: Double, extraHeight: Double) throws {
        let (graph, layout) = try #require(Rendering.laidOut("block\n  " + statement))
        let measure = TextMeasure()
        let (width, height) = (measure.width(of: "Text") + BlockLayout.nodePadding, measure.lineHeight + BlockLayout.nodePadding)
        #expect(abs(layout.nodes[0].size.width - (width + extraWidth)) < 0.01)
        #expect(abs(layout.nodes[0].size.height - (height + extraHeight)) < 0.01)
        #expect(graph.nodes.count == 1)
    }

    @Test("a row of blocks is as wide as its blocks, the gaps between them and the margins")
    func rowWidth() throws {
        let (_, layout) = try #require(Rendering.laidOut("block\n  a b c"))
        let measure = TextMeasure()
        let column = ["a", "b", "c"].map { measure.width(of: $0) }.max() ?? 0
        let expected = 3 * (column + BlockLayout.nodePadding) + 2 * BlockLayout.gap + 2 * BlockLayout.margin
        #expect(abs(layout.size.width - expected) < 0.01)
    }

    @Test("a span covers its columns and the gaps between them; a space leaves its columns empty")
    func spansAndSpaces() throws {
        let (graph, layout) = try #require(Rendering.laidOut("block\n  columns 4\n  a b:3\n  c space:2 d"))
        let (a, b, c, d) = (
            try Self.box("a", graph, layout), try Self.box("b", graph, layout), try Self.box("c", graph, layout),
            try Self.box("d", graph, layout)
        )
        let gap = BlockLayout.gap
        #expect(abs(b.size.width - (3 * a.size.width + 2 * gap)) < 0.01)
        #expect(abs(d.minX - c.maxX - (2 * c.size.width + 3 * gap)) < 0.01)
        #expect(abs(a.minX - c.minX) < 0.01)
    }

    @Test("a composite block holds its items on its own columns and spans its parent's")
    func composite() throws {
        let source = """
            block-beta
              columns 3
              top:3
              block:inner:2
                columns 2
                h i j k
              end
              side
            """
        let (graph, layout) = try #require(Rendering.laidOut(source))
        #expect(graph.clusters.map(\.id) == ["inner"])
        let inner = try Self.box("inner", graph, layout)
        for id in ["h", "i", "j", "k"] {
            let node = try #require(graph.nodes.first { $0.id == id })
            #expect(node.cluster == 0)
            #expect(inner.contains(try Self.box(id, graph, layout)))
        }
        #expect(try Self.box("h", graph, layout).center.y == Self.box("i", graph, layout).center.y)
        #expect(try Self.box("j", graph, layout).minY > Self.box("h", graph, layout).maxY)
        #expect(try Self.box("side", graph, layout).minX > inner.maxX)
        #expect(LayoutInvariants.problems(graph, layout).isEmpty)
    }

    @Test(
        "edges take the flowchart's links and labels",
        arguments: [
            ("a --> b", EdgeStroke.normal, EdgeMarker.none, EdgeMarker.arrow, nil as String?),
            ("a --- b", .normal, .none, .none, nil), ("a <--> b", .normal, .arrow, .arrow, nil),
            ("a -.-> b", .dotted, .none, .arrow, nil), ("a ==> b", .thick, .none, .arrow, nil),
            ("a -- \"sends\" --> b", .normal, .none, .arrow, "sends"), ("a-->b", .normal, .none, .arrow, nil),
        ])
    func edges(statement: String, stroke: EdgeStroke, start: EdgeMarker, end: EdgeMarker, label: String?) throws {
        let graph = try Self.parse("block\n  a space b\n  " + statement).graph()
        let edge = try #require(graph.edges.first)
        #expect((edge.from, edge.to) == (.node(0), .node(1)))
        #expect((edge.stroke, edge.startMarker, edge.endMarker) == (stroke, start, end))
        #expect(edge.label?.lines == label.map { [$0] })
    }

    @Test("a block named again in an edge keeps its cell and takes the new shape; a composite is an edge end")
    func redefinitionAndGroupEnds() throws {
        let diagram = try Self.parse("block\n  a space b\n  block:g\n    c\n  end\n  a(\"Start\") --> b\n  g --> a")
        #expect(diagram.nodes.map(\.id) == ["a", "b", "c"])
        #expect(diagram.groups[0].items.count == 4)
        #expect(diagram.nodes[0].shape == .rounded && diagram.nodes[0].label.lines == ["Start"])
        let graph = diagram.graph()
        #expect(graph.edges.map(\.from) == [.node(0), .cluster(0)])
    }

    @Test("classDef, class and style reach blocks and composite blocks; ';' ends a style")
    func styles() throws {
        let source = """
            block
              a b
              block:g
                c
              end
              classDef hot fill:#f96,stroke:#333;
              class a,g hot
              style b fill:#969,stroke:#333;
            """
        let graph = try Self.parse(source).graph()
        #expect(graph.nodes[0].classes == ["hot"])
        #expect(graph.nodes[0].style.map(\.name) == ["fill", "stroke"])
        #expect(graph.nodes[1].style.map(\.value) == ["#969", "#333"])
        #expect(graph.clusters[0].style.first?.value == "#f96")
        let output = Rendering.output(source)
        #expect(output.svg != nil && output.diagnostics.isEmpty)
    }

    @Test(
        "syntax errors are located at their line and column",
        arguments: [
            ("block\n  a<[\"x\"]>(sideways)", 11, 12, "unknown arrow direction 'sideways'"),
            ("block\n  a<[\"x\"]>", 11, 11, "expected the arrow's direction in parentheses"),
            ("block\n  columns 2\n  a b:3", 12, 5, "block 'b' spans 3 columns but the diagram has 2"),
            ("block\n  block:g\n    columns 1\n    space:2\n  end", 13, 5, "space spans 2 columns but block 'g' has 1"),
            ("block\n  a\n  block:g\n    b", 12, 3, "block 'g' is never closed; add 'end'"),
            ("block\n  a\n  end", 12, 3, "'end' without an open 'block'"),
            ("block\n  a<x>", 11, 4, "unknown block shape starting '<x>'"),
            ("block\n  columns none", 11, 11, "expected a number of columns"),
            ("block\n  a --> ", 11, 9, "expected a block after the link"),
        ])
    func located(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message)
    }

    @Test("docgen draws block diagrams: the SVG names the blocks and edges for screen readers")
    func drawn() throws {
        let output = Rendering.output("block-beta\n  accTitle: Flow\n  a space b\n  a --> b")
        let svg = try #require(output.svg)
        #expect(output.diagnostics.isEmpty)
        #expect(svg.contains("class=\"dg-mermaid dg-block\""))
        #expect(svg.contains("with 2 blocks and 1 edge"))
    }
}
