import DocGenDiagnostics
import Testing

@testable import DocGenContent

/// Front matter inputs scripts/fuzz found, kept so they stay fixed.
@Suite struct FrontMatterFuzzRegressionTests {
    @Test("a base-60 looking value too large for an integer is read as text, not a crash")
    func sexagesimalOverflow() {
        // Yams multiplies YAML 1.1 base-60 numbers without overflow checks and trapped here.
        let text = "---\ntitletpUIntut: 99999999999999999:99:9\n---\n# Body\n"
        let result = FrontMatterParser.parse(text, file: "p.md")
        #expect(result.diagnostics.isEmpty)
        #expect(result.frontMatter.params["titletpUIntut"] == .string("99999999999999999:99:9"))
    }

    @Test("'order' in base 60 is a type error, not a number")
    func sexagesimalOrder() {
        let result = FrontMatterParser.parse("---\norder: 1:30\n---\n", file: "p.md")
        #expect(result.frontMatter.order == nil)
        #expect(result.diagnostics.map(\.rule) == ["front-matter-type"])
    }

    @Test("after line endings are normalised, a diagnostic never points past the end of the page")
    func loneCarriageReturns() {
        // The fuzzer's input: Korean text, invalid bytes and 49 lone carriage returns in the YAML.
        let raw = "---\ntitle: Banner\ndescription: 서버가 내려주는\u{FFFD}" + String(repeating: "\r", count: 49) + "x]\n---\n\n# Body\n"
        let text = raw.replacingOccurrences(of: "\r", with: "\n")
        let result = FrontMatterParser.parse(text, file: "p.md")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { ($0.location?.line ?? 1) <= lines })
    }
}
