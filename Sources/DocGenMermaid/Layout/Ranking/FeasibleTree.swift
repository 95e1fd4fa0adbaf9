/// Builds a tight spanning tree for network simplex.
///
/// Source: "feasible_tree" in Gansner, Koutsofios, North and Vo 1993.
///
/// Pre-conditions: ranks are feasible; the problem graph is connected.
/// Post-conditions: returns which edges form a spanning tree of tight edges (slack 0),
/// shifting ranks of the growing tree as needed; nil when the graph is not connected.
enum FeasibleTree {
    static func build(_ problem: RankingProblem, incidence: [[Int]], rank: inout [Int]) -> [Bool]? {
        let count = problem.nodeCount
        guard count > 0 else { return [] }
        var inTree = [Bool](repeating: false, count: count)
        var treeEdges = [Bool](repeating: false, count: problem.edges.count)
        var members = [0]
        inTree[0] = true
        func slack(_ i: Int) -> Int {
            let edge = problem.edges[i]
            return rank[edge.head] - rank[edge.tail] - edge.minLength
        }
        while true {
            var stack = members
            while let v = stack.popLast() {
                for i in incidence[v] {
                    let edge = problem.edges[i]
                    let other = edge.tail == v ? edge.head : edge.tail
                    if !inTree[other], slack(i) == 0 {
                        inTree[other] = true
                        treeEdges[i] = true
                        members.append(other)
                        stack.append(other)
                    }
                }
            }
            if members.count == count { return treeEdges }
            var best: (edge: Int, slack: Int)?
            for (i, edge) in problem.edges.enumerated() where inTree[edge.tail] != inTree[edge.head] {
                let s = slack(i)
                if let current = best, current.slack <= s { continue }
                best = (i, s)
            }
            guard let chosen = best else { return nil }
            let delta = inTree[problem.edges[chosen.edge].tail] ? chosen.slack : -chosen.slack
            for v in members { rank[v] += delta }
        }
    }
}
