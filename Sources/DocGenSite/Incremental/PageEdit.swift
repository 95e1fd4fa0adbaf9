import DocGenCatalog
import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import DocGenHighlight
import DocGenMarkdown
import DocGenMermaid
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One edited page read again and taken through the per-page steps (load, parse, diagrams,
/// examples, previews), before links, catalog, rendering and search, which need the others.
struct PageEdit {
    /// Why an edit cannot be rebuilt on its own.
    struct Refusal: Error {
        var message: String
    }

    /// The page's index in the retained pages.
    let index: Int
    /// The page as the per-page steps left it.
    let page: Page
    /// What those steps reported, every one located in the page's file.
    let diagnostics: [Diagnostic]
    /// The page's previewed samples, in block order.
    let entries: [CatalogEntry]

    /// Reads and processes the page at `index`; a refusal when the edit may reach other pages.
    static func make(
        _ index: Int, in site: RetainedSite, configuration: SiteConfiguration, cache: BuildCache
    ) -> Result<PageEdit, Refusal> {
        let old = site.context.pages[index]
        let display = old.source.displayPath
        let path = RetainedSite.path(of: old.source, in: configuration)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, old.source.path == path else {
            return .failure(Refusal(message: "'\(display)' is no longer a plain file"))
        }
        var diagnostics = DiagnosticBag()
        guard var page = Page.read(old.source, diagnostics: &diagnostics) else {
            return .failure(Refusal(message: "'\(display)' cannot be read as a page"))
        }
        // A translation's language comes from its file name when its front matter sets none.
        if page.frontMatter.lang == nil, let named = Translations.split(old.source.relativePath),
            old.frontMatter.lang == named.language
        {
            page.frontMatter.lang = named.language
        }
        guard page.frontMatter.lang == old.frontMatter.lang else {
            return .failure(Refusal(message: "the language of '\(display)', which the navigation and search use, changed"))
        }
        if page.frontMatter.draft && !configuration.includeDrafts {
            return .failure(Refusal(message: "'\(display)' became a draft"))
        }
        page.document = parse(page, cache: cache, diagnostics: &diagnostics)
        guard page.title == old.title, page.frontMatter.order == old.frontMatter.order else {
            return .failure(Refusal(message: "the title or order of '\(display)', which the navigation shows, changed"))
        }
        let drawn = DiagramDrawing.draw(page, with: MermaidRenderer(), cache: cache)
        page.diagrams = drawn.diagrams
        diagnostics.report(contentsOf: drawn.diagnostics)
        var entries: [CatalogEntry] = []
        if let typeIndex = site.context.typeIndex {
            let checker = ExampleChecker(
                index: typeIndex, rules: configuration.sampleRules, highlighter: SyntaxHighlighter.swiftHTML)
            let checked = ExampleCheckerLoader.check(page, with: checker, cache: cache)
            page.checkedExamples = checked.results
            page.highlightedCode = checked.highlighted
            diagnostics.report(contentsOf: checked.diagnostics)
            let drawer = CatalogPreviews.Drawer(
                templates: site.context.templates?.previews ?? .none, models: PreviewModels(index: typeIndex),
                siteLanguage: configuration.language)
            let previews = CatalogPreviews.draw(page, pageIndex: index, drawer: drawer)
            page.previews = previews.previews
            entries = previews.entries
            diagnostics.report(contentsOf: previews.diagnostics)
            // Diagnostics are replaced by file; one without a file could not be taken back later.
            let before =
                site.hasUnlocatedPreviewDiagnostics && !old.checkedExamples.isEmpty
                ? CatalogPreviews.draw(old, pageIndex: index, drawer: drawer).diagnostics : []
            if (before + previews.diagnostics).contains(where: { $0.location == nil }) {
                return .failure(Refusal(message: "a preview in '\(display)' reports a problem without a location"))
            }
        }
        guard diagnostics.all.allSatisfy({ $0.location?.file == display }) else {
            return .failure(Refusal(message: "'\(display)' reports a problem in another file"))
        }
        return .success(PageEdit(index: index, page: page, diagnostics: diagnostics.all, entries: entries))
    }

    private static func parse(_ page: Page, cache: BuildCache, diagnostics: inout DiagnosticBag) -> Document {
        let path = page.source.relativePath
        let firstLine = page.frontMatter.bodyStartLine
        let document =
            cache.document(for: path, body: page.body, firstLine: firstLine)
            ?? MarkdownParser.parse(page.body, firstLine: firstLine)
        cache.store(document, for: path, body: page.body, firstLine: firstLine)
        diagnostics.report(contentsOf: document.nestingWarnings(in: page.source.displayPath))
        return document
    }
}
