import DocGenDiagnostics
import DocGenExamples
import Testing

/// Inputs scripts/fuzz found that hung the checker, kept so they stay fixed.
///
/// swift-syntax's parser takes exponential time in the nesting of `[`: the fuzzer's inputs
/// nested 22 and 50 levels and ran past its 20-second limit.
@Suite struct FuzzRegressionTests {
    @Test("a Swift example with deeply nested brackets is skipped with a warning at its fence")
    func deepSwiftBrackets() {
        let code = "let data = \u{D6}ro" + String(repeating: "[", count: 30) + "motinl(id: \"a\", heading: \"Hi\")\n"
        let result = Models.checker.check(code: code, info: "swift", file: "f.md", firstLine: 10)
        #expect(!result.checked)
        #expect(result.diagnostics.map(\.rule) == ["example-size"])
        #expect(result.diagnostics.first?.location?.line == 9)
    }

    @Test("a JSON info string with deeply nested brackets is an unreadable type")
    func deepTypeText() {
        let result = Models.checker.check(
            code: "[1]", info: "json " + String(repeating: "[", count: 50) + "m[", file: "f.md", firstLine: 10)
        #expect(result.diagnostics.map(\.rule) == ["json-type"])
    }

    @Test("ordinary nesting is still checked")
    func ordinaryNesting() {
        let code = "let grid: [[[QuickLinkItem]]] = [[[QuickLinkItem(type: .slots, title: \"t\", icon: \"i\")]]]\n"
        let result = Models.checker.check(code: code, info: "swift", file: "f.md", firstLine: 10)
        #expect(result.checked)
        #expect(result.diagnostics.isEmpty)
    }
}
