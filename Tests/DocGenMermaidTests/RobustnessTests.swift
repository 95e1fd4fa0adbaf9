import Foundation
import Testing

@testable import DocGenMermaid

/// Hostile and malformed input never crashes or hangs: every case finishes quickly with
/// either an SVG or a diagnostic.
@Suite struct RobustnessTests {
    static let cases: [(String, String)] = [
        ("deep subgraphs", "graph TD\n" + String(repeating: "subgraph s\n", count: 5_000)),
        ("deep composites", "stateDiagram-v2\n" + String(repeating: "state A {\n", count: 5_000)),
        ("long chain", "graph TD\n" + (0..<1_500).map { "n\($0)" }.joined(separator: "-->")),
        (
            "dense groups",
            "graph TD\n" + (0..<80).map { "a\($0)" }.joined(separator: " & ") + " --> "
                + (0..<80).map { "b\($0)" }.joined(separator: " & ")
        ),
        ("unclosed brackets", "graph TD\n" + String(repeating: "A[[(({{", count: 2_000)),
        ("unclosed string", "graph TD\nA[\"" + String(repeating: "x", count: 10_000)),
        ("control characters", "graph TD\nA[\u{0}\u{1}\u{7F}] --> B[\u{202E}evil]"),
        ("only arrows", "graph TD\n" + String(repeating: "-->", count: 3_000)),
        ("directive bomb", "%%{init: " + String(repeating: "{\"a\":", count: 3_000) + "}%%\ngraph TD\nA-->B"),
        (
            "fan of long edges",
            "graph TD\n" + (0..<1_500).map { "n\($0)" }.joined(separator: "-->") + "\nn0 --> "
                + (1..<1_500).map { "n\($0)" }.joined(separator: " & ")
        ),
        ("many self loops", "graph TD\n" + (0..<300).map { "n\($0) --> n\($0)" }.joined(separator: "\n")),
        (
            "cycle clique",
            "graph TD\n"
                + (0..<40).flatMap { a in (0..<40).filter { $0 != a }.map { "n\(a) --> n\($0)" } }.joined(separator: "\n")
        ),
        (
            "nested state chains",
            "stateDiagram-v2\n" + (0..<20).map { "state S\($0) {\n[*] --> x\($0)" }.joined(separator: "\n")
                + String(repeating: "\n}", count: 20)
        ),
        ("deep namespaces", "classDiagram\n" + String(repeating: "namespace N {\n", count: 5_000)),
        ("dotted namespace", "classDiagram\nnamespace " + (0..<5_000).map { "n\($0)" }.joined(separator: ".") + " {\n}"),
        ("long class chain", "classDiagram\n" + (0..<1_500).map { "C\($0) <|-- C\($0 + 1)" }.joined(separator: "\n")),
        ("unclosed class body", "classDiagram\nclass A {\n" + String(repeating: "+x\n", count: 5_000)),
        ("unclosed generic", "classDiagram\nclass A~" + String(repeating: "~B", count: 3_000)),
        ("long entity chain", "erDiagram\n" + (0..<1_500).map { "E\($0) ||--o{ E\($0 + 1) : x" }.joined(separator: "\n")),
        ("wide entity", "erDiagram\nA {\n" + String(repeating: "string x PK, FK, UK \"c\"\n", count: 3_000) + "}"),
        ("unclosed node data", "flowchart TD\nA@{ shape: doc, " + String(repeating: "label: x, ", count: 20_000)),
        (
            "many edge ids",
            "flowchart LR\n"
                + (0..<2_000).map { "N\($0) e\($0)@--> N\($0 + 1)\ne\($0)@{ animate: true }" }.joined(separator: "\n")
        ),
        (
            "huge images",
            "flowchart LR\n" + (0..<500).map { "I\($0)@{ img: \"/a.png\", w: 99999, h: 99999 }" }.joined(separator: "\n")
        ),
        (
            "numbered half arrows",
            "sequenceDiagram\nautonumber 9999999.99 9999999.99\n"
                + String(repeating: "A-|\\B: #9829;#9829;\nB()-)()A: x\n", count: 1_500)
        ),
        (
            "unclosed participant data",
            "sequenceDiagram\nparticipant A@{ \"type\": " + String(repeating: "\"x\", ", count: 20_000)
        ),
    ]

    @Test("hostile input ends in an SVG or a diagnostic within a time budget", arguments: cases.map(\.0))
    func hostile(name: String) throws {
        let source = try #require(Self.cases.first { $0.0 == name }?.1)
        let clock = ContinuousClock()
        var output: MermaidOutput?
        let elapsed = clock.measure { output = Rendering.output(source) }
        #expect(output?.svg != nil || output?.diagnostics.isEmpty == false)
        #expect(elapsed < .seconds(20), "\(name) took \(elapsed)")
    }

    @Test("random byte soup never crashes", arguments: 0..<40)
    func fuzz(seed: Int) {
        var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("AB c-->|[](){}<>/\\\"'&:;%@=.~ox*\n#`$")
        var text = ["graph TD\n", "flowchart LR\n", "stateDiagram-v2\n", "classDiagram\n", "erDiagram\n"][seed % 5]
        for _ in 0..<300 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text.append(alphabet[Int(state >> 33) % alphabet.count])
        }
        let output = Rendering.output(text)
        #expect(output.svg != nil || output.diagnostics.contains { $0.severity == .error })
    }
}
