import DocGenDiagnostics
import DocGenMarkdown

extension BuildStep {
    /// Parses every page's Markdown with cmark-gfm, on all cores.
    public static let parse = BuildStep("parse") { context in
        let cache = context.cache
        var parsed = context.pages.parallelMap { page -> (Document, PageOutline) in
            let path = page.source.relativePath
            let firstLine = page.frontMatter.bodyStartLine
            if let cached = cache?.document(for: path, body: page.body, firstLine: firstLine) {
                return (cached, PageOutline(cached))
            }
            let document = MarkdownParser.parse(page.body, firstLine: firstLine)
            cache?.store(document, for: path, body: page.body, firstLine: firstLine)
            return (document, PageOutline(document))
        }
        for index in parsed.indices {
            let file = context.pages[index].source.displayPath
            for warning in parsed[index].0.warnings {
                context.diagnostics.report(
                    .warning(
                        warning.message,
                        at: SourceLocation(file: file, line: warning.position.line, column: warning.position.column),
                        rule: "markdown-nesting"))
            }
        }
        // Each document and outline is moved out of the results into its page, not copied and
        // then freed with the results: taken from the end, so each is the last element.
        while let (document, outline) = parsed.popLast() {
            let index = parsed.count
            context.pages[index].setDocument(document, outline: outline)
            // Nothing after parsing reads the Markdown text; a one-off build frees it. A rebuild
            // in the same process compares it to reuse the parsed document.
            if !(cache?.isIncremental ?? false) { context.pages[index].body = "" }
        }
        // Drafts are parsed only so that links to them can be told apart from broken links.
        let drafts = context.drafts.parallelMap { MarkdownParser.parse($0.body) }
        for (index, document) in drafts.enumerated() { context.drafts[index].document = document }
    }
}
