/// Network simplex ranking (Gansner, Koutsofios, North, Vo, "A Technique for Drawing
/// Directed Graphs", IEEE TSE 1993), following dagre's `network-simplex`.
///
/// Pre-conditions: the problem graph is acyclic and connected.
/// Post-conditions: ranks satisfy every minimum length and minimise the weighted sum of
/// edge lengths, or—when the pivot budget runs out on hostile input—are the best feasible
/// ranks found so far. Ranks are shifted so the smallest is 0.
struct NetworkSimplex {
    let problem: RankingProblem
    let incidence: [[Int]]
    var rank: [Int]
    var treeEdges: [Bool]
    var parent: [Int]
    var parentEdge: [Int]
    var low: [Int]
    var lim: [Int]
    var cutValue: [Double]
    var postorder: [Int] = []

    /// Solves the problem; work is bounded by a pivot budget proportional to its size.
    static func solve(_ problem: RankingProblem) -> [Int] {
        var rank = LongestPath.ranks(problem)
        let incidence = problem.incidence()
        guard let tree = FeasibleTree.build(problem, incidence: incidence, rank: &rank) else {
            return normalized(rank)
        }
        var simplex = NetworkSimplex(problem: problem, incidence: incidence, rank: rank, treeEdges: tree)
        simplex.run(budget: 200 + 2 * problem.nodeCount)
        return normalized(simplex.rank)
    }

    private static func normalized(_ rank: [Int]) -> [Int] {
        guard let minimum = rank.min() else { return rank }
        return rank.map { $0 - minimum }
    }

    init(problem: RankingProblem, incidence: [[Int]], rank: [Int], treeEdges: [Bool]) {
        self.problem = problem
        self.incidence = incidence
        self.rank = rank
        self.treeEdges = treeEdges
        let n = problem.nodeCount
        parent = Array(repeating: -1, count: n)
        parentEdge = Array(repeating: -1, count: n)
        low = Array(repeating: 0, count: n)
        lim = Array(repeating: 0, count: n)
        cutValue = Array(repeating: 0, count: problem.edges.count)
    }

    mutating func run(budget: Int) {
        guard problem.nodeCount > 1 else { return }
        initLowLim()
        initCutValues()
        var pivots = 0
        while pivots < budget, let leaving = leaveEdge(), let entering = enterEdge(leaving) {
            treeEdges[leaving] = false
            treeEdges[entering] = true
            initLowLim()
            initCutValues()
            updateRanks()
            pivots += 1
        }
    }

    /// Numbers the tree in postorder from node 0: `lim` is a node's number, `low` the
    /// smallest number in its subtree.
    mutating func initLowLim() {
        let n = problem.nodeCount
        var next = 1
        postorder.removeAll(keepingCapacity: true)
        var visited = [Bool](repeating: false, count: n)
        var stack: [(node: Int, cursor: Int, low: Int)] = [(0, 0, 1)]
        visited[0] = true
        parent[0] = -1
        parentEdge[0] = -1
        while let top = stack.last {
            let edges = incidence[top.node]
            if top.cursor < edges.count {
                stack[stack.count - 1].cursor += 1
                let i = edges[top.cursor]
                guard treeEdges[i] else { continue }
                let edge = problem.edges[i]
                let other = edge.tail == top.node ? edge.head : edge.tail
                guard !visited[other] else { continue }
                visited[other] = true
                parent[other] = top.node
                parentEdge[other] = i
                stack.append((other, 0, next))
            } else {
                stack.removeLast()
                low[top.node] = top.low
                lim[top.node] = next
                next += 1
                postorder.append(top.node)
            }
        }
    }

    mutating func initCutValues() {
        for v in postorder where parent[v] >= 0 {
            cutValue[parentEdge[v]] = calculateCutValue(child: v)
        }
    }

    private func calculateCutValue(child: Int) -> Double {
        let treeEdge = problem.edges[parentEdge[child]]
        let childIsTail = treeEdge.tail == child
        let parentNode = parent[child]
        var value = treeEdge.weight
        for i in incidence[child] where i != parentEdge[child] {
            let edge = problem.edges[i]
            let isOut = edge.tail == child
            let other = isOut ? edge.head : edge.tail
            guard other != parentNode else { continue }
            let pointsToHead = isOut == childIsTail
            value += pointsToHead ? edge.weight : -edge.weight
            if treeEdges[i] {
                value += pointsToHead ? -cutValue[i] : cutValue[i]
            }
        }
        return value
    }

    private func leaveEdge() -> Int? {
        for i in problem.edges.indices where treeEdges[i] && cutValue[i] < 0 { return i }
        return nil
    }

    private func isDescendant(_ v: Int, of root: Int) -> Bool {
        low[root] <= lim[v] && lim[v] <= lim[root]
    }

    private func enterEdge(_ leaving: Int) -> Int? {
        let edge = problem.edges[leaving]
        var tailSide = edge.tail
        var flip = false
        if lim[edge.tail] > lim[edge.head] {
            tailSide = edge.head
            flip = true
        }
        var best: (edge: Int, slack: Int)?
        for (i, candidate) in problem.edges.enumerated() where !treeEdges[i] {
            guard flip == isDescendant(candidate.tail, of: tailSide), flip != isDescendant(candidate.head, of: tailSide) else {
                continue
            }
            let slack = rank[candidate.head] - rank[candidate.tail] - candidate.minLength
            if let current = best, current.slack <= slack { continue }
            best = (i, slack)
        }
        return best?.edge
    }

    private mutating func updateRanks() {
        for v in postorder.reversed() where parent[v] >= 0 {
            let edge = problem.edges[parentEdge[v]]
            rank[v] = edge.tail == v ? rank[parent[v]] - edge.minLength : rank[parent[v]] + edge.minLength
        }
    }
}
