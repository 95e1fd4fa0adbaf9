/// Breaks cycles by reversing the back edges of a depth-first search (dagre's default
/// "dfs" acyclicer), visiting nodes and edges in input order so results are stable.
///
/// Pre-conditions: no self-loops (``SelfLoops`` removed them).
/// Post-conditions: the graph is acyclic; reversed edges have `reversed` set, and their
/// points are turned back when the layout is read out.
enum Acyclic {
    static func apply(_ graph: inout LayerGraph) {
        let count = graph.nodes.count
        var outgoing = [[Int]](repeating: [], count: count)
        for (index, edge) in graph.edges.enumerated() { outgoing[edge.from].append(index) }
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on stack, 2 done
        var backEdges: [Int] = []
        for start in 0..<count where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next < outgoing[top.node].count {
                    stack[stack.count - 1].next += 1
                    let edgeIndex = outgoing[top.node][top.next]
                    let target = graph.edges[edgeIndex].to
                    if state[target] == 1 {
                        backEdges.append(edgeIndex)
                    } else if state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                }
            }
        }
        for index in backEdges {
            let edge = graph.edges[index]
            graph.edges[index].from = edge.to
            graph.edges[index].to = edge.from
            graph.edges[index].reversed.toggle()
        }
    }
}
