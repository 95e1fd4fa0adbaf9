import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenSearch
import DocGenTemplates
import Foundation

/// The site-wide part of a one-page rebuild: takes the edited pages into the retained state,
/// rechecks links, remakes the catalog pages they feed, renders, updates the search index, and
/// writes the files whose bytes changed.
struct RebuildWork {
    /// The state being updated.
    var site: RetainedSite
    let configuration: SiteConfiguration
    let cache: BuildCache
    /// Files to write when their bytes changed.
    private(set) var outputs: [OutputFile] = []
    /// Files the site no longer has.
    private(set) var removed: [String] = []

    static let linkRules: Set<String> = ["link-target", "link-anchor", "link-draft", "image-alt"]

    init(site: consuming RetainedSite, configuration: SiteConfiguration, cache: BuildCache) {
        self.site = site
        self.configuration = configuration
        self.cache = cache
    }

    /// Applies the edits; a reason for a full rebuild when they reach further than their pages.
    mutating func apply(_ edits: [PageEdit]) -> String? {
        let edited = Set(edits.map(\.index))
        let editedFiles = Set(edits.map(\.page.source.displayPath))
        let oldPages = Dictionary(uniqueKeysWithValues: edits.map { ($0.index, site.context.pages[$0.index]) })
        var diagnostics = site.context.diagnostics.all.filter { !editedFiles.contains($0.location?.file ?? "") }
        let resolver = LinkResolver(targets: site.linkTargets)
        var anchorsChanged: [String] = []
        for edit in edits {
            let old = site.context.pages[edit.index]
            let path = edit.page.source.relativePath
            let anchors = edit.page.anchors
            if site.linkTargets.pages[path]?.anchors != anchors {
                anchorsChanged.append(path)
                site.linkTargets.pages[path]?.anchors = anchors
            }
            site.moveReferrer(
                edit.index, from: Self.anchorTargets(of: old, resolver), to: Self.anchorTargets(of: edit.page, resolver))
            site.context.pages[edit.index] = edit.page
            diagnostics += edit.diagnostics
        }
        // Links are resolved once every edited page's anchors are known; pages linking into an
        // edited page's anchors get their warnings again (their links' URLs do not change).
        var referrers = Set<Int>()
        for path in anchorsChanged { referrers.formUnion(site.referrers(of: path)) }
        referrers.subtract(edited)
        let referrerFiles = Set(referrers.map { site.context.pages[$0].source.displayPath })
        diagnostics.removeAll { Self.linkRules.contains($0.rule) && referrerFiles.contains($0.location?.file ?? "") }
        let checker = LinkResolver(targets: site.linkTargets)
        for index in edited.union(referrers).sorted() {
            let result = LinkChecker.resolve(site.context.pages[index], with: checker)
            site.context.pages[index].resolvedLinks = result.resolved
            diagnostics += result.diagnostics
        }
        var changed = edited
        switch remakeCatalog(edits, oldPages: oldPages) {
        case .success(let pages): changed.formUnion(pages)
        case .failure(let refusal): return refusal.message
        }
        diagnostics += render(changed.sorted(), shownErrors: PageBodyRenderer.contentErrors(in: diagnostics))
        var bag = DiagnosticBag()
        bag.report(contentsOf: diagnostics)
        site.context.diagnostics = bag
        updateSearch(changed.sorted())
        return nil
    }

    private static func anchorTargets(of page: Page, _ resolver: LinkResolver) -> Set<String> {
        Set(page.document.links.compactMap { resolver.anchorTarget(of: $0.link.destination, in: page) })
    }

    /// Renders the pages' bodies and templates; template failures as diagnostics.
    private mutating func render(_ indices: [Int], shownErrors: [String: [Diagnostic]]) -> [Diagnostic] {
        guard let templates = site.context.templates else { return [] }
        let bodies = PageBodyRenderer(
            allowRawHTML: configuration.allowRawHTML, symbolPages: site.context.symbolPages, cache: cache,
            ui: templates.ui, siteLanguage: configuration.language, contentErrors: shownErrors)
        var diagnostics: [Diagnostic] = []
        let pages = site.context.pages
        // The render step's own way to a page: its context, and its folder's sidebar.
        let builder = PageContext(
            configuration: configuration, pages: pages, navigation: site.navigation,
            generator: "docgen \(DocGenVersion.current)", ui: templates.ui)
        let renderer = PageRenderer(templates: templates, builder: builder, indices: indices)
        let rendered = indices.parallelMap { index in
            renderer.renderPage(
                templates.template(forPageAt: pages[index].outputPath), index: index,
                contentHTML: bodies.html(for: pages[index]))
        }
        for (index, html) in zip(indices, rendered) {
            guard let html else {
                diagnostics.append(
                    .error(
                        "template could not be rendered", at: SourceLocation(file: pages[index].source.displayPath, line: 1),
                        rule: "template-render"))
                continue
            }
            outputs.append(OutputFile(path: pages[index].outputPath, contents: .html(html)))
        }
        return diagnostics
    }

    private mutating func updateSearch(_ indices: [Int]) {
        if let files = site.search.update(indices.map { site.context.pages[$0] }) {
            outputs += files
            return
        }
        // A page gained or lost a section, which moves every later section: index anew.
        let before = site.search.filePaths
        site.search = IncrementalSearchIndex(pages: site.context.pages)
        let files = site.search.files().map(OutputFile.init)
        outputs += files
        removed += Set(before).subtracting(files.map(\.path)).sorted()
        site.fileCount += files.count - before.count
    }
}
