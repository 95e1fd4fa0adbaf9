import DocGenDiagnostics
import Mustache
import Testing

@testable import DocGenTemplates

@Suite struct TemplateEscapingTests {
    @Test(
        "a pragma back to swift-mustache's HTML escaping is a warning at its line and column",
        arguments: [
            (
                "<p>{{title}}</p>\n  {{% CONTENT_TYPE: HTML}}\n",
                [DocGenDiagnostics.SourceLocation(file: "t.mustache", line: 2, column: 3)]
            ),
            ("{{%CONTENT_TYPE:HTML}}", [DocGenDiagnostics.SourceLocation(file: "t.mustache", line: 1, column: 1)]),
            ("{{% CONTENT_TYPE: TEXT}}", []),
            ("{{% CONTENT_TYPE: DOCGEN_HTML}}<p>{{html}}</p>", []),
        ] as [(String, [DocGenDiagnostics.SourceLocation])])
    func switchesBack(text: String, locations: [DocGenDiagnostics.SourceLocation]) {
        let found = TemplateEscaping.switchesBack(in: text, file: "t.mustache")
        #expect(found.map(\.location) == locations)
        #expect(found.allSatisfy { $0.severity == .warning && $0.rule == "template-escaping" })
    }

    @Test("templates compile with docgen's escaping once it is registered")
    func registered() throws {
        TemplateEscaping.register()
        var diagnostics: [Diagnostic] = []
        let template = try #require(MustacheTemplate.compile("{{v}}", file: "t.mustache", diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(template.render(["v": "\"\u{301}<"]) == "&quot;\u{301}&lt;")
    }
}
