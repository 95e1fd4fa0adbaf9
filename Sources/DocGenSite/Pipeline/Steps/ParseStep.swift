import DocGenDiagnostics
import DocGenMarkdown

extension BuildStep {
    /// Parses every page's Markdown with cmark-gfm.
    public static let parse = BuildStep("parse") { context in
        for index in context.pages.indices {
            let page = context.pages[index]
            let path = page.source.relativePath
            let firstLine = page.frontMatter.bodyStartLine
            let document =
                context.cache?.document(for: path, body: page.body, firstLine: firstLine)
                ?? MarkdownParser.parse(page.body, firstLine: firstLine)
            context.cache?.store(document, for: path, body: page.body, firstLine: firstLine)
            for warning in document.warnings {
                context.diagnostics.report(
                    .warning(
                        warning.message,
                        at: SourceLocation(
                            file: page.source.displayPath, line: warning.position.line, column: warning.position.column),
                        rule: "markdown-nesting"))
            }
            context.pages[index].document = document
        }
        for index in context.drafts.indices {
            context.drafts[index].document = MarkdownParser.parse(context.drafts[index].body)
        }
    }
}
