import Foundation
import Testing

@testable import DocGenMermaid

/// The layout invariants on many generated diagrams: random directions, nested subgraphs
/// with and without their own direction, edges into and out of clusters, labels and loops.
@Suite struct LayoutPropertyTests {
    /// A deterministic random flowchart for a seed.
    static func diagram(seed: Int) -> String {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
        let directions = ["TB", "LR", "BT", "RL"]
        let shapes = ["[n]", "(n)", "{n}", "((n))", "([n])", "{{n}}", "[/n/]"]
        var lines = ["flowchart \(directions[next(4)])"]
        let count = 6 + next(14)
        var depth = 0
        var subgraphs = 0
        for i in 0..<count {
            if next(5) == 0, depth < 3 {
                lines.append("subgraph g\(subgraphs) [Group \(subgraphs)]")
                if next(3) == 0 { lines.append("direction \(directions[next(4)])") }
                subgraphs += 1
                depth += 1
            }
            lines.append("v\(i)\(shapes[next(shapes.count)].replacingOccurrences(of: "n", with: "Node \(i)"))")
            if depth > 0, next(4) == 0 {
                lines.append("end")
                depth -= 1
            }
        }
        lines += Array(repeating: "end", count: depth)
        for _ in 0..<(count + next(count)) {
            let a = next(count)
            let b = next(count)
            let label = next(4) == 0 ? "|label \(a)|" : ""
            lines.append("v\(a) -->\(label) v\(b)")
        }
        if subgraphs > 0, next(2) == 0 { lines.append("v\(next(count)) --> g\(next(subgraphs))") }
        return lines.joined(separator: "\n")
    }

    @Test("generated diagrams keep every layout invariant", arguments: 0..<120)
    func invariants(seed: Int) throws {
        let source = Self.diagram(seed: seed)
        let (graph, layout) = try #require(Rendering.laidOut(source))
        let problems = LayoutInvariants.problems(graph, layout)
        #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))\n\(source)")
    }

    /// A deterministic random state diagram for a seed.
    static func stateDiagram(seed: Int) -> String {
        var state = UInt64(seed) &* 0xD1B5_4A32_D192_ED03 &+ 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
        var lines = ["stateDiagram-v2", "direction \(["TB", "LR"][next(2)])", "[*] --> s0"]
        let count = 5 + next(10)
        var open = 0
        for i in 1..<count {
            if next(5) == 0, open < 2 {
                lines.append("state c\(i) {")
                lines.append("[*] --> s\(i)")
                open += 1
            } else if open > 0, next(4) == 0 {
                lines.append(next(2) == 0 ? "--" : "}")
                if lines.last == "}" { open -= 1 }
            }
            lines.append("s\(next(i)) --> s\(i)\(next(3) == 0 ? " : event \(i)" : "")")
            if next(6) == 0 { lines.append("note \(next(2) == 0 ? "left" : "right") of s\(i) : note \(i)") }
            if next(7) == 0 { lines.append("state f\(i) <<\(["fork", "join", "choice"][next(3)])>>\ns\(i) --> f\(i)") }
        }
        lines += Array(repeating: "}", count: open)
        lines.append("s\(count - 1) --> [*]")
        return lines.joined(separator: "\n")
    }

    @Test("generated state diagrams keep every layout invariant", arguments: 0..<80)
    func stateInvariants(seed: Int) throws {
        let source = Self.stateDiagram(seed: seed)
        let (graph, layout) = try #require(Rendering.laidOut(source))
        let problems = LayoutInvariants.problems(graph, layout)
        #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))\n\(source)")
    }
}
