import DocGenCatalog
import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import DocGenMarkdown

/// The previews of one page.
enum CatalogPreviews {
    struct Result: Sendable {
        var previews: [Int: HTMLBytes] = [:]
        /// Where the previews are in the build's spill file instead, by fence line.
        var spilledPreviews = SpillFile.KeyedSpans()
        var entries: [CatalogEntry] = []
        var diagnostics: [Diagnostic] = []
        /// The page's check results without their samples, once they are drawn; nil when the
        /// build keeps the samples.
        var checked: [Int: CheckedExample]?
    }

    /// What draws a site's samples: its preview templates and model index, and its language.
    struct Drawer: Sendable {
        var templates: PreviewTemplates
        var models: PreviewModels
        var siteLanguage: String
        /// Checks each drawn preview's contrast and alt text.
        var accessibility = PreviewAccessibility(styleSheet: PreviewStyleSheet())
        /// The shared names of the entries it makes.
        var names = CatalogEntryNames()
    }

    /// The previews of the pages at `indices`, on all cores; a page's examples are taken from
    /// `examples` when they were handed over there, and given back without their samples unless
    /// `keepsSamples`.
    ///
    /// With a `spill` file, each page's previews are stored there as they are drawn, so that
    /// the site's previews are never all in memory.
    static func draw(
        _ pages: [Page], results: PipelineResults, at indices: [Int], examples: TakeOnceSlots<[Int: CheckedExample]>,
        keepsSamples: Bool, drawer: Drawer, spill: SpillFile? = nil
    )
        -> [Result]
    {
        indices.parallelMap { pageIndex in
            let checked = examples.take(pageIndex) ?? results[pageIndex].checkedExamples
            var result = draw(checked, of: pages, at: pageIndex, drawer: drawer, spill: spill)
            if !keepsSamples { result.checked = checked.mapValues { $0.withoutSamples } }
            return result
        }
    }

    /// The previews of the page at `pageIndex` of `pages`, from its `checked` examples; stored
    /// in `spill` when there is one.
    static func draw(
        _ checked: [Int: CheckedExample], of pages: [Page], at pageIndex: Int, drawer: Drawer, spill: SpillFile?
    ) -> Result {
        // The page's parts are read where they lie; a copy of the whole page cost more than drawing.
        var result = draw(
            checked, codeBlocks: pages[pageIndex].outline.codeBlocks, pageIndex: pageIndex,
            language: pages[pageIndex].language(siteLanguage: drawer.siteLanguage), drawer: drawer)
        if let spill { result.spill(to: spill) }
        return result
    }

    /// The previews of one page's checked examples, in the page's `language`.
    private static func draw(
        _ checkedExamples: [Int: CheckedExample], codeBlocks: [CodeBlock], pageIndex: Int, language: String, drawer: Drawer
    )
        -> Result
    {
        var result = Result()
        guard !checkedExamples.isEmpty, !drawer.templates.isEmpty else { return result }
        for block in codeBlocks {
            guard let checked = checkedExamples[block.position.line], checked.passed else { continue }
            var drawn: [HTMLBytes] = []
            for sample in checked.samples {
                guard let preview = drawer.templates.draw(sample, models: drawer.models, language: language) else { continue }
                result.diagnostics += preview.diagnostics
                // Previews live until their pages are written, in the page and in the catalog;
                // one compact copy serves both.
                let html = preview.html.compacted
                let findings = drawer.accessibility.findings(in: html.text)
                result.diagnostics += findings.map { $0.diagnostic(at: sample.location) }
                drawn.append(html)
                result.entries.append(
                    CatalogEntry(
                        component: preview.component, pageIndex: pageIndex, block: block, sample: sample, previewHTML: html,
                        findings: findings, names: drawer.names))
            }
            if drawn.count == 1 {
                result.previews[block.position.line] = drawn[0]
            } else if !drawn.isEmpty {
                var joined = HTMLBytes(capacity: drawn.reduce(0) { $0 + $1.count })
                for preview in drawn { joined.raw(preview) }
                result.previews[block.position.line] = joined
            }
        }
        return result
    }
}

extension CatalogPreviews.Result {
    /// Stores the page's previews in `spill` and keeps where they are instead; leaves them in
    /// memory when the file will not take them.
    ///
    /// The entries' previews are stored one after another in page order, so the previews of a
    /// block, which the page shows joined, are the span from its first entry's to its last's.
    fileprivate mutating func spill(to spill: SpillFile) {
        guard !entries.isEmpty, let spans = spill.store(entries.map(\.previewHTML.text)) else { return }
        var blocks: [Int: SpillFile.Span] = [:]
        for (entry, span) in zip(entries, spans) {
            let line = entry.blockLine
            if let first = blocks[line] {
                blocks[line] = SpillFile.Span(offset: first.offset, count: span.offset + span.count - first.offset)
            } else {
                blocks[line] = span
            }
        }
        // Every drawn preview has its entry: the block spans hold what `previews` held.
        guard Set(blocks.keys) == Set(previews.keys) else { return }
        entries = zip(entries, spans).map { entry, span in entry.spilled(at: span, in: spill) }
        (spilledPreviews, previews) = (SpillFile.KeyedSpans(blocks), [:])
    }
}
