import Testing

@testable import DocGenDiagnostics

@Suite struct DiagnosticTests {
    @Test("diagnostics print in compiler form with the rule last")
    func compilerForm() {
        let diagnostic = Diagnostic.warning(
            "link target not found: 'x.md'", at: SourceLocation(file: "Content/a.md", line: 42, column: 3), rule: "link-target")
        #expect(diagnostic.description == "Content/a.md:42:3: warning: link target not found: 'x.md' [link-target]")
    }

    @Test("a diagnostic without a location prints without a path")
    func noLocation() {
        #expect(
            Diagnostic.error("no content", at: nil, rule: "content-folder").description == "error: no content [content-folder]")
    }

    @Test("the printer adds colour only when asked")
    func colour() {
        let diagnostic = Diagnostic.error("bad", at: SourceLocation(file: "a", line: 1), rule: "r")
        #expect(DiagnosticPrinter(colored: false).format(diagnostic) == "a:1:1: error: bad [r]")
        #expect(DiagnosticPrinter(colored: true).format(diagnostic).contains("\u{1B}[1;31merror:"))
    }

    @Test("diagnostics sort by file, line and column")
    func sorting() {
        let a = Diagnostic.error("x", at: SourceLocation(file: "b.md", line: 1), rule: "r")
        let b = Diagnostic.error("x", at: SourceLocation(file: "a.md", line: 9), rule: "r")
        let c = Diagnostic.error("x", at: SourceLocation(file: "a.md", line: 2, column: 5), rule: "r")
        let d = Diagnostic.error("x", at: nil, rule: "r")
        #expect([a, b, c, d].sorted() == [d, c, b, a])
    }

    @Test("the bag counts, sorts without duplicates, and promotes warnings for strict mode")
    func bag() {
        var bag = DiagnosticBag()
        let warning = Diagnostic.warning("w", at: SourceLocation(file: "a", line: 1), rule: "r")
        bag.report(warning)
        bag.report(warning)
        #expect(bag.warningCount == 2)
        #expect(!bag.hasErrors)
        #expect(bag.sorted.count == 1)
        #expect(bag.promotingWarnings().hasErrors)
    }
}
