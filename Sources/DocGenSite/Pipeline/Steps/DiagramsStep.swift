import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import DocGenMermaid

extension BuildStep {
    /// Draws every ```mermaid block as inline SVG, so pages need no script to show diagrams.
    ///
    /// A diagram with a syntax error is reported at its line and column and shown on the page as
    /// its source with the message; the build still writes the site (the error fails `check`).
    public static let diagrams = BuildStep("diagrams", isPageLocal: true) { context in
        let renderer = MermaidRenderer()
        let cache = context.cache
        let indices = context.pagesInScope
        // A one-off build that parses its pages again keeps each SVG in the spill file until its
        // page is rendered, as it does the page's Markdown: a diagram weighs several kilobytes.
        let spill = context.keepsResults ? nil : context.spill
        let drawn = DiagramDrawing.draw(
            context.pages, at: indices, results: context.results, with: renderer, cache: cache, spill: spill,
            codeSpill: context.spill)
        for (index, (diagrams, spilled, diagnostics)) in zip(indices, drawn) {
            context.diagnostics.report(contentsOf: diagnostics)
            (context.results[index].diagrams, context.results[index].spilledDiagrams) = (diagrams, spilled)
        }
    }
}

/// The diagrams of one page.
enum DiagramDrawing {
    /// The diagrams of the pages at `indices`, on all cores: each page's by fence line, and
    /// their diagnostics in block order.
    ///
    /// With a `spill` file, each SVG is stored there and its diagram keeps no SVG; the spans
    /// say where each is, by fence line. Code the parse step stored is read from `codeSpill`.
    static func draw(
        _ pages: [Page], at indices: [Int], results: PipelineResults, with renderer: MermaidRenderer, cache: BuildCache?,
        spill: SpillFile?, codeSpill: SpillFile?
    )
        -> [(diagrams: [Int: RenderedDiagram], spilled: SpillFile.KeyedSpans, diagnostics: [Diagnostic])]
    {
        // Each task reads the two parts of its page it needs; a copy of the whole page costs more.
        indices.parallelMap { index in
            var (diagrams, diagnostics) = draw(
                results[index].codeBlocks(of: pages[index], spill: codeSpill) { $0.language == "mermaid" },
                file: pages[index].source.displayPath, with: renderer, cache: cache)
            guard let spill, let spans = spill.store(diagrams.compactMapValues(\.svg)) else {
                return (diagrams, [:], diagnostics)
            }
            for line in spans.keys { diagrams[line]?.svg = nil }
            return (diagrams, spans, diagnostics)
        }
    }

    /// One page's diagrams, from its code blocks, read from a page at `file`.
    private static func draw(
        _ codeBlocks: [CodeBlock], file: String, with renderer: MermaidRenderer, cache: BuildCache?
    ) -> (diagrams: [Int: RenderedDiagram], diagnostics: [Diagnostic]) {
        var drawn: [Int: RenderedDiagram] = [:]
        var diagnostics: [Diagnostic] = []
        var number = 0
        for block in codeBlocks where block.language == "mermaid" {
            number += 1
            let output =
                cache?.diagram(for: block.code, file: file, firstLine: block.firstCodeLine, number: number)
                ?? renderer.render(block.code, file: file, firstLine: block.firstCodeLine, idPrefix: "diagram-\(number)")
            cache?.store(diagram: output, for: block.code, file: file, firstLine: block.firstCodeLine, number: number)
            diagnostics += output.diagnostics
            drawn[block.position.line] = RenderedDiagram(
                svg: output.svg, problems: output.diagnostics.filter { $0.severity >= .warning }.map(\.description),
                failed: output.diagnostics.contains { $0.severity == .error })
        }
        return (drawn, diagnostics)
    }
}
