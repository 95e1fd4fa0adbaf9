import Testing

@testable import DocGenMermaid

/// The layout phases on small hand-made graphs, checking each phase's post-conditions.
@Suite struct LayoutPhaseTests {
    /// A working graph of `count` plain nodes and the given edges.
    static func graph(_ count: Int, _ edges: [(Int, Int)], minLength: Int = 1) -> LayerGraph {
        var graph = LayerGraph(rankSeparation: 50, nodeSeparation: 50, edgeSeparation: 20)
        for index in 0..<count { graph.addNode(.item(index), width: 10, height: 10) }
        for (index, edge) in edges.enumerated() {
            graph.edges.append(LayerGraph.Edge(from: edge.0, to: edge.1, minLength: minLength, weight: 1, origin: index))
        }
        return graph
    }

    static func hasCycle(_ graph: LayerGraph) -> Bool {
        var indegree = [Int](repeating: 0, count: graph.nodes.count)
        for edge in graph.edges { indegree[edge.to] += 1 }
        var ready = indegree.indices.filter { indegree[$0] == 0 }
        var seen = 0
        while let v = ready.popLast() {
            seen += 1
            for edge in graph.edges where edge.from == v {
                indegree[edge.to] -= 1
                if indegree[edge.to] == 0 { ready.append(edge.to) }
            }
        }
        return seen < graph.nodes.count
    }

    @Test(
        "breaks cycles in the input graph",
        arguments: [
            [(0, 1), (1, 2), (2, 0)], [(0, 1), (1, 0)], [(0, 1), (1, 2), (2, 3), (3, 1), (2, 0)], [(0, 1), (0, 2), (1, 2)],
        ] as [[(Int, Int)]])
    func acyclic(edges: [(Int, Int)]) {
        var graph = Self.graph(4, edges)
        Acyclic.apply(&graph)
        #expect(!Self.hasCycle(graph))
        #expect(graph.edges.count == edges.count)
    }

    @Test("leaves acyclic graphs unchanged")
    func acyclicUnchanged() {
        var graph = Self.graph(4, [(0, 1), (0, 2), (1, 3), (2, 3)])
        Acyclic.apply(&graph)
        #expect(graph.edges.allSatisfy { !$0.reversed })
    }

    @Test(
        "network simplex ranks respect minimum lengths and are tight",
        arguments: [
            (4, [(0, 1), (0, 2), (1, 3), (2, 3)], [0, 1, 1, 2]), (3, [(0, 1), (1, 2), (0, 2)], [0, 1, 2]),
            (4, [(0, 3), (1, 3), (2, 3)], [0, 0, 0, 1]), (5, [(0, 1), (1, 2), (2, 3), (0, 4), (4, 3)], [0, 1, 2, 3, 2]),
        ] as [(Int, [(Int, Int)], [Int])])
    func networkSimplex(count: Int, edges: [(Int, Int)], expected: [Int]) {
        var problem = RankingProblem(nodeCount: count)
        for (tail, head) in edges { problem.addEdge(tail: tail, head: head, minLength: 1, weight: 1) }
        let ranks = NetworkSimplex.solve(problem)
        for (tail, head) in edges { #expect(ranks[head] - ranks[tail] >= 1) }
        // Total edge length is minimal: the expected ranking has the same total.
        let total = { (r: [Int]) in edges.reduce(0) { $0 + r[$1.1] - r[$1.0] } }
        #expect(total(ranks) == total(expected))
    }

    @Test("network simplex pulls a short branch down next to its target (better than longest path)")
    func simplexBeatsLongestPath() {
        var problem = RankingProblem(nodeCount: 5)
        for (tail, head) in [(0, 1), (1, 2), (2, 3), (4, 3)] { problem.addEdge(tail: tail, head: head, minLength: 1, weight: 1) }
        let ranks = NetworkSimplex.solve(problem)
        #expect(ranks[3] - ranks[4] == 1)
    }

    @Test(
        "counts crossings between two ranks",
        arguments: [
            ([[0, 1], [2, 3]], [(0, 3), (1, 2)], 1.0), ([[0, 1], [2, 3]], [(0, 2), (1, 3)], 0.0),
            ([[0, 1, 2], [3, 4, 5]], [(0, 5), (1, 4), (2, 3)], 3.0),
        ] as [([[Int]], [(Int, Int)], Double)])
    func crossCount(layers: [[Int]], edges: [(Int, Int)], crossings: Double) {
        var successors = [[(Int, Double)]](repeating: [], count: 6)
        for (from, to) in edges { successors[from].append((to, 1)) }
        #expect(CrossCount.count(layers, successors: successors, nodeCount: 6) == crossings)
    }

    @Test("ordering removes avoidable crossings")
    func ordering() {
        var graph = Self.graph(6, [(0, 5), (1, 4), (2, 3)])
        for v in 0..<3 { graph.nodes[v].rank = 0 }
        for v in 3..<6 { graph.nodes[v].rank = 1 }
        Ordering.apply(&graph)
        var successors = [[(Int, Double)]](repeating: [], count: 6)
        for edge in graph.edges { successors[edge.from].append((edge.to, 1)) }
        #expect(CrossCount.count(graph.layers(), successors: successors, nodeCount: 6) == 0)
    }

    @Test("long edges become chains of dummies, one per rank")
    func normalize() {
        var graph = Self.graph(2, [(0, 1)])
        graph.nodes[1].rank = 4
        graph.chains = [nil]
        Normalize.apply(&graph, labelSizes: [Size(width: 30, height: 20)])
        let chain = graph.chains[0]
        #expect(chain?.points.count == 3)
        #expect(chain?.labelNode == chain?.points[1])
        #expect(graph.edges.allSatisfy { graph.nodes[$0.to].rank == graph.nodes[$0.from].rank + 1 })
    }

    @Test("Brandes–Köpf keeps order and separation within ranks")
    func brandesKoepf() {
        var graph = Self.graph(5, [(0, 2), (0, 3), (1, 4)])
        for (v, rank, order) in [(0, 0, 0), (1, 0, 1), (2, 1, 0), (3, 1, 1), (4, 1, 2)] {
            graph.nodes[v].rank = rank
            graph.nodes[v].order = order
        }
        BrandesKoepf.apply(&graph)
        for layer in graph.layers() {
            for (left, right) in zip(layer, layer.dropFirst()) {
                #expect(graph.nodes[right].x - graph.nodes[left].x >= 10 + 50 - 0.001)
            }
        }
    }

    @Test("edge ends meet shape outlines", arguments: [NodeShape.rectangle, .diamond, .circle, .hexagon, .stadium, .leanRight])
    func intersections(shape: NodeShape) {
        let rect = Rect(center: Point(x: 100, y: 100), size: Size(width: 80, height: 40))
        for target in [Point(x: 300, y: 100), Point(x: 100, y: 300), Point(x: 250, y: 260), Point(x: -40, y: 20)] {
            let point = ShapeOutline.intersection(shape, rect: rect, toward: target)
            #expect(ShapeOutline.distanceToBorder(shape, rect: rect, point: point) < 0.01)
        }
    }

    @Test("edge paths start and end on their points")
    func edgePath() {
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 0, y: 40)]
        let d = EdgePath.d(points, startInset: 0, endInset: 0)
        #expect(d.hasPrefix("M0,0"))
        #expect(d.hasSuffix("L0,40"))
        #expect(EdgePath.d([Point(x: 0, y: 0), Point(x: 0, y: 100)], startInset: 0, endInset: 4) == "M0,0L0,96")
    }
}
