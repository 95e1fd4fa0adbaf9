import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import DocGenSearch
import Foundation

/// What a build that wrote the site leaves in a `docgen serve` session, so that an edit to one
/// page can be rebuilt from it alone (`PageRebuild`): every page as the pipeline left it, the
/// navigation, link targets, catalog samples, the search index and the diagnostics.
///
/// A rebuild takes it over and updates it in place. What can make an edit fail is found before
/// anything changes, so a failed edit leaves the last good state as it was (`PageRebuild`).
struct RetainedSite: Sendable {
    /// The finished build's context: pages (content pages first, then generated ones), drafts,
    /// static files, templates, the type index and every diagnostic as reported.
    var context: BuildContext
    /// The navigation, which a one-page rebuild never changes.
    let navigation: NavigationTree
    /// Every page's output path and anchors, for resolving links.
    var linkTargets: LinkTargets
    /// The search index, updated page by page.
    var search: IncrementalSearchIndex
    /// The number of Markdown pages, which come before the generated ones in `context.pages`.
    let contentPageCount: Int
    /// Content pages by the absolute path of their file.
    let pageByFile: [String: Int]
    /// Every file the content, templates and configuration consist of, by absolute path.
    let knownFiles: Set<String>
    /// The number of files the site has.
    var fileCount: Int
    /// Whether a preview reported a problem without a location, which a rebuild cannot attribute to a page.
    let hasUnlocatedPreviewDiagnostics: Bool
    /// For each page's source path, the pages whose links name its anchors; built when first needed.
    var anchorReferrers: [String: Set<Int>]?
    /// For each model type name, the pages whose inline code names it; built when first needed.
    var mentions: [String: [Int]]?
    /// Files changed since the site was last written whose rebuild failed; retried with the next change.
    var pending: Set<String> = []

    /// The state after `context`'s build, which wrote the site; nil when the build did not get
    /// as far as a search index and templates.
    init?(context: BuildContext, search: IncrementalSearchIndex?) {
        guard let search, let templates = context.templates else { return nil }
        var context = context
        fileCount = context.outputFiles.count
        // The rendered pages are in the build cache already; the list is not needed again.
        context.outputFiles = []
        hasUnlocatedPreviewDiagnostics = context.diagnostics.all.contains { $0.location == nil && $0.rule.hasPrefix("preview") }
        self.context = context
        self.search = search
        navigation = NavigationTree(pages: context.pages)
        linkTargets = LinkChecker(pages: context.pages, drafts: context.drafts, staticFiles: context.staticFiles).targets
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

    /// The pages whose links name anchors of the page at `sourcePath`.
    mutating func referrers(of sourcePath: String) -> Set<Int> {
        if anchorReferrers == nil {
            let contentPages = Array(context.pages[0..<contentPageCount])
            anchorReferrers = LinkResolver.anchorReferrers(of: contentPages, targets: linkTargets)
        }
        return anchorReferrers?[sourcePath] ?? []
    }

    /// Records that the page at `index` now links into `new` instead of `old` anchors' pages.
    mutating func moveReferrer(_ index: Int, from old: Set<String>, to new: Set<String>) {
        guard anchorReferrers != nil else { return }
        for target in old.subtracting(new) { anchorReferrers?[target]?.remove(index) }
        for target in new.subtracting(old) { anchorReferrers?[target, default: []].insert(index) }
    }

    /// For each model type name, the content pages whose inline code names it, in page order.
    mutating func currentMentions(of names: Set<String>) -> [String: [Int]] {
        if let mentions { return mentions }
        let computed = ModelReferencePages.mentions(of: names, in: Array(context.pages[0..<contentPageCount]))
        mentions = computed
        return computed
    }

    /// Records that the page at `index` now names the types `after` instead of `before`.
    mutating func moveMentions(_ index: Int, from before: Set<String>, to after: Set<String>) {
        guard mentions != nil else { return }
        for name in before.subtracting(after) { mentions?[name]?.removeAll { $0 == index } }
        for name in after.subtracting(before) {
            var list = mentions?[name] ?? []
            list.insert(index, at: list.partitioningIndex { $0 >= index })
            mentions?[name] = list
        }
    }
}
