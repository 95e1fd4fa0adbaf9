import DocGenDiagnostics
import DocGenMarkdown
import Foundation

extension BuildStep {
    /// Renders each page's Markdown to HTML, then through the templates, and lists every file
    /// of the site: pages, copied content files and template assets.
    public static let render = BuildStep("render") { context in
        guard let templates = context.templates else { return }
        let cache = context.cache
        let bodyRenderer = PageBodyRenderer(
            allowRawHTML: context.configuration.allowRawHTML, symbolPages: context.symbolPages, cache: cache)
        let bodies = context.pages.parallelMap(bodyRenderer.html(for:))
        for (index, body) in bodies.enumerated() { context.pages[index].contentHTML = body }
        let navigation = NavigationTree(pages: context.pages)
        let builder = PageContext(
            configuration: context.configuration, pages: context.pages, navigation: navigation,
            generator: "docgen \(DocGenVersion.current)")
        // Everything every page shows besides its own body: when it is unchanged, a page whose
        // body HTML is unchanged renders to the same bytes and can be taken from the cache.
        let siteSignature = SiteSignature.make(context.pages, templates: templates, configuration: context.configuration)
        let pages = context.pages
        // A build that has already failed is not written, so nothing is staged, and a name the
        // file system refuses is reported once, by the step that found it.
        let failed = context.diagnostics.all.contains { $0.severity == .error && !$0.rule.hasPrefix("mermaid") }
        let staging = failed ? nil : context.staging
        let rendered = Array(pages.indices).parallelMap { index -> StagedPage in
            let page = pages[index]
            if let cached = cache?.renderedPage(for: page.outputPath, contentHTML: page.contentHTML, siteSignature: siteSignature)
            {
                return .file(OutputFile(path: page.outputPath, contents: .text(cached)))
            }
            let template = page.outputPath == "index.html" && templates.has("home") ? "home" : "page"
            guard let html = templates.render(template, context: builder.make(for: index)) else { return .failed }
            cache?.store(renderedPage: html, for: page.outputPath, contentHTML: page.contentHTML, siteSignature: siteSignature)
            let file = OutputFile(path: page.outputPath, contents: .text(html))
            // Written now, so the site's pages are never all in memory at once.
            guard let staging else { return .file(file) }
            do {
                try staging.write(file)
                return .file(OutputFile(path: page.outputPath, contents: .staged))
            } catch {
                return .unwritten(error as NSError)
            }
        }
        var files: [OutputFile] = []
        for (index, result) in rendered.enumerated() {
            if case .unwritten(let error) = result {
                let file = (error.userInfo[NSFilePathErrorKey] as? String).map { " file '\(($0 as NSString).lastPathComponent)'" }
                let reason = error.userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
                context.diagnostics.report(.error("cannot write the site\(file ?? ""): \(reason)", at: nil, rule: "output-write"))
                continue
            }
            guard case .file(let file) = result else {
                context.diagnostics.report(
                    .error(
                        "template could not be rendered", at: SourceLocation(file: pages[index].source.displayPath, line: 1),
                        rule: "template-render"))
                continue
            }
            files.append(file)
        }
        if let notFound = NotFoundPage.file(
            templates: templates, navigation: navigation, pages: context.pages, configuration: context.configuration)
        {
            files.append(notFound)
        }
        files += context.staticFiles.map { OutputFile(path: $0.relativePath, contents: .copy($0.url)) }
        files += templates.assets.map { OutputFile(path: $0, contents: .copy(templates.assetURL($0))) }
        files += Sitemap.files(for: context.pages, baseURL: context.configuration.baseURL)
        files += SearchIndex.files(for: context.pages, cache: cache)
        context.outputFiles = files
    }
}

/// What became of one page in the render step.
private enum StagedPage: Sendable {
    /// Rendered: in memory, or already in the staging folder.
    case file(OutputFile)
    /// The template could not be rendered.
    case failed
    /// Rendered, but the staging folder would not take it.
    case unwritten(NSError)
}
