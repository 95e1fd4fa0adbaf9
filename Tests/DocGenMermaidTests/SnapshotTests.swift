import Testing

/// Golden SVG of every corpus diagram.
///
/// Any change to parsing, layout or drawing shows up here as a reviewable diff. Record with
/// `DOCGEN_RECORD_SNAPSHOTS=1 swift test`.
@Suite struct SnapshotTests {
    @Test("corpus diagrams render to their golden SVG", arguments: Corpus.diagrams.map(\.name))
    func svg(name: String) throws {
        let output = Rendering.output(Corpus.source(name), idPrefix: "mermaid-\(name)")
        let svg = try #require(output.svg, "\(name) did not render: \(output.diagnostics)")
        snapshots.assert(svg, named: "\(name).svg")
    }
}
