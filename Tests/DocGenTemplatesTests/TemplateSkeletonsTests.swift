import DocGenCatalog
import DocGenMarkdown
import Foundation
import Mustache
import Testing

@testable import DocGenContent
@testable import DocGenTemplates

@Suite struct TemplateSkeletonsTests {
    /// A template and two contexts of the same shape with different text.
    struct Case: CustomTestStringConvertible, @unchecked Sendable {
        var name: String
        var templates: [String: String]
        var first: [String: Any]
        var second: [String: Any]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "escaped and raw text", templates: ["t": "<p title=\"{{a}}\">{{{b}}} {{&b}}</p>"],
            first: ["a": "x < y & \"z\" 'w'", "b": "<b>bold</b>"], second: ["a": "plain", "b": "<i>it</i> & more"]),
        Case(
            name: "a combining mark after '<' does not keep it from being escaped", templates: ["t": "{{a}}|{{b}}"],
            first: ["a": "<\u{0338}>", "b": "é<"], second: ["a": "<\u{20D2}", "b": "ok"]),
        Case(
            name: "empty text in sections and inverted sections", templates: ["t": "[{{#a}}A{{a}}{{/a}}{{^a}}none{{/a}}]{{b}}"],
            first: ["a": "", "b": ""], second: ["a": "", "b": ""]),
        Case(
            name: "lists of entries, with a missing key found in the enclosing context",
            templates: ["t": "{{#items}}<li>{{title}} {{url}}{{#isSub}}*{{/isSub}}</li>{{/items}}"],
            first: [
                "url": "outer", "items": [["title": "A", "isSub": true], ["title": "B", "isSub": false]] as [[String: Any]],
            ],
            second: [
                "url": "other", "items": [["title": "C", "isSub": true], ["title": "D&", "isSub": false]] as [[String: Any]],
            ]),
        Case(
            name: "a list of strings read with '.'", templates: ["t": "{{#tags}}<{{.}}>{{/tags}}"],
            first: ["tags": ["a", "b&c"]], second: ["tags": ["x", "y"]]),
        Case(
            name: "numbers, flags and null are kept as they are",
            templates: ["t": "{{n}} {{d}} {{#f}}yes{{/f}}{{^f}}no{{/f}} {{z}}"],
            first: ["n": 3, "d": 1.5, "f": true, "z": String?.none as Any],
            second: ["n": 3, "d": 1.5, "f": true, "z": String?.none as Any]),
        Case(
            name: "an indented partial whose last value is empty",
            templates: ["t": "<div>\n  {{> p}}\n</div>", "p": "<b>{{a}}</b>\n{{b}}"],
            first: ["a": "one", "b": ""], second: ["a": "two\nlines", "b": ""]),
        Case(
            name: "text holding NUL bytes and what looks like a marker", templates: ["t": "{{a}}:{{{b}}}"],
            first: ["a": "\u{0}x&0\u{0}", "b": "a\u{0}b"], second: ["a": "\u{0}", "b": "\u{0}\u{0}"]),
        Case(
            name: "blocks and parents",
            templates: ["t": "{{<layout}}{{$main}}<m>{{a}}</m>{{/main}}{{/layout}}", "layout": "<x>{{$main}}{{/main}}</x>"],
            first: ["a": "1"], second: ["a": "2<"]),
    ]

    @Test("a page rendered from its shape's skeleton has the bytes swift-mustache renders", arguments: cases)
    func sameBytes(_ example: Case) throws {
        let library = try Self.library(example.templates)
        let skeletons = try #require(TemplateSkeletons(library: library, sources: example.templates.values))
        for context in [example.first, example.second, example.first] {
            let direct = library.render(context, withTemplate: "t")
            #expect(skeletons.render("t", context: context)?.text == direct)
        }
    }

    @Test(
        "HTML held as bytes renders as the same text held as a string, from a skeleton and directly",
        arguments: [
            "<main>{{{page.content}}}</main>", "<main>{{page.content}}</main>",
            "{{#page.content}}[{{{.}}}]{{/page.content}}{{^page.content}}none{{/page.content}}",
        ])
    func htmlFragments(template: String) throws {
        let library = try Self.library(["t": template])
        let skeletons = try #require(TemplateSkeletons(library: library, sources: [template]))
        for html in ["<p>배너 & \"정책\"</p>\n", "<b>x</b>", ""] {
            var bytes = HTMLBytes()
            bytes.raw(html)
            let asText = library.render(["page": ["content": html] as [String: Any]], withTemplate: "t")
            let asBytes: [String: Any] = ["page": ["content": HTMLFragment(html: bytes)] as [String: Any]]
            #expect(library.render(asBytes, withTemplate: "t") == asText)
            #expect(skeletons.render("t", context: asBytes)?.text == asText)
        }
    }

    @Test("HTML held as bytes is transformed as the same text held as a string")
    func transformedHTMLFragments() throws {
        let library = try Self.library(["t": "{{uppercased(page.content)}}|{{#reversed(page.tags)}}{{.}}{{/reversed(page.tags)}}"]
        )
        var bytes = HTMLBytes()
        bytes.raw("<p>Banner</p>")
        let asText = library.render(
            ["page": ["content": "<p>Banner</p>", "tags": ["a", "b"]] as [String: Any]], withTemplate: "t")
        let asBytes = library.render(
            ["page": ["content": HTMLFragment(html: bytes), "tags": ["a", "b"]] as [String: Any]], withTemplate: "t")
        #expect(asBytes == asText)
        #expect(asText?.hasPrefix("&lt;P&gt;BANNER") == true)
    }

    @Test(
        "templates that could look into text are rendered directly",
        arguments: [
            "{{uppercased(a)}}", "{{#reversed(items)}}{{.}}{{/reversed(items)}}", "{{>*name}}", "{{=<% %>=}}",
            "{{% CONTENT_TYPE: TEXT}}",
        ])
    func noSkeletons(template: String) throws {
        #expect(TemplateSkeletons(library: MustacheLibrary(), sources: [template]) == nil)
    }

    @Test("a context holding a value of another type is rendered directly, with the same bytes")
    func otherValues() throws {
        struct Point { var x = 1 }
        let library = try Self.library(["t": "{{#p}}{{x}}{{/p}}{{a}}"])
        let skeletons = try #require(TemplateSkeletons(library: library, sources: ["{{#p}}{{x}}{{/p}}{{a}}"]))
        let context: [String: Any] = ["p": Point(), "a": "<"]
        #expect(skeletons.render("t", context: context)?.text == "1&lt;")
    }

    @Test("contexts that differ only in text share one shape; a flag or a list length makes another")
    func shapes() {
        func key(_ context: [String: Any]) -> [UInt8] {
            var shape = ContextShape()
            _ = shape.describe(context, template: "t")
            return shape.key
        }
        let base: [String: Any] = ["a": "x", "f": true, "l": ["1", "2"]]
        #expect(key(base) == key(["a": "other text", "f": true, "l": ["3", "4"]]))
        #expect(key(base) != key(["a": "x", "f": false, "l": ["1", "2"]]))
        #expect(key(base) != key(["a": "x", "f": true, "l": ["1"]]))
        #expect(key(base) != key(["a": "", "f": true, "l": ["1", "2"]]))
        #expect(key(base) != key(["b": "x", "f": true, "l": ["1", "2"]]))
    }

    private static func library(_ templates: [String: String]) throws -> MustacheLibrary {
        TemplateEscaping.register()
        var parsed: [String: MustacheTemplate] = [:]
        for (name, source) in templates { parsed[name] = try MustacheTemplate(string: TemplateEscaping.pragma + source) }
        return MustacheLibrary(templates: parsed)
    }
}
