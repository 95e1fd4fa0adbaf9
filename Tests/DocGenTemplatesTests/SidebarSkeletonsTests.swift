import DocGenCatalog
import Foundation
import Mustache
import Testing

@testable import DocGenContent
@testable import DocGenTemplates

@Suite struct SidebarSkeletonsTests {
    static let defaultItem = try? SidebarPlanTests.templates()["partials/nav-item"]

    /// A sidebar entry as `PageContext.navigationItems` makes it, with the plan's markers.
    static func entry(
        _ title: String, url: String? = nil, page: Int? = nil, section: Bool = false, open: Bool = false,
        current: Bool = false, children: [[String: Any]] = [], plan: SidebarPlan
    ) -> [String: Any] {
        var entry: [String: Any] = [
            "title": title, "url": url ?? "", "hasURL": url != nil, "isSection": section, "isCurrent": current,
            "isOpen": open, "children": children, "hasChildren": !children.isEmpty, "lang": "", "hasLang": false,
        ]
        entry.merge(plan.currentMarkers(page: page)) { $1 }
        return entry
    }

    /// Every kind of entry: pages and sections, open and closed, nested three deep, titles that
    /// need escaping, and a section without a page.
    static func nav(plan: SidebarPlan) -> [[String: Any]] {
        let leaves = [
            entry("Tom & \"Jerry\" <b>", url: "a/b.html?x=1&y=2", page: 3, plan: plan),
            entry("배너 정책", url: "../ko/배너.html", page: 4, current: true, plan: plan),
            entry("Plain", url: "c.html", page: 5, plan: plan),
        ]
        let inner = entry("Inner", url: "inner/index.html", page: 6, section: true, open: true, children: leaves, plan: plan)
        return [
            entry("Home", url: "index.html", page: 0, plan: plan),
            entry("Closed", url: "closed/index.html", page: 1, section: true, plan: plan),
            entry(
                "No page", section: true, open: true, children: [inner, entry("Last", url: "", page: 7, plan: plan)], plan: plan),
            entry("", url: "empty-title.html", page: 8, plan: plan),
        ]
    }

    static func parts(_ entryTemplate: String, sidebar: String? = nil) throws -> (SidebarPlan, MustacheLibrary) {
        var changes = ["partials/nav-item": entryTemplate]
        if let sidebar { changes["partials/sidebar"] = sidebar }
        let sources = try SidebarPlanTests.templates(changes)
        let plan = try #require(SidebarPlan.make(sources: sources))
        TemplateEscaping.register()
        var templates: [String: MustacheTemplate] = [:]
        for (name, source) in sources.merging(plan.markedSources, uniquingKeysWith: { $1 }) {
            templates[name] = try MustacheTemplate(string: TemplateEscaping.pragma + source)
        }
        return (plan, MustacheLibrary(templates: templates))
    }

    @Test(
        "a sidebar made from entry skeletons has the bytes swift-mustache renders",
        arguments: [
            "default",
            "<li>{{#hasURL}}<a href=\"{{url}}\">{{{title}}}</a>{{/hasURL}}{{^hasURL}}{{title}}{{/hasURL}}<ul>{{#children}}{{> partials/nav-item}}{{/children}}</ul></li>",
            "{{! an entry }}\n<li class=\"{{#isOpen}}open{{/isOpen}}\">\n  {{title}}{{#isCurrent}} (here){{/isCurrent}}\n{{#children}}\n{{> partials/nav-item}}\n{{/children}}\n{{^children}}\n  <i>leaf</i>\n{{/children}}\n</li>\n",
            "<li>{{#title}}[{{title}}]{{/title}}{{^title}}untitled{{/title}} {{url}}{{#hasChildren}}<ol>{{#children}}{{> partials/nav-item}}{{/children}}</ol>{{/hasChildren}}</li>",
        ])
    func sameBytes(entryTemplate: String) throws {
        let source = try #require(entryTemplate == "default" ? Self.defaultItem : entryTemplate)
        let (plan, library) = try Self.parts(source)
        let skeletons = try #require(SidebarSkeletons(plan: plan, library: library))
        for nav in [Self.nav(plan: plan), [], Array(Self.nav(plan: plan).prefix(1))] {
            let expected = library.render(["nav": nav], withTemplate: SidebarPlan.partial)
            #expect(skeletons.render(nav: nav) == expected)
        }
        // Skeletons come from the first entries of a shape; other text must fill them alike.
        let renamed = Self.nav(plan: plan).reversed().map { entry -> [String: Any] in
            var entry = entry
            if let title = entry["title"] as? String, !title.isEmpty { entry["title"] = title + " 'again' >" }
            return entry
        }
        #expect(
            skeletons.render(nav: Array(renamed)) == library.render(["nav": Array(renamed)], withTemplate: SidebarPlan.partial))
    }

    @Test("text around the entry partial in the sidebar's loop repeats between entries")
    func textAroundEntries() throws {
        let sidebar = "<ul>{{#nav}}<li>{{> partials/nav-item}}</li>\n{{/nav}}</ul>"
        let (plan, library) = try Self.parts(
            "<a href=\"{{url}}\">{{title}}</a>{{#children}}{{> partials/nav-item}}{{/children}}", sidebar: sidebar)
        let skeletons = try #require(SidebarSkeletons(plan: plan, library: library))
        let nav = Self.nav(plan: plan)
        #expect(skeletons.render(nav: nav) == library.render(["nav": nav], withTemplate: SidebarPlan.partial))
    }

    @Test("the repository's templates render each entry with partials/nav-item")
    func defaultTemplatesQualify() throws {
        let (plan, library) = try Self.parts(try #require(Self.defaultItem))
        #expect(SidebarSkeletons(plan: plan, library: library)?.entryTemplate == "partials/nav-item")
    }

    @Test(
        "templates whose sidebar is more than its entries' renders put together render it through swift-mustache",
        arguments: [
            ("<li>{{title}}{{#children}}<b>{{title}}</b>{{> partials/nav-item}}{{/children}}</li>", nil),
            ("<li>{{title}}{{#children}}\n  {{> partials/nav-item}}\n{{/children}}</li>", nil),
            ("<li>{{title}}{{#children}}{{> partials/nav-item}}{{> partials/nav-item}}{{/children}}</li>", nil),
            ("<li>{{title}}{{children}}</li>", nil),
            ("<li>{{title}}{{> partials/nav-item}}</li>", nil),
            ("<li>{{url}}</li>", "<ul>{{#nav}}{{> partials/nav-item}}{{/nav}}{{^nav}}none{{/nav}}</ul>"),
            ("<li>{{url}}</li>", "<ul>{{#nav}}\n  {{> partials/nav-item}}\n{{/nav}}</ul>"),
            ("<li>{{#hasURL}}link{{/hasURL}}</li>", nil),
        ] as [(String, String?)])
    func declines(entryTemplate: String, sidebar: String?) throws {
        let (plan, library) = try Self.parts(entryTemplate, sidebar: sidebar)
        #expect(SidebarSkeletons(plan: plan, library: library) == nil)
    }

    @Test("an entry with a key the skeletons do not know makes the folder render through swift-mustache")
    func unknownEntry() throws {
        let (plan, library) = try Self.parts(try #require(Self.defaultItem))
        let skeletons = try #require(SidebarSkeletons(plan: plan, library: library))
        var nav = Self.nav(plan: plan)
        nav[1]["badge"] = "new"
        #expect(skeletons.render(nav: nav) == nil)
        nav[1]["badge"] = nil
        nav[1]["isOpen"] = 1
        #expect(skeletons.render(nav: nav) == nil)
        // Text where a flag was is still text: it fills a skeleton of its own.
        nav[1]["isOpen"] = "yes"
        #expect(skeletons.render(nav: nav) == library.render(["nav": nav], withTemplate: SidebarPlan.partial))
    }
}
