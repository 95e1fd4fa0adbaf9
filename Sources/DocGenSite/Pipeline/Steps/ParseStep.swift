import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import Foundation

extension BuildStep {
    /// Parses every page's Markdown with cmark-gfm, on all cores.
    public static let parse = BuildStep("parse", isPageLocal: true) { context in
        let cache = context.cache
        let indices = context.pagesInScope
        // A one-off build that renders keeps no page's tree in memory past this step: each is
        // let go on the core that made it, once its outline is, and waits for the render step
        // in the build's spill file (`SpillFile`) as bytes (`DocumentArchive`), which read back
        // in a fraction of the time parsing takes. When the file would not take them, the
        // Markdown text waits there instead, and the page is parsed again. One that does not
        // render frees the text. A rebuild in the same process keeps both: it compares the text
        // to reuse the parsed document.
        let parsesAgain = !context.keepsResults && context.rendersPages
        // The load step put most pages' text in the spill file already, and each run reads back
        // its own.
        if parsesAgain, context.scope == nil, context.spill == nil { context.spill = SpillFile() }
        var parsed = parseInRuns(
            context.pages, at: indices, markdown: Markdown(results: context.results, spill: context.spill), cache: cache,
            keepsDocuments: !parsesAgain, codeSpill: parsesAgain ? context.spill : nil)
        for (index, (document, _, _)) in zip(indices, parsed) {
            context.diagnostics.report(contentsOf: document.nestingWarnings(in: context.pages[index].source.displayPath))
        }
        // Each document and outline is moved out of the results into its page, not copied and
        // then freed with the results: taken from the end, so each is the last element.
        while let (document, outline, spilled) = parsed.popLast() {
            let index = indices[parsed.count]
            context.pages[index].setDocument(document, outline: outline)
            context.results[index].spilledCodeBlocks = spilled.codeBlocks
            context.results[index].spilledLinks = spilled.links
            if parsesAgain {
                context.pages[index].releaseDocument()
                if let span = spilled.document {
                    context.results[index].spilledDocument = span
                    context.results[index].spilledMarkdown = nil
                    context.pages[index].body = ""
                } else if context.results[index].spilledMarkdown == nil,
                    let span = context.spill?.store([context.pages[index].body])?.first
                {
                    context.results[index].spilledMarkdown = span
                    context.pages[index].body = ""
                }
            } else if !context.keepsResults {
                context.pages[index].body = ""
            }
        }
        // Drafts are parsed only so that links to them can be told apart from broken links; a
        // scope has none.
        guard context.scope == nil else { return }
        let drafts = context.drafts.parallelMap { MarkdownParser.parse($0.body) }
        for (index, document) in drafts.enumerated() { context.drafts[index].document = document }
    }

    /// The document and outline of each page at `indices`, in their order, on all cores.
    ///
    /// Pages are parsed in runs of consecutive pages, each on one core: cmark-gfm runs one
    /// inline phase at a time in the process, and a run reads its next page's blocks instead of
    /// waiting for it (`MarkdownParser.parse(batch:)`). Runs are short enough to keep every core
    /// busy to the end.
    /// Without `keepsDocuments`, each document comes back empty but for its warnings. With a
    /// `codeSpill`, each outline comes back as a one-off build that renders reads it
    /// (`lighten(_:spill:)`), with where its code is, in block order, and where its document is.
    private static func parseInRuns(
        _ pages: [Page], at indices: [Int], markdown: Markdown, cache: BuildCache?, keepsDocuments: Bool,
        codeSpill: SpillFile?
    ) -> [(Document, PageOutline, Spilled)] {
        let runLength = max(1, min(32, indices.count / (4 * ProcessInfo.processInfo.activeProcessorCount)))
        let runs = stride(from: 0, to: indices.count, by: runLength).map { indices[$0..<min(indices.count, $0 + runLength)] }
        return runs.parallelMap { run -> [(Document, PageOutline, Spilled)] in
            let bodies = markdown.bodies(of: pages, at: run)
            var documents = run.indices.map { position in
                cache?.document(
                    for: pages[run[position]].source.relativePath, body: bodies[position - run.startIndex],
                    firstLine: pages[run[position]].frontMatter.bodyStartLine)
            }
            let unparsed = run.indices.filter { documents[$0 - run.startIndex] == nil }
            let fresh = MarkdownParser.parse(
                batch: unparsed.map {
                    (bodies[$0 - run.startIndex], pages[run[$0]].frontMatter.bodyStartLine, pages[run[$0]].markdownOptions)
                })
            for (position, document) in zip(unparsed, fresh) {
                let index = run[position]
                cache?.store(
                    document, for: pages[index].source.relativePath, body: bodies[position - run.startIndex],
                    firstLine: pages[index].frontMatter.bodyStartLine)
                documents[position - run.startIndex] = document
            }
            let archived = codeSpill?.store(bytes: documents.map { DocumentArchive.bytes(of: $0 ?? Document(blocks: [])) })
            var outlines = documents.map { PageOutline($0 ?? Document(blocks: [])) }
            let codeSpans = outlines.indices.map { position in codeSpill.map { lighten(&outlines[position], spill: $0) } ?? [] }
            // The links wait for the links step in the spill file too, a run's in one go.
            let links = codeSpill?.store(bytes: outlines.map { PageOutline.Link.bytes(of: $0.links) })
            if links != nil {
                for position in outlines.indices { outlines[position].links = [] }
            }
            return documents.enumerated().map { position, document in
                let document = document ?? Document(blocks: [])
                return (
                    keepsDocuments ? document : Document(blocks: [], warnings: document.warnings), outlines[position],
                    Spilled(codeBlocks: codeSpans[position], document: archived?[position], links: links?[position])
                )
            }
        }.flatMap { $0 }
    }

    /// Where a page's code blocks, parsed document and links are in the spill file.
    private struct Spilled: Sendable {
        var codeBlocks: [SpillFile.Span]
        var document: SpillFile.Span?
        var links: SpillFile.Span?
    }
}

extension BuildStep {
    /// Lets go of what a one-off build that renders never reads in `outline`; returns where
    /// each block's code is, in block order, or nothing when `spill` would not take it.
    ///
    /// The headings go (but the first title, which the outline keeps apart): the render task
    /// takes the table of contents from the tree it parses again. The code of the code blocks
    /// goes to `spill`, where the diagrams and examples steps read it back
    /// (`PageResults.codeBlocks(of:spill:)`); when the file would not take it, the outline keeps it.
    ///
    /// Held from the parse step on, every page's code and headings were the largest part of
    /// the outlines, which a one-off build holds to the end of its links step.
    fileprivate static func lighten(_ outline: inout PageOutline, spill: SpillFile) -> [SpillFile.Span] {
        outline.headings = []
        let blocks = outline.codeBlocks
        guard !blocks.isEmpty, let spans = spill.store(blocks.map(\.code)) else { return [] }
        for index in blocks.indices { outline.codeBlocks[index].code = "" }
        return spans
    }
}

/// Where the parse step finds each page's Markdown: in the page, or in the spill file where the
/// load step put it.
private struct Markdown: Sendable {
    var results: PipelineResults
    var spill: SpillFile?

    /// The Markdown of the pages at `indices`, in their order, read back in one go where the
    /// spill file holds it.
    ///
    /// A text that cannot be read back parses as an empty page here; the render step, reading
    /// it again, reports the page as unreadable.
    func bodies(of pages: [Page], at indices: ArraySlice<Int>) -> [String] {
        let spans = indices.compactMap { results[$0].spilledMarkdown }
        let read = spans.isEmpty ? [] : spill?.texts(spans) ?? Array(repeating: "", count: spans.count)
        var next = read.makeIterator()
        return indices.map { index in
            results[index].spilledMarkdown == nil ? pages[index].body : next.next() ?? ""
        }
    }
}

extension Document {
    /// The warnings cmark-gfm's nesting limits gave while parsing, as diagnostics in `file`.
    func nestingWarnings(in file: String) -> [Diagnostic] {
        warnings.map { warning in
            .warning(
                warning.message,
                at: SourceLocation(file: file, line: warning.position.line, column: warning.position.column),
                rule: "markdown-nesting")
        }
    }
}
