import DocGenContent
import Foundation

/// What a build that wrote the site leaves in a `docgen serve` session, so that an edit of a few
/// pages can be rebuilt from it (`PageRebuild`): the finished build's context, with every page
/// as the pipeline left it and the steps' kept results (`KeptResults`), and what deciding a
/// rebuild's scope looks up.
///
/// A rebuild takes it over and updates it in place. What can make an edit fail is found before
/// anything other pages share changes, so a failed edit leaves the last good state (`PageRebuild`).
struct RetainedSite: Sendable {
    /// The finished build's context: pages (content pages first, then generated ones), drafts,
    /// static files, templates, the type index, the steps' kept results and every diagnostic as
    /// reported.
    var context: BuildContext
    /// The number of Markdown pages, which come before the generated ones in `context.pages`.
    let contentPageCount: Int
    /// Content pages by the absolute path of their file.
    let pageByFile: [String: Int]
    /// Every file the content, templates and configuration consist of, by absolute path.
    let knownFiles: Set<String>
    /// For each page's source path, the pages whose links name its anchors; built when first needed.
    var anchorReferrers: [String: Set<Int>]?
    /// Files changed since the site was last written whose rebuild failed; retried with the next change.
    var pending: Set<String> = []

    /// The state after `context`'s build, which wrote the site; nil when the build did not get
    /// as far as a search index and templates.
    init?(context: BuildContext) {
        guard context.kept.search != nil, let templates = context.templates else { return nil }
        var context = context
        // The rendered pages are in the build cache already; the list is not needed again.
        context.outputFiles = []
        self.context = context
        contentPageCount = context.pages.count { !$0.isGenerated }
        let configuration = context.configuration
        var pageByFile: [String: Int] = [:]
        for index in 0..<contentPageCount {
            pageByFile[Self.path(of: context.pages[index].source, in: configuration)] = index
        }
        self.pageByFile = pageByFile
        var known = Set((context.markdownFiles + context.staticFiles).map { Self.path(of: $0, in: configuration) })
        for file in templates.folderFiles { known.insert(file.path) }
        knownFiles = known
    }

    /// Where a content file is, as the watcher reports it: the content folder's path and the
    /// file's relative path (a linked file is reported where the link is).
    static func path(of file: SourceFile, in configuration: SiteConfiguration) -> String {
        configuration.contentDirectory.appendingPathComponent(file.relativePath).path
    }

    /// The pages besides `indices` whose links name anchors that the edit of the pages at
    /// `indices` (which were `before`) changed, in page order; keeps the referrers up to date
    /// with the edit.
    ///
    /// Only links with a `#fragment` depend on another page's anchors, and their URLs do not:
    /// such pages get their link warnings again, not new HTML.
    mutating func linkingPages(into indices: [Int], before: [Page]) -> [Int] {
        let resolver = LinkResolver(targets: context.kept.linkTargets)
        func anchorTargets(of page: Page) -> Set<String> {
            Set(page.outline.links.compactMap { resolver.anchorTarget(of: $0.destination, in: page) })
        }
        var found = Set<Int>()
        for (index, old) in zip(indices, before) {
            let page = context.pages[index]
            if anchorReferrers != nil {
                let (from, to) = (anchorTargets(of: old), anchorTargets(of: page))
                for target in from.subtracting(to) { anchorReferrers?[target]?.remove(index) }
                for target in to.subtracting(from) { anchorReferrers?[target, default: []].insert(index) }
            }
            guard page.anchors != old.anchors else { continue }
            found.formUnion(referrers(of: page.source.relativePath))
        }
        return found.subtracting(indices).sorted()
    }

    /// The pages whose links name anchors of the page at `sourcePath`.
    private mutating func referrers(of sourcePath: String) -> Set<Int> {
        if anchorReferrers == nil {
            let contentPages = Array(context.pages[0..<contentPageCount])
            anchorReferrers = LinkResolver.anchorReferrers(of: contentPages, targets: context.kept.linkTargets)
        }
        return anchorReferrers?[sourcePath] ?? []
    }
}
