import Foundation
import Testing

@testable import DocGenMermaid

/// State diagrams as compact as Mermaid draws them: concurrent regions in a column, and
/// transitions that keep out of notes and of states they do not join.
@Suite struct StateLayoutTests {
    static let regions = """
        stateDiagram-v2
            direction DIRECTION
            [*] --> Editing
            state Editing {
                [*] --> Typing
                Typing --> Validating : key up
                Validating --> Typing : invalid
                --
                [*] --> Idle
                Idle --> Saving : autosave tick
                Saving --> Idle : saved
                --
                [*] --> Hidden
                Hidden --> Shown : focus
            }
            Editing --> [*]
        """

    @Test("concurrent regions stand in one column, in source order, equally wide", arguments: ["TB", "BT", "LR", "RL"])
    func regionsStacked(direction: String) throws {
        let source = Self.regions.replacingOccurrences(of: "DIRECTION", with: direction)
        let (graph, layout) = try #require(Rendering.laidOut(source))
        let boxes = graph.clusters.indices.filter { graph.clusters[$0].kind == .region }.map { layout.clusters[$0].rect }
        try #require(boxes.count == 3)
        for (upper, lower) in zip(boxes, boxes.dropFirst()) {
            #expect(upper.maxY <= lower.minY, "\(upper) is not above \(lower)")
            #expect(abs(upper.minX - lower.minX) < 0.5 && abs(upper.size.width - lower.size.width) < 0.5)
        }
        #expect(LayoutInvariants.problems(graph, layout).isEmpty)
    }

    @Test(
        "transitions pass through no note and no state other than their ends",
        arguments: Corpus.diagrams.map(\.name).filter { $0.hasPrefix("state-") } + ["composite-with-notes"])
    func edgesKeepOutOfNodes(name: String) throws {
        let source = name == "composite-with-notes" ? Self.compositeWithNotes : Corpus.source(name)
        let (graph, layout) = try #require(Rendering.laidOut(source))
        let problems = LayoutInvariants.edgesThroughNodes(graph, layout)
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
    }

    static let compositeWithNotes = """
        stateDiagram-v2
            [*] --> Closed
            state Closed {
                [*] --> Collapsed
                Collapsed --> Peeking : hover
                Peeking --> Collapsed : leave
            }
            note right of Closed : the sheet rests at the bottom edge
            Closed --> Open : swipe up
            Open --> Closed : swipe down
            note left of Open
                covers the content
                behind a dimmed layer
            end note
            Open --> [*]
        """

    @Test("the through-node check sees an edge drawn across a node")
    func checkerFails() throws {
        let (graph, layout) = try #require(Rendering.laidOut("stateDiagram-v2\nA --> B\nB --> C"))
        var broken = layout
        broken.edges[0].points = [layout.nodes[0].center, layout.nodes[2].center, layout.nodes[1].center]
        #expect(!LayoutInvariants.edgesThroughNodes(graph, broken).isEmpty)
    }

    /// Prints each diagram's size and the transitions through nodes, for comparing layouts:
    /// set `DOCGEN_STATE_PAGES` to a folder of state diagram `.mmd` files.
    @Test("state diagram sizes of a folder", .enabled(if: ProcessInfo.processInfo.environment["DOCGEN_STATE_PAGES"] != nil))
    func measureFolder() throws {
        let root = try #require(ProcessInfo.processInfo.environment["DOCGEN_STATE_PAGES"])
        let files = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".mmd") }.sorted()
        var report = ""
        for file in files {
            let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            guard let (graph, layout) = Rendering.laidOut(source) else { continue }
            let through = LayoutInvariants.edgesThroughNodes(graph, layout)
            report += "\(file) \(layout.size.width) x \(layout.size.height) \(through.joined(separator: "; "))\n"
        }
        print(report)
    }
}
