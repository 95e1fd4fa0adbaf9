import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenTemplates

@Suite struct SidebarPlanTests {
    static let repositoryTemplates = FixtureSite.defaultTheme

    /// The default theme's templates by name, with `changes` applied (name → new source).
    static func templates(_ changes: [String: String] = [:]) throws -> [String: String] {
        var sources: [String: String] = [:]
        for name in ["layout", "page", "home", "partials/sidebar", "partials/nav-item", "partials/header", "partials/toc"] {
            let url = repositoryTemplates.appendingPathComponent(name + ".mustache")
            sources[name] = try String(contentsOf: url, encoding: .utf8)
        }
        return sources.merging(changes) { $1 }
    }

    @Test("the repository's templates render the sidebar once per folder")
    func defaultTemplatesQualify() throws {
        let plan = try #require(SidebarPlan.make(sources: Self.templates()))
        #expect(plan.templates == ["partials/sidebar", "partials/nav-item"])
    }

    @Test(
        "templates whose sidebar could differ between pages of a folder render it per page",
        arguments: [
            ("partials/nav-item", "<li>{{^isCurrent}}<a href=\"{{url}}\">{{/isCurrent}}{{title}}</li>"),
            ("partials/nav-item", "<li{{#isCurrent}} class=\"{{title}}\"{{/isCurrent}}>{{title}}</li>"),
            ("partials/nav-item", "<li data-current=\"{{isCurrent}}\">{{title}}</li>"),
            ("partials/nav-item", "<li>\n{{#isCurrent}}\nnow\n{{/isCurrent}}\n</li>"),
            ("partials/nav-item", "<li>{{title}} of {{page.title}}</li>"),
            ("partials/nav-item", "<li>{{title}}{{#isHome}} (home){{/isHome}}</li>"),
            ("partials/nav-item", "<li>{{uppercased(title)}}</li>"),
            ("partials/sidebar", "{{=<% %>=}}<ul><%#nav%><%> partials/nav-item%><%/nav%></ul>"),
            ("partials/sidebar", "<ul>{{#nav}}{{>*kind}}{{/nav}}</ul>"),
            ("layout", "<body>\n  {{> partials/sidebar}}\n</body>"),
            ("layout", "<body>{{#page}}{{> partials/sidebar}}{{/page}}</body>"),
            ("layout", "<body>{{> partials/sidebar}}<p>{{#nav}}{{title}}{{/nav}}</p></body>"),
        ])
    func fallsBack(template: String, source: String) throws {
        #expect(SidebarPlan.make(sources: try Self.templates([template: source])) == nil)
    }

    @Test("templates without a sidebar partial render per page")
    func noSidebar() throws {
        var sources = try Self.templates()
        sources["partials/sidebar"] = nil
        #expect(SidebarPlan.make(sources: sources) == nil)
    }

    @Test(
        "a page's sidebar keeps only its own entry's marked text",
        arguments: [
            (1, "<a href=\"a\" aria-current=\"page\">A</a><a href=\"b\">B</a>"),
            (2, "<a href=\"a\">A</a><a href=\"b\" aria-current=\"page\">B</a>"),
            (3, "<a href=\"a\">A</a><a href=\"b\">B</a>"),
        ])
    func resolvesMarkers(page: Int, expected: String) throws {
        let plan = try #require(SidebarPlan.make(sources: Self.templates()))
        let marked = [1, 2].map { number -> String in
            let name = number == 1 ? "a" : "b"
            return
                "<a href=\"\(name)\"\(Self.marked(" aria-current=\"page\"", page: number, plan: plan))>\(name.uppercased())</a>"
        }
        #expect(plan.resolve(marked.joined(), current: page) == expected)
    }

    @Test("nested marked text is kept only when every enclosing entry is the page's own")
    func nestedMarkers() throws {
        let plan = try #require(SidebarPlan.make(sources: Self.templates()))
        let html = "x" + Self.marked("[1" + Self.marked("[2]", page: 2, plan: plan) + "]", page: 1, plan: plan) + "y"
        #expect(plan.resolve(html, current: 1) == "x[1]y")
        #expect(plan.resolve(html, current: 2) == "xy")
    }

    @Test("the folder-wide sidebar's templates put marker keys where the isCurrent section was")
    func markedSources() throws {
        let plan = try #require(SidebarPlan.make(sources: Self.templates()))
        let item = try #require(plan.markedSources["partials/nav-item"])
        #expect(!item.contains("isCurrent"))
        #expect(item.contains("{{{docgenCurrentStart}}} aria-current=\"page\"{{{docgenCurrentEnd}}}"))
        #expect(plan.markedSources["partials/sidebar"] == (try Self.templates())["partials/sidebar"])
    }

    @Test("text that only looks like a marker is left as it is")
    func foreignMarkers() throws {
        let plan = try #require(SidebarPlan.make(sources: Self.templates()))
        let html = "a\u{0}docgen-current-guess:1\u{0}b\u{0}c"
        #expect(plan.resolve(html, current: 1) == html)
    }

    private static func marked(_ text: String, page: Int, plan: SidebarPlan) -> String {
        "\u{0}docgen-current-\(plan.nonce):\(page)\u{0}" + text + "\u{0}docgen-current-end-\(plan.nonce)\u{0}"
    }
}

extension SidebarPlan {
    /// One page's sidebar: the folder's sidebar with the marked text of the page's own entry
    /// kept and every other entry's removed, as `PageRenderer` gives it to the page.
    fileprivate func resolve(_ html: String, current page: Int) -> String {
        cut(html).html(for: page).text
    }
}
