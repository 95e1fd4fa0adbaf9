import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import DocGenSearch
import DocGenTemplates
import Foundation

extension BuildStep {
    /// Renders each page's Markdown to HTML, then through the templates, and lists every file
    /// of the site: pages, copied content files and template assets.
    public static let render = BuildStep("render") { context in
        guard let templates = context.templates else { return }
        let bodies = PageBodyRenderer(
            allowRawHTML: context.configuration.allowRawHTML, symbolPages: context.symbolPages, cache: context.cache,
            ui: templates.ui, siteLanguage: context.configuration.language,
            contentErrors: PageBodyRenderer.contentErrors(in: context.diagnostics.all))
        let cache = context.cache
        // A one-off build hands each page's parsed document, diagrams and previews to the page's
        // task and lets them go once it is rendered; a rebuild in the same process (`docgen
        // serve`) keeps them.
        let keepsInputs = cache?.isIncremental ?? false
        let inputs = TakeOnceSlots(
            keepsInputs ? [] : context.pages.indices.map { Optional(context.pages[$0].releaseBodyInputs()) })
        let navigation = NavigationTree(pages: context.pages)
        let builder = PageContext(
            configuration: context.configuration, pages: context.pages, navigation: navigation,
            generator: "docgen \(DocGenVersion.current)", ui: templates.ui)
        // Everything every page shows besides its own body: when it is unchanged, a page whose
        // body HTML is unchanged renders to the same bytes and can be taken from the cache.
        // Only a rebuild in the same process keeps rendered pages, so only it needs this.
        let siteSignature =
            keepsInputs ? SiteSignature.make(context.pages, templates: templates, configuration: context.configuration) : 0
        let pages = context.pages
        // A build that has already failed is not written, so nothing is staged, and a name the
        // file system refuses is reported once, by the step that found it.
        let failed = ErrorPolicy.stopsWriting(context.diagnostics.all)
        let staging = failed ? nil : context.staging
        let renderer = PageRenderer(templates: templates, builder: builder)
        // Puts a rendered body into its template and writes the page to the staging folder.
        @Sendable func stage(_ page: Page, index: Int, body: HTMLBytes) -> StagedPage {
            if let cached = cache?.renderedPage(for: page.outputPath, contentHTML: body, siteSignature: siteSignature) {
                return .file(OutputFile(path: page.outputPath, contents: .html(cached)))
            }
            let template = templates.template(forPageAt: page.outputPath)
            guard let html = renderer.renderPage(template, index: index, contentHTML: body) else { return .failed }
            cache?.store(renderedPage: html, for: page.outputPath, contentHTML: body, siteSignature: siteSignature)
            let file = OutputFile(path: page.outputPath, contents: .html(html))
            guard let staging else { return .file(file) }
            do {
                try staging.write(file)
                return .file(OutputFile(path: page.outputPath, contents: .staged))
            } catch {
                return .unwritten(error as NSError)
            }
        }
        // Each page's body is rendered, put into its template and written in one go, so no
        // more than a page per core of HTML is in memory at a time.
        let results = Array(pages.indices).parallelMap { index -> (StagedPage, [SearchSection]) in
            let page = pages[index]
            let inputs = inputs.take(index) ?? page.bodyInputs
            let sections = SearchSection.sections(of: page, document: inputs.document)
            return (stage(page, index: index, body: bodies.html(for: page, inputs: inputs)), sections)
        }
        var files: [OutputFile] = []
        for (index, (result, _)) in results.enumerated() {
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
        files += templates.assetFiles.map { OutputFile(path: $0.path, contents: .bytes($0.contents)) }
        if let source = context.configuration.stylesheetSource, case .file(let path) = context.configuration.stylesheet {
            files.append(OutputFile(path: path, contents: .copy(source)))
        }
        files += Sitemap.files(
            for: context.pages, baseURL: context.configuration.baseURL, translations: navigation.translations,
            siteLanguage: context.configuration.language)
        if let cache, cache.isIncremental {
            // `docgen serve` keeps the index in a form a one-page rebuild can update.
            files += SearchIndex.files(for: context.pages, cache: cache)
        } else {
            // Index files are written as they are made, like pages; one the staging folder
            // refuses stays in memory for the write step, which reports the failure.
            files += SearchIndex(pageSections: results.map(\.1)).files { searchFile in
                let file = OutputFile(searchFile)
                guard let staging, (try? staging.write(file)) != nil else { return file }
                return OutputFile(path: file.path, contents: .staged)
            }
        }
        context.outputFiles = files
        // The pages' results and search sections would otherwise be freed here, on one core.
        if !context.freesMemory { ProcessMemory.keep(results) }
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
