import DocGenDiagnostics
import DocGenMarkdown

extension BuildStep {
    /// Renders each page's Markdown to HTML, then through the templates, and lists every file
    /// of the site: pages, copied content files and template assets.
    public static let render = BuildStep("render") { context in
        guard let templates = context.templates else { return }
        for index in context.pages.indices {
            let page = context.pages[index]
            var renderer = HTMLRenderer()
            renderer.allowRawHTML = context.configuration.allowRawHTML
            renderer.resolveURL = { link, _ in page.resolvedLinks[link.destination] ?? link.destination }
            let codeBlocks = CodeBlockRenderer(
                checked: page.checkedExamples, diagrams: page.diagrams, cache: context.cache)
            renderer.renderCodeBlock = { codeBlocks.render($0) }
            context.pages[index].contentHTML = renderer.render(page.document)
        }
        let navigation = NavigationTree(pages: context.pages)
        let builder = PageContext(
            configuration: context.configuration, pages: context.pages, navigation: navigation,
            generator: "docgen \(DocGenVersion.current)")
        // Everything every page shows besides its own body: when it is unchanged, a page whose
        // body HTML is unchanged renders to the same bytes and can be taken from the cache.
        let siteSignature = SiteSignature.make(context.pages, templates: templates, configuration: context.configuration)
        var files: [OutputFile] = []
        for index in context.pages.indices {
            let page = context.pages[index]
            if let cached = context.cache?.renderedPage(
                for: page.outputPath, contentHTML: page.contentHTML, siteSignature: siteSignature)
            {
                files.append(OutputFile(path: page.outputPath, contents: .text(cached)))
                continue
            }
            let template = page.outputPath == "index.html" && templates.has("home") ? "home" : "page"
            guard let html = templates.render(template, context: builder.make(for: index)) else {
                context.diagnostics.report(
                    .error(
                        "template '\(template)' could not be rendered",
                        at: SourceLocation(file: page.source.displayPath, line: 1),
                        rule: "template-render"))
                continue
            }
            context.cache?.store(
                renderedPage: html, for: page.outputPath, contentHTML: page.contentHTML, siteSignature: siteSignature)
            files.append(OutputFile(path: page.outputPath, contents: .text(html)))
        }
        if let notFound = NotFoundPage.file(
            templates: templates, navigation: navigation, pages: context.pages, configuration: context.configuration)
        {
            files.append(notFound)
        }
        files += context.staticFiles.map { OutputFile(path: $0.relativePath, contents: .copy($0.url)) }
        files += templates.assets.map { OutputFile(path: $0, contents: .copy(templates.assetURL($0))) }
        files += Sitemap.files(for: context.pages, baseURL: context.configuration.baseURL)
        files += SearchIndex(pages: context.pages).files()
        context.outputFiles = files
    }
}
