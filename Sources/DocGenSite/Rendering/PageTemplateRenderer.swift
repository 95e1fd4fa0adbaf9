import DocGenContent
import DocGenMarkdown
import DocGenTemplates

/// Renders one page through the templates, as the render step does for every page.
///
/// `docgen serve` uses it to re-render an edited page alone; a test compares the result with a
/// full build's, so the two cannot drift apart.
enum PageTemplateRenderer {
    /// The finished HTML of `pages[index]` with its body HTML; nil when the template fails.
    static func render(
        _ index: Int, contentHTML: HTMLBytes, pages: [Page], navigation: NavigationTree, templates: TemplateSet,
        configuration: SiteConfiguration
    ) -> HTMLBytes? {
        let builder = PageContext(
            configuration: configuration, pages: pages, navigation: navigation, generator: "docgen \(DocGenVersion.current)",
            ui: templates.ui)
        let template = templates.template(forPageAt: pages[index].outputPath)
        return templates.render(template, context: builder.make(for: index, contentHTML: contentHTML))
    }
}
