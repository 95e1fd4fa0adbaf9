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
    }

    /// The previews of the pages at `indices`, on all cores; a page's examples are taken from
    /// `examples` when they were handed over there, and given back without their samples unless
    /// `keepsSamples`.
    static func draw(
        _ pages: [Page], results: PipelineResults, at indices: [Int], examples: TakeOnceSlots<[Int: CheckedExample]>,
        keepsSamples: Bool, drawer: Drawer
    )
        -> [Result]
    {
        indices.parallelMap { pageIndex in
            // The page's parts are read where they lie; a copy of the whole page cost more than drawing.
            let checked = examples.take(pageIndex) ?? results[pageIndex].checkedExamples
            var result = draw(
                checked, codeBlocks: pages[pageIndex].outline.codeBlocks, pageIndex: pageIndex,
                language: pages[pageIndex].language(siteLanguage: drawer.siteLanguage), drawer: drawer)
            if !keepsSamples { result.checked = checked.mapValues { $0.withoutSamples } }
            return result
        }
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
                        findings: findings))
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
