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
    ///
    /// On a scope, its pages and the generated pages that changed are rendered, and the search
    /// index is updated for them; a scope changes no other file.
    public static let render = BuildStep("render") { context in
        guard let templates = context.templates else { return }
        let bodies = PageBodyRenderer(
            rawHTML: context.configuration.rawHTML, symbols: context.symbols, cache: context.cache,
            ui: templates.ui, siteLanguage: context.configuration.language,
            contentErrors: PageBodyRenderer.contentErrors(in: context.diagnostics.all))
        let cache = context.cache
        let indices = context.scope?.renderedPages ?? Array(context.pages.indices)
        // A one-off build hands each page's parsed document, diagrams and previews to the page's
        // task and lets them go once it is rendered; a rebuild in the same process (`docgen
        // serve`) keeps them.
        let keepsInputs = context.keepsResults
        let inputs = TakeOnceSlots(
            keepsInputs
                ? []
                : context.pages.indices.map {
                    Optional((context.pages[$0].releaseBodyInputs(), context.results[$0].releaseForRendering()))
                })
        let navigation: NavigationTree
        if context.scope != nil, let kept = context.kept.navigation {
            // A scope never changes the navigation.
            navigation = kept
        } else {
            navigation = NavigationTree(pages: context.pages)
            if keepsInputs { context.kept.navigation = navigation }
        }
        // Everything every page shows besides its own body: when it is unchanged, a page whose
        // body HTML is unchanged renders to the same bytes and can be taken from the cache.
        // Only a whole rebuild in the same process can find its pages there: a scope's pages
        // are those that changed, and the signature reads every page.
        let siteSignature =
            keepsInputs && context.scope == nil
            ? SiteSignature.make(context.pages, templates: templates, configuration: context.configuration) : nil
        let spill = context.spill
        // A build that has already failed is not written, so nothing is staged, and a name the
        // file system refuses is reported once, by the step that found it.
        let failed = ErrorPolicy.stopsWriting(context.diagnostics.all)
        let staging = failed ? nil : context.staging
        // The renderer and its sidebars go once the pages are written, before the search index,
        // which needs memory of its own, is made.
        let rendered: [(StagedPage, SearchPageSections)]
        do {
            let (pages, pipelineResults) = (context.pages, context.results)
            let builder = PageContext(
                configuration: context.configuration, pages: context.pages, navigation: navigation,
                generator: "docgen \(DocGenVersion.current)", ui: templates.ui)
            // Only the sidebars of the folders rendered are made.
            let renderer = PageRenderer(templates: templates, builder: builder, indices: indices)
            // Puts a rendered body into its template and writes the page to the staging folder.
            @Sendable func stage(_ page: Page, index: Int, body: HTMLBytes, headings: [PageOutline.Heading]) -> StagedPage {
                if let siteSignature,
                    let cached = cache?.renderedPage(for: page.outputPath, contentHTML: body, siteSignature: siteSignature)
                {
                    return .file(OutputFile(path: page.outputPath, contents: .html(cached)))
                }
                let template = templates.template(forPageAt: page.outputPath)
                guard let html = renderer.renderPage(template, index: index, contentHTML: body, headings: headings) else {
                    return .failed
                }
                if let siteSignature {
                    cache?.store(renderedPage: html, for: page.outputPath, contentHTML: body, siteSignature: siteSignature)
                }
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
            rendered = indices.parallelMap { index -> (StagedPage, SearchPageSections) in
                let page = pages[index]
                var (inputs, pageResults) = inputs.take(index) ?? (page.bodyInputs, pipelineResults[index])
                if let span = pageResults.spilledDocument {
                    guard let document = spill?.bytes(at: span).flatMap(DocumentArchive.document(from:)) else {
                        return (.unreadable(page.source.displayPath), .sections([]))
                    }
                    inputs.document = document
                } else if let span = pageResults.spilledMarkdown {
                    guard let bytes = spill?.bytes(at: span) else { return (.unreadable(page.source.displayPath), .sections([])) }
                    inputs.document = MarkdownParser.parse(
                        utf8: bytes, firstLine: page.frontMatter.bodyStartLine, options: page.markdownOptions)
                } else if let markdown = inputs.markdown {
                    inputs.document = MarkdownParser.parse(
                        markdown, firstLine: page.frontMatter.bodyStartLine, options: page.markdownOptions)
                }
                inputs.markdown = nil
                if let span = pageResults.spilledLinkRewrites {
                    guard let rewrites = spill?.bytes(at: span).flatMap(LinkRewrites.init(bytes:)) else {
                        return (.unreadable(page.source.displayPath), .sections([]))
                    }
                    inputs.linkRewrites = rewrites
                }
                guard pageResults.readSpilledParts(from: spill) else {
                    return (.unreadable(page.source.displayPath), .sections([]))
                }
                let found = SearchSection.sections(of: page, document: inputs.document)
                // A one-off build keeps the page's sections in the spill file until the index reads them.
                let sections = spill.map { SearchPageSections.spilling(found, to: $0) } ?? .sections(found)
                let body = bodies.html(for: page, inputs: inputs, results: pageResults)
                // The table of contents reads the headings of the tree just parsed: the page's
                // outline let them go after the links step.
                let headings = inputs.document.headings.map(PageOutline.Heading.init)
                return (stage(page, index: index, body: body, headings: headings), sections)
            }
        }
        // The sections part from the staged pages: the index reads them where they are, and no
        // other copy of a large site's sections may outlive that.
        var (results, pageSections) = ([StagedPage](), [SearchPageSections]())
        results.reserveCapacity(rendered.count)
        pageSections.reserveCapacity(rendered.count)
        for (result, sections) in consume rendered {
            results.append(result)
            pageSections.append(sections)
        }
        var files: [OutputFile] = []
        for (index, result) in zip(indices, results) {
            if case .unwritten(let error) = result {
                let file = (error.userInfo[NSFilePathErrorKey] as? String).map { " file '\(($0 as NSString).lastPathComponent)'" }
                let reason = error.userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
                context.diagnostics.report(.error("cannot write the site\(file ?? ""): \(reason)", at: nil, rule: "output-write"))
                continue
            }
            if case .unreadable(let file) = result {
                context.diagnostics.report(
                    .error(
                        "cannot read back the Markdown of '\(file)' from docgen's temporary file", at: nil,
                        rule: "output-write"))
                continue
            }
            guard case .file(let file) = result else {
                context.diagnostics.report(
                    .error(
                        "template could not be rendered",
                        at: SourceLocation(file: context.pages[index].source.displayPath, line: 1),
                        rule: "template-render"))
                continue
            }
            files.append(file)
        }
        if context.scope == nil { files += siteFiles(of: context, templates: templates, navigation: navigation) }
        if keepsInputs {
            // `docgen serve` keeps the index in a form a rebuild of a few pages can update.
            // Such a build has no spill file: every page's sections are in memory.
            let kept = pageSections.map { page -> [SearchSection] in
                guard case .sections(let sections) = page else { return [] }
                return sections
            }
            files += updateSearchIndex(&context, indices: indices, sections: kept)
        } else {
            // Index files are written as they are made, like pages; one the staging folder
            // refuses stays in memory for the write step, which reports the failure.
            context.releaseRenderInputs()
            let spilledSections = spill.map(SpilledSearchSections.init)
            let index = SearchIndex(pages: consume pageSections, readRecords: spilledSections?.reader)
            files += index.files { searchFile in
                let file = OutputFile(searchFile)
                guard let staging, (try? staging.write(file)) != nil else { return file }
                return OutputFile(path: file.path, contents: .staged)
            }
            if spilledSections?.hasFailed == true {
                context.diagnostics.report(
                    .error("cannot read back the search index from docgen's temporary file", at: nil, rule: "output-write"))
            }
        }
        context.outputFiles = files
        context.spill = nil
        // The pages' results would otherwise be freed here, on one core.
        if !context.freesMemory { ProcessMemory.keep(results) }
    }

    /// The files besides pages and search index: the 404 page, copied content files, template
    /// assets, the stylesheet and the sitemap.
    private static func siteFiles(
        of context: BuildContext, templates: TemplateSet, navigation: NavigationTree
    ) -> [OutputFile] {
        var files: [OutputFile] = []
        // A team's own `404.html` in the content folder is its 404 page (OutputCollisions).
        let hasOwnNotFound = context.staticFiles.contains { $0.relativePath.lowercased() == "404.html" }
        if !hasOwnNotFound,
            let notFound = NotFoundPage.file(
                templates: templates, navigation: navigation, pages: context.pages, configuration: context.configuration)
        {
            files.append(notFound)
        }
        files += context.staticFiles.map { OutputFile(path: $0.relativePath, contents: .copy($0.url)) }
        let content = context.configuration.contentDirectory
        files += context.linkedHiddenFiles.sorted().map {
            OutputFile(path: $0, contents: .copy(content.appendingPathComponent($0, isDirectory: false)))
        }
        files += templates.assetFiles.map { OutputFile(path: $0.path, contents: .bytes($0.contents)) }
        if let source = context.configuration.stylesheetSource, case .file(let path) = context.configuration.stylesheet {
            files.append(OutputFile(path: path, contents: .copy(source)))
        }
        files += Sitemap.files(
            for: context.pages, baseURL: context.configuration.baseURL, translations: navigation.translations,
            siteLanguage: context.configuration.language)
        return files
    }

    /// Keeps the search index of the pages at `indices`, split into `sections`, and returns its
    /// files: every file in a whole build, those the scope's pages changed on a scope.
    private static func updateSearchIndex(
        _ context: inout BuildContext, indices: [Int], sections: [[SearchSection]]
    ) -> [OutputFile] {
        let pageSections = zip(indices, sections).map { (outputPath: context.pages[$0].outputPath, sections: $1) }
        if context.scope == nil {
            let index = IncrementalSearchIndex(pageSections: pageSections)
            context.kept.search = index
            return index.files().map(OutputFile.init)
        }
        // Updated in place: a copy of the index would cost more than the update.
        if let files = context.kept.search?.update(pageSections: pageSections) { return files.map(OutputFile.init) }
        // A page gained or lost a section, which moves every later section: index anew.
        let before = context.kept.search?.filePaths ?? []
        let index = IncrementalSearchIndex(pages: context.pages)
        context.kept.search = index
        let files = index.files().map(OutputFile.init)
        context.scope?.removedFiles = Set(before).subtracting(files.map(\.path)).sorted()
        return files
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
    /// Not rendered: the page's Markdown could not be read back from the spill file.
    case unreadable(String)
}
