import DocGenConcurrency
import DocGenContent
import DocGenMarkdown

/// The one way a page goes through the templates, in a build and in `docgen serve`: its context
/// (`PageContext`), with the sidebar rendered once per output folder when the templates allow it
/// (`SidebarPlan`) and once per page otherwise.
package struct PageRenderer: Sendable {
    private let templates: TemplateSet
    private let builder: PageContext
    /// The folder-wide sidebar of each sidebar key that several pages share, cut at its
    /// markers; empty without a plan.
    private let sidebars: [String: CutSidebar]

    /// Renders the folder-wide sidebars of the pages at `indices` (every page by default), on all cores.
    ///
    /// A sidebar only one page shows, as each page of a long section has its own, is rendered
    /// with its page instead: held for every page until the last is rendered, they grew with
    /// the site.
    package init(templates: TemplateSet, builder: PageContext, indices: [Int]? = nil) {
        self.templates = templates
        self.builder = builder
        guard let plan = templates.sidebarPlan else {
            sidebars = [:]
            return
        }
        var representatives: [String: (index: Int, shared: Bool)] = [:]
        for index in indices ?? Array(builder.pages.indices) {
            let key = builder.sidebarKey(for: index)
            representatives[key] = representatives[key].map { ($0.index, true) } ?? (index, false)
        }
        let groups = representatives.compactMap { $1.shared ? (key: $0, value: $1.index) : nil }.sorted { $0.value < $1.value }
        let rendered = groups.parallelMap { group in
            templates.renderSidebar(context: builder.sidebarContext(for: group.value, plan: plan)).map(plan.cut)
        }
        var sidebars: [String: CutSidebar] = [:]
        for (group, sidebar) in zip(groups, rendered) { sidebars[group.key] = sidebar }
        self.sidebars = sidebars
    }

    /// One page rendered through `template`; nil when the template cannot be rendered.
    package func renderPage(_ template: String, index: Int, contentHTML: HTMLBytes) -> HTMLBytes? {
        guard let plan = templates.sidebarPlan,
            let sidebar = sidebars[builder.sidebarKey(for: index)]
                ?? templates.renderSidebar(context: builder.sidebarContext(for: index, plan: plan)).map(plan.cut)
        else {
            return templates.render(template, context: builder.make(for: index, contentHTML: contentHTML))
        }
        let sidebarHTML = sidebar.html(for: index)
        let context = builder.make(for: index, contentHTML: contentHTML, sidebarHTML: sidebarHTML)
        return templates.renderPage(template, context: context)
    }
}
