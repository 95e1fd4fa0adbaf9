import DocGenCatalog
import Foundation
import Mustache
import Testing

@testable import DocGenContent
@testable import DocGenTemplates

@Suite struct ListSpliceTests {
    /// Templates whose list sections can be spliced, and the lists they splice.
    struct Case: CustomTestStringConvertible, @unchecked Sendable {
        var name: String
        var templates: [String: String]
        var spliced: [[String]]
        var testDescription: String { name }
    }

    static let toc = """
        {{#page.hasTOC}}
        <aside class="toc">
        <ul>
        {{#page.toc}}
        <li{{#isSub}} class="toc-sub"{{/isSub}}><a href="#{{anchor}}">{{title}}</a></li>
        {{/page.toc}}
        </ul>
        </aside>
        {{/page.hasTOC}}
        """

    static let cases: [Case] = [
        Case(
            name: "a table of contents in a partial",
            templates: ["t": "<main>{{page.title}}</main>\n{{> toc}}\n<p>{{page.title}}</p>", "toc": toc],
            spliced: [["page", "toc"]]),
        Case(
            name: "two lists on one line, with text and an empty-list section around them",
            templates: [
                "t":
                    "{{#crumbs}}<a href=\"{{url}}\">{{{title}}}</a> / {{/crumbs}}|{{#page.toc}}({{level}}:{{title}}){{/page.toc}}{{^page.toc}}none{{/page.toc}}"
            ],
            spliced: [["crumbs"], ["page", "toc"]]),
        Case(
            name: "a list inside a flag's section",
            templates: [
                "t":
                    "{{#hasCrumbs}}\n<ol>\n{{#crumbs}}\n<li><a href=\"{{url}}\">{{title}}</a></li>\n{{/crumbs}}\n</ol>\n{{/hasCrumbs}}\n{{page.title}}"
            ],
            spliced: [["crumbs"]]),
        Case(
            name: "an entry with nested sections of its own keys",
            templates: [
                "t":
                    "<ol>\n{{#page.toc}}\n  <li>{{#isSub}}{{^title}}untitled{{/title}}{{title}}{{/isSub}}{{^isSub}}<b>{{title}}</b>{{/isSub}}</li>\n{{/page.toc}}\n</ol>"
            ],
            spliced: [["page", "toc"]]),
    ]

    static func heading(_ title: String, _ level: Int) -> [String: Any] {
        ["title": title, "anchor": title.lowercased(), "level": level, "isSub": level == 3]
    }

    /// Pages whose lists differ in length, levels and text, including text that needs escaping.
    static var contexts: [[String: Any]] {
        [
            page(toc: [heading("One", 2), heading("Two & <three>", 3), heading("Four", 2)], crumbs: 2),
            page(toc: [heading("Solo", 2)], crumbs: 0),
            page(toc: [heading("A", 3), heading("", 3), heading("\"quoted\"", 2), heading("배너", 3), heading("Z", 2)], crumbs: 1),
            page(toc: [], crumbs: 3),
            page(toc: [heading("x", 2), heading("y", 2)], crumbs: 1, title: "Other <title>"),
        ]
    }

    static func page(toc: [[String: Any]], crumbs: Int, title: String = "Page") -> [String: Any] {
        let trail = (0..<crumbs).map { ["title": "<b>\($0)</b>", "url": "../\($0).html"] as [String: Any] }
        return [
            "page": ["title": title, "toc": toc, "hasTOC": toc.count > 1] as [String: Any], "crumbs": trail,
            "hasCrumbs": !trail.isEmpty,
        ]
    }

    @Test("pages rendered with their lists spliced in have the bytes swift-mustache renders", arguments: cases)
    func sameBytes(_ example: Case) throws {
        let library = try Self.library(example.templates)
        let skeletons = try #require(TemplateSkeletons(library: library, sources: example.templates.values))
        for path in example.spliced { #expect(skeletons.splices.contains { $0.path == path }) }
        for context in Self.contexts + Self.contexts.reversed() {
            #expect(skeletons.render("t", context: context)?.text == library.render(context, withTemplate: "t"))
        }
    }

    @Test("pages that differ only in their lists' entries share one skeleton")
    func oneShape() throws {
        let templates = ["t": Self.toc]
        let skeletons = try #require(TemplateSkeletons(library: try Self.library(templates), sources: templates.values))
        for toc in [
            [Self.heading("a", 2), Self.heading("b", 3)], [Self.heading("c", 3), Self.heading("d", 2), Self.heading("e", 2)],
        ] {
            _ = skeletons.render("t", context: Self.page(toc: toc, crumbs: 0))
        }
        #expect(skeletons.shapeCount == 1)
    }

    @Test(
        "a list the templates use other than through one section of plain names is not spliced",
        arguments: [
            "{{#page.toc}}<li>{{title}}</li>{{/page.toc}}{{#page.toc}}{{anchor}}{{/page.toc}}",
            "{{#page.toc}}<li>{{title}}</li>{{/page.toc}}{{#page}}{{#toc}}*{{/toc}}{{/page}}",
            "{{#page.toc}}<li>{{> item}}</li>{{/page.toc}}",
            "{{#page.toc}}<li>{{.}}</li>{{/page.toc}}",
            "{{#page.toc}}<li>{{title}}{{page.title}}</li>{{/page.toc}}",
            "<div>\n  {{> item}}\n</div>{{#page.toc}}<li>{{title}}</li>{{/page.toc}}",
        ])
    func declined(template: String) throws {
        let templates = ["t": template, "item": "{{title}}"]
        let library = try Self.library(templates)
        let skeletons = try #require(TemplateSkeletons(library: library, sources: templates.values))
        #expect(!skeletons.splices.contains { $0.path == ["page", "toc"] && !$0.bodyKeys.contains("page") })
        for context in Self.contexts {
            #expect(skeletons.render("t", context: context)?.text == library.render(context, withTemplate: "t"))
        }
    }

    @Test("an entry without a key the body looks up is found in the page, so that page is rendered whole")
    func missingKey() throws {
        let templates = ["t": "{{#page.toc}}<li>{{title}}{{#isSub}}*{{/isSub}}</li>{{/page.toc}}"]
        let library = try Self.library(templates)
        let skeletons = try #require(TemplateSkeletons(library: library, sources: templates.values))
        #expect(skeletons.splices.count == 1)
        let context: [String: Any] = [
            "isSub": true,
            "page": ["toc": [["title": "a"], ["title": "b", "isSub": false]] as [[String: Any]]] as [String: Any],
        ]
        #expect(skeletons.render("t", context: context)?.text == "<li>a*</li><li>b</li>")
    }

    @Test("the repository's templates splice the table of contents and the breadcrumbs into pages")
    func repositoryTemplates() throws {
        var sources: [String: String] = [:]
        let folder = SidebarPlanTests.repositoryTemplates
        for name in ["layout", "page", "home", "partials/breadcrumbs", "partials/pager", "partials/toc", "partials/sidebar"] {
            sources[name] = try String(contentsOf: folder.appendingPathComponent(name + ".mustache"), encoding: .utf8)
        }
        let skeletons = try #require(TemplateSkeletons(library: try Self.library(sources), sources: sources.values))
        for path in [["page", "toc"], ["breadcrumbs"]] { #expect(skeletons.splices.contains { $0.path == path }) }
    }

    private static func library(_ templates: [String: String]) throws -> MustacheLibrary {
        TemplateEscaping.register()
        var parsed: [String: MustacheTemplate] = [:]
        for (name, source) in templates { parsed[name] = try MustacheTemplate(string: TemplateEscaping.pragma + source) }
        return MustacheLibrary(templates: parsed)
    }
}
