extension BuildStep {
    /// Rewrites links to Markdown files into links to pages and reports broken links and anchors.
    public static let links = BuildStep("links") { context in
        let checker = LinkChecker(pages: context.pages, drafts: context.drafts, staticFiles: context.staticFiles)
        context.diagnostics.report(contentsOf: checker.check(&context.pages))
    }
}
