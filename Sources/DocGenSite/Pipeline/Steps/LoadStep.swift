import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import DocGenTemplates
import Foundation

extension BuildStep {
    /// Finds the content files, reads each page and its front matter, and loads the templates.
    public static let load = BuildStep("load", isPageLocal: true) { context in
        if let scope = context.scope { return try reload(scope.pages, in: &context) }
        // The templates do not depend on the pages: they are read on another core while this
        // one finds the content files, and their diagnostics reported in the same place.
        let configuration = context.configuration
        let templates = BackgroundJob { () -> (TemplateSet?, DiagnosticBag) in
            var diagnostics = DiagnosticBag()
            let set = TemplateSet.load(
                from: configuration.templatesDirectory, configuration: configuration, diagnostics: &diagnostics)
            return (set, diagnostics)
        }
        var scanner = ContentScanner(configuration: context.configuration)
        let files = try scanner.scan()
        context.diagnostics.report(contentsOf: scanner.diagnostics)
        context.markdownFiles = files.filter(\.isMarkdown)
        context.staticFiles = files.filter { !$0.isMarkdown }

        // A one-off build that renders keeps each page's Markdown in the spill file from here to
        // the page's rendering (the parse step reads it back in runs): the site's Markdown is
        // never all in memory, only the run being read.
        if !context.keepsResults, context.rendersPages, context.spill == nil { context.spill = SpillFile() }
        let (spill, includeDrafts) = (context.spill, context.configuration.includeDrafts)
        // Files are read and their front matter parsed on all cores; pages and diagnostics are
        // then taken in file order, as a serial loop gives them.
        let loaded = context.markdownFiles.parallelMap {
            file -> (page: Page?, markdown: SpillFile.Span?, diagnostics: DiagnosticBag) in
            var diagnostics = DiagnosticBag()
            guard var page = Page.read(file, diagnostics: &diagnostics) else { return (nil, nil, diagnostics) }
            // A DocC catalog's pages keep their text, in which the rest of this step finds the
            // catalog's topics and home page; drafts keep theirs for the parse step.
            guard let spill, !DocCCatalog.contains(file), !page.frontMatter.draft || includeDrafts,
                let span = spill.store([page.body])?.first
            else { return (page, nil, diagnostics) }
            page.body = ""
            return (page, span, diagnostics)
        }
        // A DocC directive docgen leaves out is noted once for the site, at its first use.
        var notedDirectives: Set<String> = []
        for (page, markdown, diagnostics) in loaded {
            context.diagnostics.report(
                contentsOf: diagnostics.all.filter {
                    $0.rule != DocCCatalog.directiveRule || notedDirectives.insert($0.message).inserted
                })
            guard let page else { continue }
            if page.frontMatter.draft && !includeDrafts {
                context.drafts.append(page)
            } else {
                if let markdown { context.results[context.pages.count].spilledMarkdown = markdown }
                context.pages.append(page)
            }
        }
        // The pages hold their files now; only a rebuild (`RetainedSite`) reads the list again.
        if !context.keepsResults { context.markdownFiles = [] }
        Translations.assignLanguages(&context.pages, diagnostics: &context.diagnostics)
        keepReadmesBesideIndexes(&context.pages)
        if !context.pages.contains(where: { $0.outputPath == "index.html" }),
            let home = DocCCatalog.homePage(in: context.pages)
        {
            context.pages[home].outputPath = "index.html"
        }
        DocCTopics.applyOrder(to: &context.pages, root: context.pages.firstIndex { $0.outputPath == "index.html" })
        context.catalogFolderTitles = DocCTopics.folderTitles(of: context.pages)
        let tutorials = context.staticFiles.filter { $0.relativePath.hasSuffix(".tutorial") }
        if let first = tutorials.first {
            context.diagnostics.report(
                .note(
                    "DocC tutorials are not built: \(tutorials.count) '.tutorial' file(s), such as this one, are left as files",
                    at: SourceLocation(file: first.displayPath, line: 1), rule: DocCCatalog.directiveRule))
        }
        // A folder of guides without an index is right as it is (GitHub lists its files, as the
        // generated page does): a note, not a warning.
        if !context.pages.contains(where: { $0.outputPath == "index.html" }) {
            context.diagnostics.report(
                .note(
                    "no home page: docgen writes one listing the sections; add 'index.md' to '\(context.configuration.displayPath(context.configuration.contentDirectory))' to write your own",
                    at: nil, rule: "home-page"))
        }
        let (templateSet, templateDiagnostics) = templates.value() ?? (nil, DiagnosticBag())
        context.diagnostics.report(contentsOf: templateDiagnostics.all)
        context.templates = templateSet
        OutputCollisions.check(
            context.pages, context.staticFiles,
            reserved: OutputCollisions.reserved(configuration: context.configuration, assets: templateSet?.assets ?? []),
            diagnostics: &context.diagnostics)
    }
}

extension BuildStep {
    /// In a folder with both `index.md` and `README.md`, the index is the folder's page and the
    /// README a page of its own (`README.html`): GitHub shows a README as the folder's page only
    /// where there is no index, and neither file is lost.
    static func keepReadmesBesideIndexes(_ pages: inout [Page]) {
        var claimants: [String: [Int]] = [:]
        for index in pages.indices where pages[index].isFolderIndex {
            claimants[pages[index].outputPath, default: []].append(index)
        }
        for (outputPath, indices) in claimants where indices.count > 1 {
            for index in indices {
                let name = pages[index].source.relativePath.split(separator: "/").last.map(String.init) ?? ""
                guard name.lowercased().hasPrefix("readme.") else { continue }
                let folder = outputPath.dropLast("index.html".count)
                pages[index].outputPath = folder + name.prefix { $0 != "." } + ".html"
            }
        }
    }

    /// The load step on a scope: its pages read again, each in its place.
    ///
    /// The files are known and so are the templates: a scope never changes them.
    private static func reload(_ indices: [Int], in context: inout BuildContext) throws {
        for index in indices {
            let file = context.pages[index].source
            var diagnostics = DiagnosticBag()
            // A page that can no longer be read, or is now a draft, leaves the site's pages.
            guard var page = Page.read(file, diagnostics: &diagnostics) else {
                throw BuildScope.Exceeded(reason: "'\(file.displayPath)' cannot be read as a page")
            }
            if page.frontMatter.draft && !context.configuration.includeDrafts {
                throw BuildScope.Exceeded(reason: "'\(file.displayPath)' became a draft")
            }
            // Only a translation's name asks for its original, so the pages are searched rarely.
            Translations.assignLanguage(
                &page, hasPage: { path in context.pages.contains { !$0.isGenerated && $0.source.relativePath == path } },
                diagnostics: &diagnostics)
            context.diagnostics.report(contentsOf: diagnostics.all)
            // The catalog root made the home page keeps the home's path.
            page.outputPath = context.pages[index].outputPath
            context.pages[index] = page
        }
    }
}

extension Page {
    /// Reads a Markdown file and its front matter into a page; nil, with the reason in
    /// `diagnostics`, when the file cannot be read as text.
    static func read(_ file: SourceFile, diagnostics: inout DiagnosticBag) -> Page? {
        guard let text = PageReader.read(file, diagnostics: &diagnostics) else { return nil }
        return read(file, text: text, diagnostics: &diagnostics)
    }

    /// Reads `text`, the page's Markdown as an editor holds it, into a page of `file`.
    static func read(_ file: SourceFile, text: String, diagnostics: inout DiagnosticBag) -> Page {
        let parsed = FrontMatterParser.parse(text, file: file.displayPath)
        diagnostics.report(contentsOf: parsed.diagnostics)
        var page = Page(source: file, frontMatter: parsed.frontMatter, body: parsed.body)
        DocCCatalog.readDirectives(of: &page, diagnostics: &diagnostics)
        if let alerts = Admonitions.process(page.body) { page.body = alerts }
        return page
    }
}
