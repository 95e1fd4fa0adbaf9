import DocGenMarkdown
import Testing

@testable import DocGenContent
@testable import DocGenSite

/// A link from a translated page goes to the page in the same language when it exists, and its
/// anchor is checked against that page.
@Suite struct TranslatedLinkTests {
    private static func page(_ path: String, _ markdown: String, lang: String? = nil) -> Page {
        var frontMatter = FrontMatter()
        frontMatter.lang = lang
        var page = Page(
            source: SourceFile(relativePath: path, url: .init(fileURLWithPath: "/x/\(path)"), displayPath: "Content/\(path)"),
            frontMatter: frontMatter, body: markdown)
        page.document = MarkdownParser.parse(markdown)
        return page
    }

    private static let pages = [
        page("basics/request.md", "# Request\n"),
        page("basics/request.es.md", "# Petición\n", lang: "es"),
        page("advanced/sessions.md", "# Sessions\n## Configuration\n"),
        page("advanced/sessions.es.md", "# Sesiones\n## Configuración\n", lang: "es"),
        page("advanced/sessions.de.md", "# Sitzungen\n## Konfiguration\n", lang: "de"),
        page("advanced/only-english.md", "# Only English\n## Setup\n"),
    ]

    private static let targets = LinkChecker(pages: pages, drafts: [], staticFiles: []).targets

    @Test(
        "links from a translation go to the same language's page when there is one",
        arguments: [
            // From the Spanish page: to the Spanish sessions page, anchor checked there.
            (1, "../advanced/sessions.md#configuración", "../advanced/sessions.es.html#configuración", nil),
            (1, "../advanced/sessions.md", "../advanced/sessions.es.html", nil),
            (1, "../advanced/sessions.md#configuration", "../advanced/sessions.es.html#configuration", "link-anchor"),
            // No Spanish version: the original, checked against its own anchors.
            (1, "../advanced/only-english.md#setup", "../advanced/only-english.html#setup", nil),
            // A link naming a translation itself is kept.
            (1, "../advanced/sessions.de.md#konfiguration", "../advanced/sessions.de.html#konfiguration", nil),
            // A link to the page's own original is a link to itself.
            (1, "request.md", "request.es.html", nil),
            // From the English page, nothing changes.
            (0, "../advanced/sessions.md#configuration", "../advanced/sessions.html#configuration", nil),
            (0, "../advanced/sessions.md#configuración", "../advanced/sessions.html#configuración", "link-anchor"),
        ] as [(Int, String, String?, String?)])
    func resolves(from: Int, destination: String, href: String?, rule: String?) {
        let resolver = LinkResolver(targets: Self.targets)
        let resolution = resolver.resolve(
            destination, isImage: false, in: Self.pages[from], at: SourcePosition(line: 3, column: 1))
        #expect(resolution.href == href)
        #expect(resolution.diagnostic?.rule == rule)
    }

    @Test("a translation's anchor links name the translated page as their target, for rebuilds")
    func anchorTarget() {
        let resolver = LinkResolver(targets: Self.targets)
        #expect(
            resolver.anchorTarget(of: "../advanced/sessions.md#configuración", in: Self.pages[1]) == "advanced/sessions.es.md")
        #expect(resolver.anchorTarget(of: "../advanced/sessions.md#configuration", in: Self.pages[0]) == "advanced/sessions.md")
    }
}
