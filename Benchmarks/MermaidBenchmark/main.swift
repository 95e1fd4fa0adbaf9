import DocGenMermaid
import Foundation

// mermaid-bench: times MermaidRenderer on generated flowcharts of 10, 50 and 200 nodes
// (median of many runs), or renders one file: `mermaid-bench render diagram.mmd`.

/// A deterministic flowchart of `nodes` nodes: a spanning tree plus some cross edges and labels.
func generatedFlowchart(nodes: Int) -> String {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    var lines = ["flowchart TD"]
    for i in 1..<nodes {
        let parent = max(0, i - 1 - next(min(i, 4)))
        let label = i % 5 == 0 ? "|step \(i)|" : ""
        lines.append("    N\(parent)[Node \(parent)] -->\(label) N\(i)[Node \(i)]")
    }
    for _ in 0..<(nodes / 4) {
        let a = next(nodes)
        let b = next(nodes)
        if a != b { lines.append("    N\(min(a, b)) --> N\(max(a, b))") }
    }
    return lines.joined(separator: "\n")
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func time(_ source: String, runs: Int) -> (median: Double, minimum: Double) {
    let renderer = MermaidRenderer()
    let clock = ContinuousClock()
    var samples: [Double] = []
    _ = renderer.render(source, file: "bench.md", firstLine: 1, idPrefix: "bench")
    for _ in 0..<runs {
        let elapsed = clock.measure { _ = renderer.render(source, file: "bench.md", firstLine: 1, idPrefix: "bench") }
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    return (median(samples), samples.min() ?? 0)
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "render" {
    let source = (try? String(contentsOfFile: arguments[2], encoding: .utf8)) ?? ""
    let output = MermaidRenderer().render(source, file: arguments[2], firstLine: 1, idPrefix: "diagram")
    for diagnostic in output.diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
    print(output.svg ?? "", terminator: "")
    exit(output.svg == nil ? 1 : 0)
}

let cases: [(name: String, nodes: Int, runs: Int)] = [("flowchart", 10, 400), ("flowchart", 50, 100), ("flowchart", 200, 30)]
print("| diagram | nodes | edges | runs | median ms | min ms |")
print("|---|---:|---:|---:|---:|---:|")
for (name, nodes, runs) in cases {
    let source = generatedFlowchart(nodes: nodes)
    let edges = source.components(separatedBy: "-->").count - 1
    let (medianTime, minimum) = time(source, runs: runs)
    print(
        "| \(name) | \(nodes) | \(edges) | \(runs) | \(String(format: "%.3f", medianTime)) | \(String(format: "%.3f", minimum)) |"
    )
}
