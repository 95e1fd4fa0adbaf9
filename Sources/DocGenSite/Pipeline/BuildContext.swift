import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import DocGenTemplates
import Foundation

/// The state a build carries from step to step.
public struct BuildContext: Sendable {
    /// The settings of this build.
    public let configuration: SiteConfiguration
    /// Markdown files found by the load step; a one-off build lets the list go once it has read them.
    public var markdownFiles: [SourceFile] = []
    /// Other content files (images, downloads), copied as they are.
    public var staticFiles: [SourceFile] = []
    /// Files in the content folder's dot-folders that pages link to, relative to it: copied as
    /// they are, like `staticFiles` (`HiddenFolderFiles`).
    public var linkedHiddenFiles: Set<String> = []
    /// The pages being built, in source-path order.
    public var pages: [Page] = []
    /// What the per-page steps made of each page's code blocks, by index in `pages`.
    public var results = PipelineResults()
    /// Where a one-off build that renders keeps the pages' Markdown and highlighted Swift
    /// examples until their pages are rendered, and the search sections' text until the index
    /// is made; nil when they stay in memory.
    var spill: SpillFile?
    /// The sidebar titles of a DocC catalog's folders, by folder, read by the load step from
    /// the root page's Topics groups while the pages have their text (`DocCTopics.folderTitles`).
    var catalogFolderTitles: [String: String] = [:]
    /// Draft pages left out of this build; kept so links to them can say why they fail.
    public var drafts: [Page] = []
    /// The loaded templates; nil when they could not be used.
    public var templates: TemplateSet?
    /// Files of the finished site, filled by the render step.
    public var outputFiles: [OutputFile] = []
    /// Everything found wrong so far.
    public var diagnostics = DiagnosticBag()
    /// Whether the write step replaced the output folder.
    public var wroteSite = false
    /// The model types examples were checked against; nil when the site has no model folders.
    ///
    /// With model folders for some pages only (`{path: …, for: …}`), all of them together, for
    /// the catalog and the model pages.
    public var typeIndex: TypeIndex?
    /// With model folders for some pages only, the index each page folder's examples are
    /// checked against, and the one for the other pages (folder nil); empty otherwise.
    public var pageTypeIndexes: [(pages: URL?, index: TypeIndex)] = []
    /// The model reference page of each model type name and where its members are, for
    /// linking `TypeName` and DocC symbol links in documents.
    public var symbols = SymbolTargets()
    /// The steps' site-wide results, kept when the build keeps its state for rebuilds (`docgen serve`).
    var kept = KeptResults()
    /// The pages a rebuild of a few pages redoes; nil in a whole build.
    var scope: BuildScope?
    /// Work kept from an earlier build in this process; nil for a one-off build.
    public var cache: BuildCache?
    /// Where a one-off build writes pages as it renders them; nil when pages stay in memory
    /// (`docgen serve`, or a pipeline that does not write).
    public var staging: SiteStaging?
    /// Whether the pipeline renders pages, so that steps before rendering can prepare for it.
    public var rendersPages = false
    /// Paths of the files the write step changed, for live reload.
    public var changedFiles: [String] = []
    /// Whether steps free what they are done with; false when the process exits after the
    /// build and the memory can be left to it (`SiteBuilder.freesMemory`).
    public var freesMemory = true

    /// Whether the steps keep their site-wide results and every page's inputs, for rebuilding a
    /// few pages from this build (`docgen serve`).
    var keepsResults: Bool { cache?.isIncremental ?? false }
    /// The content pages the per-page steps work on: the scope's, or every page.
    var pagesInScope: [Int] { scope?.pages ?? Array(pages.indices) }

    /// Creates an empty context.
    public init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    /// Lets go of what no step after the render step reads: the pages, their check results and
    /// the link and symbol targets.
    ///
    /// A one-off build does so once every page is written, before the search index, which
    /// needs memory of its own, is made: the index sets the peak of a large build.
    mutating func releaseRenderInputs() {
        results = PipelineResults()
        kept.linkTargets = LinkTargets()
        symbols = SymbolTargets()
        // Every page would otherwise wait through the index, its paths, titles and front
        // matter a large part of the peak; the report needs only how many there were.
        releasedContentPages = contentPageCount
        pages = []
    }

    /// The pages read from the content folder, not generated, even after the render step let them go.
    var contentPageCount: Int { releasedContentPages ?? pages.count { !$0.isGenerated } }
    private var releasedContentPages: Int?
}
