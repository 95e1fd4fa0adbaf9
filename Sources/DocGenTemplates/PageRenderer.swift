import DocGenConcurrency
import DocGenContent
import DocGenMarkdown

/// The one way a page goes through the templates, in a build and in `docgen serve`: its context
/// (`PageContext`), with the sidebar rendered once per output folder when the templates allow it
/// (`SidebarPlan`) and once per page otherwise.
package struct PageRenderer: Sendable {
    private let templates: TemplateSet
    private let builder: PageContext
    /// The folder-wide sidebar of each sidebar key, cut at its markers; empty without a plan.
    private let sidebars: [String: CutSidebar]

    /// Renders the folder-wide sidebars of the pages at `indices` (every page by default), on all cores.
    package init(templates: TemplateSet, builder: PageContext, indices: [Int]? = nil) {
        self.templates = templates
        self.builder = builder
        guard let plan = templates.sidebarPlan else {
            sidebars = [:]
            return
        }
        var representatives: [String: Int] = [:]
        for index in indices ?? Array(builder.pages.indices) {
            let key = builder.sidebarKey(for: index)
            if representatives[key] == nil { representatives[key] = index }
        }
        let groups = representatives.sorted { $0.value < $1.value }
        let rendered = groups.parallelMap { group in
            templates.renderSidebar(context: builder.sidebarContext(for: group.value, plan: plan)).map(plan.cut)
        }
        var sidebars: [String: CutSidebar] = [:]
        for (group, sidebar) in zip(groups, rendered) { sidebars[group.key] = sidebar }
        self.sidebars = sidebars
    }

    /// One page rendered through `template`; nil when the template cannot be rendered.
    package func renderPage(_ template: String, index: Int, contentHTML: HTMLBytes) -> HTMLBytes? {
        guard templates.sidebarPlan != nil, let sidebar = sidebars[builder.sidebarKey(for: index)] else {
            return templates.render(template, context: builder.make(for: index, contentHTML: contentHTML))
        }
        let sidebarHTML = sidebar.html(for: index)
        let context = builder.make(for: index, contentHTML: contentHTML, sidebarHTML: sidebarHTML)
        return templates.renderPage(template, context: context)
    }
}
