import Testing

@testable import DocGenMermaid

/// Geometry checks on every corpus diagram: no overlapping nodes, edges that end on their
/// nodes' borders, clusters that hold their members and titles and stay apart.
@Suite struct LayoutInvariantTests {
    @Test(
        "every corpus diagram lays out without overlaps, with edges on borders and clusters holding their members",
        arguments: Corpus.diagrams.map(\.name))
    func invariants(name: String) throws {
        let (graph, layout) = try #require(Rendering.laidOut(Corpus.source(name)))
        let problems = LayoutInvariants.problems(graph, layout)
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
    }

    @Test("the invariant checker catches overlapping nodes and edges that miss their nodes")
    func checkerFails() throws {
        let (graph, layout) = try #require(Rendering.laidOut("graph TD\nA --> B"))
        var broken = layout
        broken.nodes[1] = broken.nodes[0]
        broken.edges[0].points[0] = Point(x: -50, y: -50)
        let problems = LayoutInvariants.problems(graph, broken)
        #expect(problems.contains { $0.contains("overlap") })
        #expect(problems.contains { $0.contains("start") })
    }

    @Test("ranks follow the declared direction", arguments: [("TB", true), ("BT", false), ("LR", true), ("RL", false)])
    func direction(keyword: String, increasing: Bool) throws {
        let (_, layout) = try #require(Rendering.laidOut("graph \(keyword)\nA --> B --> C"))
        let horizontal = keyword == "LR" || keyword == "RL"
        let positions = layout.nodes.map { horizontal ? $0.center.x : $0.center.y }
        #expect(positions == (increasing ? positions.sorted() : positions.sorted(by: >)))
    }

    @Test("ranks are 50px apart between node borders, as Mermaid's ranksep")
    func rankSeparation() throws {
        let (_, layout) = try #require(Rendering.laidOut("graph TD\nA --> B"))
        #expect(layout.nodes[1].minY - layout.nodes[0].maxY == 50)
    }

    @Test("nodes in one rank are at least 50px apart, as Mermaid's nodesep")
    func nodeSeparation() throws {
        let (_, layout) = try #require(Rendering.laidOut("graph TD\nA --> B & C & D"))
        let row = layout.nodes.dropFirst().sorted { $0.minX < $1.minX }
        for (left, right) in zip(row, row.dropFirst()) {
            #expect(right.minX - left.maxX >= 50 - 0.01)
        }
    }

    @Test("a tree with crossing-free layout exists and is found")
    func noNeedlessCrossings() throws {
        let source = "graph TD\nA --> B & C\nB --> D & E\nC --> F & G"
        var graph = try Rendering.flowchart(source).graph()
        GraphSizer().size(&graph)
        let layout = try #require(CompoundLayout.layout(graph))
        // Children of B stay left of children of C when B is left of C.
        let x = { (id: String) in layout.nodes[graph.nodes.firstIndex { $0.id == id } ?? 0].center.x }
        #expect((x("B") < x("C")) == (max(x("D"), x("E")) < min(x("F"), x("G"))))
    }

    @Test("init configuration sets node and rank spacing")
    func configuredSpacing() throws {
        let (_, layout) = try #require(Rendering.laidOut("%%{init: {'flowchart': {'rankSpacing': 100}}}%%\ngraph TD\nA --> B"))
        #expect(layout.nodes[1].minY - layout.nodes[0].maxY == 100)
    }

    @Test("layouts are identical across runs")
    func deterministic() throws {
        for (name, source) in Corpus.diagrams {
            let first = Rendering.output(source).svg
            let second = Rendering.output(source).svg
            #expect(first == second, "\(name) differs between runs")
        }
    }
}
