/// The longest-path ranking (a quick feasible start for network simplex).
///
/// Post-conditions: each node sits as low as its successors allow: sinks at rank 0, every
/// other node at `min(rank(head) - minLength)` over its out-edges, so all ranks are <= 0.
enum LongestPath {
    static func ranks(_ problem: RankingProblem) -> [Int] {
        let count = problem.nodeCount
        var outgoing = [[Int]](repeating: [], count: count)
        for (i, edge) in problem.edges.enumerated() { outgoing[edge.tail].append(i) }
        var rank = [Int](repeating: 0, count: count)
        var state = [UInt8](repeating: 0, count: count)
        for start in 0..<count where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next < outgoing[top.node].count {
                    stack[stack.count - 1].next += 1
                    let head = problem.edges[outgoing[top.node][top.next]].head
                    if state[head] == 0 {
                        state[head] = 1
                        stack.append((head, 0))
                    }
                } else {
                    stack.removeLast()
                    state[top.node] = 2
                    var best = Int.max
                    for i in outgoing[top.node] {
                        let edge = problem.edges[i]
                        best = min(best, rank[edge.head] - edge.minLength)
                    }
                    rank[top.node] = best == Int.max ? 0 : best
                }
            }
        }
        return rank
    }
}
