import DocGenContent
import DocGenMarkdown
import Foundation

/// The one way a page goes through the templates, in a build and in `docgen serve`: its context
/// (`PageContext`), with the sidebar rendered once per output folder when the templates allow it
/// (`SidebarPlan`) and once per page otherwise.
package struct PageRenderer: Sendable {
    private let templates: TemplateSet
    private let builder: PageContext
    /// The folder-wide sidebars that several pages share, cut at their markers; nil without a plan.
    private let sidebars: SharedSidebars?

    /// Counts which pages of `indices` (every page by default) share a folder-wide sidebar.
    ///
    /// Each shared sidebar is rendered by the first of its pages to be rendered and let go once
    /// the last has taken it: rendered up front and held to the end, they grew with the site.
    /// A sidebar only one page shows, as in a long section whose window moves on every few
    /// pages, is rendered with its page.
    package init(templates: TemplateSet, builder: PageContext, indices: [Int]? = nil) {
        self.templates = templates
        self.builder = builder
        guard templates.sidebarPlan != nil else {
            sidebars = nil
            return
        }
        var uses: [String: Int] = [:]
        for index in indices ?? Array(builder.pages.indices) { uses[builder.sidebarKey(for: index), default: 0] += 1 }
        sidebars = SharedSidebars(uses: uses.filter { $0.value > 1 })
    }

    /// One page rendered through `template`; nil when the template cannot be rendered.
    package func renderPage(
        _ template: String, index: Int, contentHTML: HTMLBytes, headings: [PageOutline.Heading]
    ) -> HTMLBytes? {
        guard let plan = templates.sidebarPlan else {
            return templates.render(template, context: builder.make(for: index, contentHTML: contentHTML, headings: headings))
        }
        let render = { templates.renderSidebar(context: builder.sidebarContext(for: index, plan: plan)).map(plan.cut) }
        guard let sidebar = sidebars?.sidebar(for: builder.sidebarKey(for: index), make: render) ?? render() else {
            return templates.render(template, context: builder.make(for: index, contentHTML: contentHTML, headings: headings))
        }
        let sidebarHTML = sidebar.html(for: index)
        let context = builder.make(for: index, contentHTML: contentHTML, headings: headings, sidebarHTML: sidebarHTML)
        return templates.renderPage(template, context: context)
    }
}

/// The sidebars several pages share, each rendered once, by the first of its pages to ask, and
/// let go when the last of them has taken it.
private final class SharedSidebars: @unchecked Sendable {
    /// One shared sidebar: how many of its pages have yet to take it, and the sidebar once made.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var remaining: Int
        var sidebar: CutSidebar?
        var isMade = false

        init(remaining: Int) { self.remaining = remaining }
    }

    private let lock = NSLock()
    private var slots: [String: Slot]

    /// Slots for the sidebar keys several pages share, with how many pages share each.
    init(uses: [String: Int]) {
        slots = uses.mapValues(Slot.init)
    }

    /// The sidebar of `key`, made by `make` for the first page that asks; nil for a key no
    /// pages share, or when it could not be made.
    func sidebar(for key: String, make: () -> CutSidebar?) -> CutSidebar? {
        lock.lock()
        guard let slot = slots[key] else {
            lock.unlock()
            return nil
        }
        slot.remaining -= 1
        if slot.remaining == 0 { slots[key] = nil }
        lock.unlock()
        // A page of the same sidebar asking meanwhile waits for it rather than making another.
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if !slot.isMade { (slot.sidebar, slot.isMade) = (make(), true) }
        return slot.sidebar
    }
}
