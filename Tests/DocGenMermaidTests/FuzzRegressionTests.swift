import Testing

@testable import DocGenMermaid

/// Inputs scripts/fuzz found that broke an invariant, kept so they stay fixed: every diagram is
/// either drawn or explained by a diagnostic.
@Suite struct FuzzRegressionTests {
    static let inputs: [(name: String, source: String)] = [
        // A combining mark after the keyword: the renderer's character-level check missed the
        // sequence diagram that the scalar-level scanner found, and nothing was drawn or said.
        ("combining mark after sequenceDiagram", "sequenceDiagram\u{301}\nA->>B: hi"),
        ("combining mark after a header comment", "%% note\nsequenceDiagram\u{20DD}\nA->>B: hi\n"),
    ]

    @Test("each input found by fuzzing is drawn or explained", arguments: inputs.map(\.name))
    func drawnOrExplained(name: String) throws {
        let source = try #require(Self.inputs.first { $0.name == name }?.source)
        let output = Rendering.output(source)
        #expect(output.svg != nil || !output.diagnostics.isEmpty)
    }
}
