import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import Foundation

/// Resolves every link of every page and collects the problems, in page order.
struct LinkChecker {
    /// The rules of the diagnostics it reports.
    static let rules: Set<String> = ["link-target", "link-anchor", "link-draft", "link-symbol", "image-alt"]

    let targets: LinkTargets

    /// Creates a checker for known targets.
    init(targets: LinkTargets) {
        self.targets = targets
    }

    /// Creates a checker for the built pages; `drafts` are left-out drafts that links may still
    /// name, `symbols` the model pages DocC symbol links may name.
    init(
        pages: [Page], drafts: [Page], staticFiles: [SourceFile], symbols: SymbolTargets = SymbolTargets(),
        configuration: SiteConfiguration? = nil
    ) {
        var targets = LinkTargets()
        if let configuration {
            targets.contentRoot = configuration.contentDirectory.resolvingSymlinksInPath().path
            let repository = Self.repository(of: configuration.contentDirectory, root: configuration.rootDirectory)
            targets.contentFolderInRepository = Self.folderInRepository(configuration.contentDirectory, root: repository)
            targets.repositoryRoot = repository.path
            targets.repositoryFileURL = Self.repositoryFileURL(
                editURL: configuration.editURL, contentFolder: targets.contentFolderInRepository)
            targets.rawHTML = configuration.rawHTML
        }
        for page in drafts {
            targets.pages[page.source.relativePath] = .init(outputPath: page.outputPath, anchors: [], isDraft: true)
        }
        // Pages are read in place: a copy of each would retain every field it holds.
        for index in pages.indices {
            let (path, outputPath) = (pages[index].source.relativePath, pages[index].outputPath)
            targets.pages[path] = .init(
                outputPath: outputPath, anchors: pages[index].outline.anchors, isDraft: false, title: pages[index].title)
            targets.pagesByOutput[outputPath] = path
            if OutputPath.isFolderIndex(outputPath) { targets.folderIndexes[pages[index].source.folder] = path }
        }
        for index in pages.indices {
            let path = pages[index].source.relativePath
            guard let (original, language) = Translations.split(path), targets.pages[original] != nil else { continue }
            targets.translations[original, default: [:]][pages[index].frontMatter.lang ?? language] = path
        }
        // Names are taken from the path inside the catalog, for a content folder holding one.
        var sourceByCatalogPath: [String: String] = [:]
        for page in pages where !page.isGenerated && DocCCatalog.contains(page.source) {
            sourceByCatalogPath[Self.catalogPath(page.source.relativePath)] = page.source.relativePath
        }
        targets.docReferences = LinkTargets.docReferences(
            pages.indices.filter { DocCCatalog.contains(pages[$0].source) }.map { index in
                (Self.catalogPath(pages[index].source.relativePath), pages[index].outline.firstTitle)
            }
        ).compactMapValues { sourceByCatalogPath[$0] }
        targets.symbols = symbols
        targets.staticFiles = Set(staticFiles.map(\.relativePath))
        targets.docResources = LinkTargets.docResources(staticFiles.filter(DocCCatalog.contains).map(\.relativePath))
        self.targets = targets
    }

    /// A page's path inside its `.docc` catalog (`Docs.docc/Articles/A.md` → `Articles/A.md`).
    private static func catalogPath(_ relativePath: String) -> String {
        guard let range = relativePath.range(of: ".docc/", options: .backwards) else { return relativePath }
        return String(relativePath[range.upperBound...])
    }

    /// Fills the `linkRewrites` of the pages at `indices` and returns the problems found, in
    /// their order, and the files in dot-folders they link to (`HiddenFolderFiles`).
    ///
    /// Pages are resolved on all cores: each reads only the shared targets and its own links.
    func check(_ pages: inout [Page], at indices: [Int]) -> (diagnostics: [Diagnostic], hiddenFiles: Set<String>) {
        let resolver = LinkResolver(targets: targets)
        let results = indices.parallelMap { [pages] index in Self.resolve(pages[index], with: resolver) }
        var diagnostics: [Diagnostic] = []
        var hiddenFiles: Set<String> = []
        for (index, result) in zip(indices, results) {
            pages[index].linkRewrites = result.rewrites
            diagnostics += result.diagnostics
            hiddenFiles.formUnion(result.hiddenFiles)
        }
        return (diagnostics, hiddenFiles)
    }

    /// One page's rewritten links and problems.
    static func resolve(
        _ page: Page, with resolver: LinkResolver
    ) -> (rewrites: LinkRewrites, diagnostics: [Diagnostic], hiddenFiles: [String]) {
        var rewrites = LinkRewrites()
        var rewritten: Set<String> = []
        var diagnostics: [Diagnostic] = []
        var hiddenFiles: [String] = []
        let rawHTML = resolver.targets.rawHTML
        for link in page.outline.links where rawHTML != .escape || !link.isInHTML {
            let resolution = resolver.resolve(link.destination, isImage: link.isImage, in: page, at: link.position)
            // A destination resolves the same wherever it is written; an image may resolve where a link did not.
            if resolution.href != nil || resolution.title != nil, rewritten.insert(link.destination).inserted {
                rewrites.add(link.destination, href: resolution.href, title: resolution.title)
            }
            // Trusted HTML is written as it is: a link that only works rewritten must be written so.
            if link.isInHTML, rawHTML == .trusted, let href = resolution.href, href != link.destination {
                diagnostics.append(
                    .warning(
                        "link in raw HTML is written as it is with 'rawHTML: trusted'; write '\(href)' instead of '\(link.destination)'",
                        at: SourceLocation(file: page.source.displayPath, line: link.position.line, column: link.position.column),
                        rule: "link-target"))
            }
            if let file = resolution.publishes { hiddenFiles.append(file) }
            if let diagnostic = resolution.diagnostic { diagnostics.append(diagnostic) }
            if link.isImage, !link.hasText {
                diagnostics.append(
                    .warning(
                        "image '\(link.destination)' has no alt text; describe it for readers who cannot see it",
                        at: SourceLocation(file: page.source.displayPath, line: link.position.line, column: link.position.column),
                        rule: "image-alt"))
            }
        }
        diagnostics += unresolvedSymbols(of: page, targets: resolver.targets)
        return (rewrites, diagnostics, hiddenFiles)
    }

    /// A note for each DocC symbol link of a catalog page that names no model type nor page.
    ///
    /// Such a link is shown as plain code. None on a site without models, where no symbol has a
    /// page. A link is read inside the type the page documents too (`SymbolTargets`). A note,
    /// not a warning: DocC also finds symbols in the modules the code imports, which docgen
    /// does not read.
    private static func unresolvedSymbols(of page: Page, targets: LinkTargets) -> [Diagnostic] {
        guard !targets.symbols.isEmpty, !page.isGenerated, DocCCatalog.contains(page.source) else { return [] }
        let scope = targets.symbols.documentedType(title: page.outline.firstTitle)
        return page.outline.symbolLinks.compactMap { symbol in
            guard targets.symbols.target(of: symbol.path, scope: scope) == nil,
                targets.docPage(named: symbol.path) == nil
            else { return nil }
            return .note(
                "symbol link ``\(symbol.path)`` is shown as code: no model type or page of the site has that name",
                at: SourceLocation(file: page.source.displayPath, line: symbol.position.line, column: symbol.position.column),
                rule: "link-symbol")
        }
    }
}
