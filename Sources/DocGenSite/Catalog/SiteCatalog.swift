import DocGenCatalog
import DocGenContent
import DocGenDiagnostics

/// The catalog step's work, done in one place.
///
/// A preview for every sample of a passing example, and the catalog (every preview by
/// component, linked back to its document) and the model reference pages added to the site.
/// `ScopedCatalog` does it again on a scope of `docgen serve`.
enum SiteCatalog {
    /// Draws the context's previews and adds the catalog and model pages to its pages.
    static func add(to context: inout BuildContext) throws {
        guard let index = context.typeIndex, let drawer = drawer(for: context) else { return }
        let previews = drawer.templates
        let reference = ModelReferencePages(
            index: index, configuration: context.configuration, ui: context.templates?.ui ?? .builtIn,
            staticFiles: context.staticFiles)
        if context.scope != nil { return try ScopedCatalog.redo(&context, drawer: drawer, reference: reference) }
        // `docgen serve` keeps the entries and samples to remake catalog pages after an edit.
        // A one-off build's examples step drew each page's previews as soon as it made the
        // page's samples and let the samples go, so the site's samples are never in memory
        // together; the previews of a page it did not draw are drawn here.
        let keepsSamples = context.keepsResults
        var drawn = context.pages.indices.map { context.results[$0].takeDrawnPreviews() }
        let undrawn = drawn.indices.filter { drawn[$0] == nil }
        let examples = TakeOnceSlots(
            keepsSamples
                ? []
                : context.pages.indices.map { drawn[$0] == nil ? context.results[$0].takeCheckedExamples() : nil })
        let redrawn = CatalogPreviews.draw(
            context.pages, results: context.results, at: undrawn, examples: examples, keepsSamples: keepsSamples,
            drawer: drawer, spill: context.spill)
        for (pageIndex, result) in zip(undrawn, redrawn) { drawn[pageIndex] = result }
        var entries: [CatalogEntry] = []
        for (pageIndex, result) in drawn.enumerated() {
            guard let result else { continue }
            if let checked = result.checked { context.results[pageIndex].checkedExamples = checked }
            context.results[pageIndex].previews = result.previews
            context.results[pageIndex].spilledPreviews = result.spilledPreviews
            context.diagnostics.report(contentsOf: result.diagnostics)
            entries += result.entries
        }
        let mentions = reference.mentions(in: context.pages)
        if keepsSamples {
            (context.kept.catalogEntries, context.kept.mentions) = (entries, mentions)
        } else {
            // Read for the mentions only: every page's would otherwise wait to the links step.
            for index in context.pages.indices { context.pages[index].releaseCodeSpans() }
        }
        var generated = CatalogPages(
            entries: entries, components: previews.components, pages: context.pages, configuration: context.configuration,
            ui: context.templates?.ui ?? .builtIn
        ).generate()
        generated += reference.pages(entries: entries, pages: context.pages, mentions: mentions)
        // A content page at a generated page's path is an error: neither may silently replace the other.
        var taken: [String: String] = [:]
        for page in context.pages { taken[page.outputPath] = page.source.displayPath }
        for page in generated {
            if let source = taken[page.outputPath] {
                context.diagnostics.report(
                    .error(
                        "'\(source)' would be written to '\(page.outputPath)', where docgen writes its generated page '\(page.title)'; rename it",
                        at: SourceLocation(file: source, line: 1), rule: "output-collision"))
            } else {
                context.pages.append(page)
            }
        }
        let written = Set(context.pages.map(\.outputPath))
        let symbolPages = reference.symbolPages.filter { written.contains($0.value) }
        context.symbols = SymbolTargets(
            pages: symbolPages,
            anchors: symbolPages.keys.reduce(into: [:]) { anchors, name in
                if let type = index.types[name] { anchors[name] = ModelPageWriter.memberAnchors(of: type) }
            })
    }

    /// What draws the context's samples: its preview templates and model index; nil before
    /// the examples step has read the models, or without any.
    static func drawer(for context: BuildContext) -> CatalogPreviews.Drawer? {
        guard let index = context.typeIndex else { return nil }
        return CatalogPreviews.Drawer(
            templates: context.templates?.previews ?? .none, models: PreviewModels(index: index),
            siteLanguage: context.configuration.language,
            accessibility: PreviewAccessibility(
                styleSheet: PreviewStyleSheets.read(templates: context.templates, configuration: context.configuration)))
    }
}
