import Testing

@testable import DocGenContent

@Suite("Suspicious front matter values")
struct SuspiciousValuesTests {
    @Test(
        "markup and quotes followed by an attribute are suspicious; ordinary text is not",
        arguments: [
            ("A button", nil),
            ("The \"Close\" label", nil),
            ("Rows < 10 are fine", nil),
            ("It's a toast's title", nil),
            ("<script>alert(1)</script>", "holds markup"),
            ("Hi </title>", "holds markup"),
            ("x\" onload=alert(1) y=\"", "holds a quote followed by an attribute"),
            ("x\"\u{301} style=color:red", "holds a quote followed by an attribute"),
            ("x'\u{200D}onclick = go()", "holds a quote followed by an attribute"),
        ] as [(String, String?)])
    func text(_ text: String, problem: String?) {
        #expect(SuspiciousValues.problem(in: text) == problem)
    }

    @Test(
        "lang must be a language tag",
        arguments: [("en", true), ("ko-KR", true), ("zh-Hant-TW", true), ("en\" x=y", false), ("", false), ("toolongtag", false)])
    func lang(_ text: String, valid: Bool) {
        #expect(SuspiciousValues.isLanguageTag(text) == valid)
    }

    @Test("a suspicious value is a warning at its key's line")
    func located() {
        let page = "---\ntitle: Fine\nlang: 'en\" onload=x'\n---\n# T\n"
        let result = FrontMatterParser.parse(page, file: "p.md")
        let warning = result.diagnostics.first { $0.rule == "front-matter-suspicious" }
        #expect(warning?.severity == .warning)
        #expect(warning?.location?.line == 3)
    }
}
