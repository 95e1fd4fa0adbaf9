import Foundation
import Testing

/// End-to-end tests of `docgen diagram`, the mermaid-cli counterpart.
@Suite struct DiagramCommandTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-diagram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("graph LR\n  a[Start] --> b{Ready?}\n  b -->|yes| c([Done])\n".utf8).write(
            to: folder.appendingPathComponent("flow.mmd"))
        try Data("stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy : start\n  Busy --> [*]\n".utf8)
            .write(to: folder.appendingPathComponent("state.mmd"))
        try Data("graph TD\n  a --> \n  b[unclosed\n".utf8).write(to: folder.appendingPathComponent("broken.mmd"))
    }

    @Test("one file renders to standard output as SVG with readable structure")
    func standardOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["diagram", "flow.mmd"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<svg"))
        #expect(result.standardOutput.contains("data-from=\"a\""))
        #expect(result.standardOutput.contains("class=\"node"))
    }

    @Test("one file with -o writes that file")
    func singleOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["diagram", "state.mmd", "-o", "state.svg"], in: folder).status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("state.svg"), encoding: .utf8)
        #expect(svg.contains("role=\"img\""))
    }

    @Test("several files go into a folder, and a broken one fails with its location")
    func severalFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["diagram", "flow.mmd", "broken.mmd", "state.mmd", "-o", "out"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("broken.mmd:"))
        #expect(result.standardError.contains(": error: "))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/flow.svg").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/state.svg").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/broken.svg").path))
    }

    @Test("a chart draws, and a type docgen cannot draw fails naming its line")
    func chartsAndUndrawableTypes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("gantt\n  dateFormat YYYY-MM-DD\n  Build banner :b, 2026-03-02, 3d\n".utf8)
            .write(to: folder.appendingPathComponent("plan.mmd"))
        try Data("%% a comment\nzenuml\n  A.method()\n".utf8).write(to: folder.appendingPathComponent("zen.mmd"))
        let chart = try CommandRunner.run(["diagram", "plan.mmd"], in: folder)
        #expect(chart.status == 0)
        #expect(chart.standardOutput.contains("class=\"dg-mermaid dg-gantt\""))
        let other = try CommandRunner.run(["diagram", "zen.mmd"], in: folder)
        #expect(other.status == 1)
        #expect(other.standardError.contains("zen.mmd:2:1: error: docgen cannot draw 'zenuml' diagrams"))
        #expect(!other.standardError.contains("shown as code"))
    }

    @Test("several files without -o is a usage error")
    func severalWithoutOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["diagram", "flow.mmd", "state.mmd"], in: folder).status == 2)
    }

    @Test("a block diagram draws, and a block wider than its columns fails at its line and column")
    func blockDiagrams() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("block-beta\n  columns 2\n  a b\n  a --> b\n".utf8).write(to: folder.appendingPathComponent("grid.mmd"))
        try Data("block-beta\n  columns 2\n  a b:3\n".utf8).write(to: folder.appendingPathComponent("wide.mmd"))
        let grid = try CommandRunner.run(["diagram", "grid.mmd"], in: folder)
        #expect(grid.status == 0)
        #expect(grid.standardOutput.contains("class=\"dg-mermaid dg-block\""))
        let wide = try CommandRunner.run(["diagram", "wide.mmd"], in: folder)
        #expect(wide.status == 1)
        #expect(wide.standardError.contains("wide.mmd:3:5: error: block 'b' spans 3 columns but the diagram has 2"))
    }
}
