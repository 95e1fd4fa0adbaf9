import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenMermaid

/// Measures how many diagrams of a folder draw cleanly: set `DOCGEN_MERMAID_PAGES` to a folder
/// of `.mmd` files (for instance the examples of Mermaid's syntax pages, kept outside the
/// repository) and each file is rendered and checked for diagnostics and overlapping nodes.
@Suite struct SyntaxPageCoverageTests {
    static let folder = ProcessInfo.processInfo.environment["DOCGEN_MERMAID_PAGES"]

    @Test("every diagram of the folder draws without diagnostics or overlaps", .enabled(if: folder != nil))
    func folderDrawsCleanly() throws {
        let root = URL(fileURLWithPath: try #require(Self.folder))
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".mmd") }.sorted()
        var failures: [String: [String]] = [:]
        var counts: [String: Int] = [:]
        for file in files {
            let group = (file as NSString).deletingLastPathComponent
            counts[group, default: 0] += 1
            let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let problems = Self.problems(source)
            if !problems.isEmpty { failures[group, default: []].append("\(file): \(problems.joined(separator: "; "))") }
        }
        var report = ""
        for (group, count) in counts.sorted(by: { $0.key < $1.key }) {
            let failed = failures[group] ?? []
            report += "\(group): \(count - failed.count)/\(count) clean\n"
            for line in failed { report += "  \(line)\n" }
        }
        print(report)
        try report.write(toFile: root.appendingPathComponent("report.txt").path, atomically: true, encoding: .utf8)
    }

    static func problems(_ source: String) -> [String] {
        let output = Rendering.output(source)
        var problems = output.diagnostics.map { "\($0.severity) \($0.message)" }
        if output.svg == nil, problems.isEmpty { problems.append("no SVG") }
        var diagnostics: [Diagnostic] = []
        if let (graph, layout, _) = Rendering.renderer.prepare(source, file: "x", firstLine: 1, diagnostics: &diagnostics) {
            problems += LayoutInvariants.problems(graph, layout).filter { $0.contains("overlap") }
        } else if let chart = Rendering.renderer.prepareChart(source, file: "x", firstLine: 1, diagnostics: &diagnostics) {
            let boxes = chart.nodeBoxes
            for i in boxes.indices {
                for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) {
                    problems.append("\(chart.kind) boxes \(i) and \(j) overlap")
                }
            }
        } else if let (_, layout, _) = Rendering.renderer.prepareSequence(
            source, file: "x", firstLine: 1, diagnostics: &diagnostics)
        {
            let boxes = layout.participants.flatMap { [$0.top] + ($0.bottom.map { [$0] } ?? []) } + layout.notes
            for i in boxes.indices {
                for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) {
                    problems.append("sequence boxes \(i) and \(j) overlap")
                }
            }
        }
        return problems
    }
}
