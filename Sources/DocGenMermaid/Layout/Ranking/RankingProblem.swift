/// A ranking problem: nodes 0..<n and edges with minimum lengths and weights, multi-edges
/// merged (weights added, the longest minimum kept) as dagre's `simplify` does.
struct RankingProblem: Sendable {
    struct Edge: Sendable {
        var tail: Int
        var head: Int
        var minLength: Int
        var weight: Double
    }

    let nodeCount: Int
    private(set) var edges: [Edge] = []
    private var index: [Int: Int] = [:]

    init(nodeCount: Int) {
        self.nodeCount = nodeCount
    }

    mutating func addEdge(tail: Int, head: Int, minLength: Int, weight: Double) {
        guard tail != head else { return }
        let key = tail * nodeCount + head
        if let existing = index[key] {
            edges[existing].weight += weight
            edges[existing].minLength = max(edges[existing].minLength, minLength)
        } else {
            index[key] = edges.count
            edges.append(Edge(tail: tail, head: head, minLength: minLength, weight: weight))
        }
    }

    /// Edge indices touching each node.
    func incidence() -> [[Int]] {
        var result = [[Int]](repeating: [], count: nodeCount)
        for (i, edge) in edges.enumerated() {
            result[edge.tail].append(i)
            result[edge.head].append(i)
        }
        return result
    }
}
