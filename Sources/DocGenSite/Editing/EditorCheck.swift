import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import DocGenMarkdown
import Foundation

/// `docgen check` kept in memory for an editor (`docgen lsp`): the whole site checked once, then
/// one page checked again from the text the editor holds, by the check's own steps on a scope.
///
/// A page's diagnostics are those `docgen check` reports for its file when the file holds that
/// text: the same steps (parse, diagrams, examples, catalog, links) run on the page alone,
/// against the models and link targets of the site's check. A change to the models, the
/// configuration or the set of pages needs a new `EditorCheck`.
public struct EditorCheck: Sendable {
    /// One page checked from an editor's text.
    public struct PageResult: Sendable {
        /// What `docgen check` reports for the page's file, sorted.
        public var diagnostics: [Diagnostic]
        /// The page's code blocks, with positions in the editor's text.
        public var codeBlocks: [CodeBlock]
        /// The model types the page's examples are checked against; nil without models.
        public var typeIndex: TypeIndex?
    }

    /// The settings the site was checked with.
    public let configuration: SiteConfiguration
    /// Every diagnostic of the site's check, sorted.
    public let diagnostics: [Diagnostic]
    private let context: BuildContext
    private let pageByFile: [String: Int]

    /// Checks the whole site as `docgen check` does, keeping what checking one page again needs.
    public init(configuration: SiteConfiguration) throws {
        self.configuration = configuration
        var context = BuildContext(configuration: configuration)
        // An in-process cache makes the steps keep the link targets and samples a scope reuses.
        context.cache = BuildCache()
        try BuildPipeline.check.run(&context)
        diagnostics = context.diagnostics.sorted
        var pageByFile: [String: Int] = [:]
        for index in context.pages.indices where !context.pages[index].isGenerated {
            pageByFile[RetainedSite.path(of: context.pages[index].source, in: configuration)] = index
        }
        self.pageByFile = pageByFile
        self.context = context
    }

    /// Whether the file at `path` (absolute) is one of the site's pages.
    public func isPage(_ path: String) -> Bool {
        pageByFile[URL(fileURLWithPath: path).standardizedFileURL.path] != nil
    }

    /// The path diagnostics of the page at `path` (absolute) carry; nil when it is no page.
    public func displayPath(of path: String) -> String? {
        pageByFile[URL(fileURLWithPath: path).standardizedFileURL.path].map { context.pages[$0].source.displayPath }
    }

    /// Checks the page at `path` (absolute) as if its file held `text`; nil when the site has no
    /// such page (a file outside the content folder, a draft, a new file).
    public func check(_ path: String, text: String) -> PageResult? {
        guard let index = pageByFile[URL(fileURLWithPath: path).standardizedFileURL.path] else { return nil }
        var context = context
        let file = context.pages[index].source
        // As the page reader normalises a file.
        var text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if text.contains("\r") {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        var diagnostics = DiagnosticBag()
        var page = Page.read(file, text: text, diagnostics: &diagnostics)
        let pages = context.pages
        Translations.assignLanguage(
            &page, hasPage: { path in pages.contains { !$0.isGenerated && $0.source.relativePath == path } },
            diagnostics: &diagnostics)
        page.outputPath = context.pages[index].outputPath
        context.pages[index] = page
        context.diagnostics = diagnostics
        context.scope = BuildScope(pages: [index])
        for step in [BuildStep.parse, .diagrams, .examples, .catalog, .links] {
            // A scope that reaches further (a new title, a file linked for the first time) still
            // has the page's own diagnostics; the site's are the last check's until it is redone.
            do { try step.run(&context) } catch { continue }
        }
        let display = file.displayPath
        return PageResult(
            diagnostics: context.diagnostics.sorted.filter { $0.location?.file == display },
            codeBlocks: context.pages[index].outline.codeBlocks,
            typeIndex: typeIndex(forPageAt: file.path))
    }

    /// The index a page's examples are checked against, as the examples step chooses it.
    private func typeIndex(forPageAt path: String) -> TypeIndex? {
        guard !context.pageTypeIndexes.isEmpty else { return context.typeIndex }
        let folder = context.pageTypeIndexes.first { $0.pages.map { path.hasPrefix($0.path + "/") } ?? false }
        return (folder ?? context.pageTypeIndexes.first { $0.pages == nil })?.index ?? context.typeIndex
    }
}
