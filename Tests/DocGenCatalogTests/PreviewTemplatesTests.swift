import DocGenDiagnostics
import DocGenExamples
import DocGenTemplates
import Testing

@testable import DocGenCatalog

/// Preview templates of a team's own type: which template draws a sample, what a template
/// sees, the helpers, front matter and the catalog components made from them.
@Suite("Preview templates")
struct PreviewTemplatesTests {
    static let index = PreviewValueTests.index

    static func templates(_ sources: [String: String]) -> (PreviewTemplates, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let templates = PreviewTemplates(
            sources: sources.mapValues { (text: $0, file: "Templates/previews/x.mustache") }, diagnostics: &diagnostics)
        return (templates, diagnostics)
    }

    /// The preview of the first sample of a checked block, without docgen's stage wrapper.
    static func draw(
        _ sources: [String: String], code: String = PreviewValueTests.json, info: String = "json ButtonStyleModel",
        language: String = "en"
    ) throws -> (html: String, diagnostics: [Diagnostic]) {
        let result = ExampleChecker(index: index).check(code: code, info: info, file: "doc.md", firstLine: 1)
        let sample = try #require(result.samples.first)
        let drawn = try #require(templates(sources).0.draw(sample, models: PreviewModels(index: index), language: language))
        let html = drawn.html.text
        let body = html.drop(while: { $0 != "\n" }).dropFirst().dropLast("</div>\n".count)
        return (String(body), drawn.diagnostics)
    }

    static let helperCases: [(String, String)] = [
        ("{{title}} {{kind}} {{caseName(kind)}} {{caseName(size)}}", "Buy second secondary medium"),
        ("{{#kind.is.secondary}}yes{{/kind.is.secondary}}{{#kind.is.second}}!{{/kind.is.second}}", "yes!"),
        ("{{color(tint)}} {{#color(tint)}}{{dark}}{{/color(tint)}}", "rgba(255, 149, 0, 1) rgba(255, 149, 0, 1)"),
        ("{{#subtitle}}has{{/subtitle}}{{^subtitle}}none{{/subtitle}}", "none"),
        ("{{#badge_list}}{{text}}={{count}} {{itemNumber}}/{{itemCount}}{{/badge_list}}", "New=3 1/1"),
        ("{{badge_list.count}} {{#badge_list.nonEmpty}}some{{/badge_list.nonEmpty}}", "1 some"),
        ("{{extra.a}} {{version}}", "b v2"),
        ("{{preview.type}} {{preview.line}} {{preview.language}}", "ButtonStyleModel 1 en"),
        ("{{uppercased(title)}}", "BUY"),
        ("{{#badge_list}}{{#text}}{{text}}{{/text}}{{/badge_list}}", "New"),
    ]

    @Test("a template sees the sample's values and docgen's helpers", arguments: helperCases)
    func helpers(template: String, expected: String) throws {
        #expect(try Self.draw(["ButtonStyleModel": template]).html == expected)
    }

    static let listCases: [(String, String)] = [
        ("{{#items.sortedBy.id}}{{id}} {{/items.sortedBy.id}}", "a b c d "),
        ("{{#items.sortedDescendingBy.n}}{{id}} {{/items.sortedDescendingBy.n}}", "c b a d "),
        ("{{#items.where.g.x}}{{id}}{{/items.where.g.x}}|{{#items.whereNot.g.x}}{{id}}{{/items.whereNot.g.x}}", "ba|dc"),
        ("{{#items.groupedBy.g}}[{{key}}:{{#items}}{{id}}{{/items}}]{{/items.groupedBy.g}}", "[x:ba][:d][y:c]"),
        ("{{#items.where.v.isNotVersion}}{{id}}{{/items.where.v.isNotVersion}}", "c"),
        ("{{#items}}{{#first()}}^{{/first()}}{{id}}{{/items}}", "^badc"),
    ]

    @Test("list helpers group, sort and filter by a key of the elements", arguments: listCases)
    func listHelpers(template: String, expected: String) throws {
        let code = """
            [{ "id": "b", "g": "x", "n": 2, "v": "1.2" }, { "id": "a", "g": "x", "n": 1 },
             { "id": "d" }, { "id": "c", "g": "y", "n": 3, "v": "latest" }]
            """
        let html = try Self.draw(["Row.list": template], code: code, info: "json [Row]").html
        #expect(html == expected)
    }

    @Test("a list sample uses the list template; without one, each element its own")
    func listOrEach() throws {
        let code = #"[{ "id": "a" }, { "id": "b" }]"#
        #expect(try Self.draw(["Row": "<{{id}}>"], code: code, info: "json [Row]").html == "<a><b>")
        #expect(try Self.draw(["Row": "<{{id}}>", "Row.list": "{{items.count}}"], code: code, info: "json [Row]").html == "2")
        #expect(try Self.draw(["Row.list": "{{items.count}}"], code: #"{ "id": "a" }"#, info: "json Row").html == "1")
    }

    @Test("values are escaped by bytes, so a quote followed by a combining mark is still escaped")
    func byteEscaping() throws {
        let code = "{ \"id\": \"x\\\"\u{301} onmouseover=alert(1) y\" }"
        let html = try Self.draw(["Row": #"<b data-id="{{id}}">"#], code: code, info: "json Row").html
        #expect(html.hasPrefix("<b data-id=\"x&quot;\u{301} onmouseover"))
    }

    @Test("an icon without a drawing is a placeholder and one warning at the value, however often it is shown")
    func symbols() throws {
        let code = #"{ "id": "nope.circle" }"#
        let (html, diagnostics) = try Self.draw(["Row": "{{{symbol(id)}}}{{{symbol40(id)}}}"], code: code, info: "json Row")
        #expect(html.contains("data-symbol-fallback") && html.contains(#"width="40""#))
        #expect(diagnostics.map(\.rule) == ["preview-icon"])
        #expect(diagnostics.first?.location == SourceLocation(file: "doc.md", line: 1, column: 9))
    }

    @Test("front matter names the component; types naming one page share it")
    func components() {
        let (templates, diagnostics) = Self.templates([
            "ButtonStyleModel": "{{!\ntitle: Button\ndescription: A tappable control.\npage: button\n}}\nx",
            "Badge": "{{!\npage: button\n}}\ny",
            "Row.list": "{{! Rows: drawn as a table }}\nz",
            "_part": "{{! title: not front matter in a partial }}",
        ])
        #expect(diagnostics.isEmpty)
        #expect(templates.components.map(\.slug) == ["button", "row"])
        #expect(templates.component(forType: "Badge")?.title == "Button")
        #expect(templates.component(forType: "ButtonStyleModel")?.summary == "A tappable control.")
        #expect(templates.component(forType: "Row")?.title == "Row")
        #expect(templates.component(forType: "_part") == nil)
    }

    static let badFrontMatter: [(String, String)] = [
        ("{{!\ntitle: Button\ntitel: x\n}}", "unknown preview template key 'titel'; did you mean 'title'?"),
        (
            "{{!\ntitle: Button\npage: My Page\n}}",
            "'page' must be lowercase letters, digits and '-', such as 'promotional-header'"
        ),
        ("{{!\ntitle: [a, b]\n}}", "'title' must be a non-empty string"),
    ]

    @Test("bad front matter is an error at its line", arguments: badFrontMatter)
    func frontMatterErrors(template: String, message: String) {
        let diagnostics = Self.templates(["ButtonStyleModel": template]).1
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.rule == "preview-front-matter")
    }

    @Test("a template that does not parse is an error at its line and column")
    func syntaxError() {
        let diagnostics = Self.templates(["ButtonStyleModel": "ok\n{{#a}}x{{/b}}"]).1
        #expect(diagnostics.map(\.rule) == ["template-syntax"])
        #expect(diagnostics.first?.location?.line == 2)
        // Worded as page templates' errors are, not as swift-mustache's case name.
        #expect(diagnostics.first?.message == "template syntax error: section close name incorrect")
    }

    @Test("HTML values are sanitized on use, with a warning at the value")
    func html() throws {
        let code = #"{ "id": "<b onclick=\"x()\">Hi</b>" }"#
        let (html, diagnostics) = try Self.draw(["Row": "{{{html(id)}}}"], code: code, info: "json Row")
        #expect(html == "<b>Hi</b>")
        #expect(diagnostics.map(\.rule) == ["preview-html"])
    }

    @Test("only http and https URLs pass the url helper")
    func urls() throws {
        let template = "{{#url(id)}}<img src=\"{{.}}\">{{/url(id)}}"
        #expect(try Self.draw(["Row": template], code: #"{ "id": "javascript:alert(1)" }"#, info: "json Row").html.isEmpty)
        let safe = try Self.draw(["Row": template], code: #"{ "id": "https://x.example/a.png" }"#, info: "json Row").html
        #expect(safe == #"<img src="https://x.example/a.png">"#)
    }

    @Test("the page's language and its variants are tested by code")
    func language() throws {
        let template = "{{#preview.lang.ko}}한{{/preview.lang.ko}}{{^preview.lang.ko}}en{{/preview.lang.ko}}"
        #expect(try Self.draw(["Row": template], code: #"{ "id": "a" }"#, info: "json Row", language: "ko-KR").html == "한")
        #expect(try Self.draw(["Row": template], code: #"{ "id": "a" }"#, info: "json Row", language: "en").html == "en")
    }
}
