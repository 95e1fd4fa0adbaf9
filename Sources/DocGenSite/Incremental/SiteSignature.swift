import DocGenContent
import DocGenTemplates

/// A hash of everything a rendered page depends on besides its own body: every page's place
/// in the navigation, the templates and the site settings.
enum SiteSignature {
    static func make(_ pages: [Page], templates: TemplateSet, configuration: SiteConfiguration) -> Int {
        var hasher = Hasher()
        for page in pages {
            hasher.combine(page.outputPath)
            hasher.combine(page.title)
            hasher.combine(page.frontMatter.order)
            hasher.combine(page.frontMatter.description)
            hasher.combine(page.frontMatter.lang)
            hasher.combine(page.frontMatter.tags)
            hasher.combine(page.frontMatter.params.description)
            hasher.combine(page.outline.headings.map(\.anchor))
        }
        hasher.combine(templates.signature)
        hasher.combine(configuration.title)
        hasher.combine(configuration.language)
        hasher.combine(configuration.baseURL)
        hasher.combine(configuration.logo)
        hasher.combine(configuration.accentColor)
        hasher.combine(configuration.stylesheet)
        hasher.combine(configuration.editURL)
        return hasher.finalize()
    }
}
