import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import DocGenHighlight
import DocGenMarkdown
import Foundation

extension BuildStep {
    /// Checks every ```json TypeName and ```swift block against the model types, so that
    /// examples that no longer match the code fail with the line and column of the mistake.
    public static let examples = BuildStep("examples", isPageLocal: true) { context in
        guard let checkers = ExampleCheckerLoader.checkers(for: &context), let first = checkers.first else { return }
        let cache = context.cache
        // A scope's models are its build's, which the cache's results were checked against.
        if let cache, cache.isIncremental, context.scope == nil {
            cache.checkExamples(
                against: PersistentCache.modelsSignature(
                    context.configuration.modelDirectories, excluding: context.configuration.modelExclusions,
                    sampleRules: first.checker.rules))
        }
        // A one-off build draws each page's previews as soon as the page's samples are made and
        // lets the samples go: the site's samples together were the largest part of its peak.
        // `docgen serve` keeps them for its rebuilds and draws in the catalog step.
        let drawer = context.keepsResults || context.scope != nil ? nil : SiteCatalog.drawer(for: context)
        // Pages the configuration leaves unchecked (`checkExclude`) are shown as written, as
        // `no-check` blocks are: highlighted by the renderer, with no result and no preview.
        let checkedPages = context.pagesInScope.filter {
            context.configuration.checksExamples(ofPageAt: context.pages[$0].source.relativePath)
        }
        for (checker, indices) in ExampleCheckerLoader.groups(checkedPages, of: context.pages, by: checkers) {
            let checked = ExampleCheckerLoader.check(
                context.pages, at: indices, results: context.results, with: checker, cache: cache, spill: context.spill,
                drawer: drawer)
            for (index, page) in zip(indices, checked) {
                context.diagnostics.report(contentsOf: page.diagnostics)
                context.results[index].checkedExamples = page.results
                context.results[index].highlightedCode = page.highlighted
                context.results[index].spilledCode = page.spilled
                context.results[index].drawnPreviews = page.previews
                context.results[index].spilledResults = page.spilledResults
                // Nothing after this step reads a one-off build's code blocks again (the render
                // step parses each page again); held to the end, they grew with the site.
                if drawer != nil {
                    context.pages[index].releaseCodeBlocks()
                    context.results[index].spilledCodeBlocks = []
                }
            }
        }
    }
}

/// Builds the type index from the configured model folders, and checks one page's blocks.
enum ExampleCheckerLoader {
    /// The results of the pages at `indices`, on all cores: each page's results by fence line,
    /// their diagnostics in block order, and the Swift blocks the checker highlighted by fence
    /// line, or where they are in `spill` when there is one; with a `drawer`, each page's
    /// previews, and its results without their samples, in `spill` when there is one
    /// (`spilledResults`, the results then empty).
    ///
    /// Code the parse step stored is read from `spill`.
    static func check(
        _ pages: [Page], at indices: [Int], results: PipelineResults, with checker: ExampleChecker, cache: BuildCache?,
        spill: SpillFile?, drawer: CatalogPreviews.Drawer? = nil
    )
        -> [(
            results: [Int: CheckedExample], diagnostics: [Diagnostic], highlighted: [Int: String],
            spilled: SpillFile.KeyedSpans, previews: CatalogPreviews.Result?, spilledResults: SpillFile.Span?
        )]
    {
        // Every page's blocks may use what any page's examples add to a model type; read from
        // the whole site, so a one-page rebuild sees the same.
        let extended = ExtendedTypes.modelTypes(
            Array(pages.indices).parallelMap { index in
                results[index].codeBlocks(of: pages[index], spill: spill) { $0.language == "swift" }
                    .filter { $0.language == "swift" }.flatMap { ExtendedTypes.names(in: $0.code) }
            }.flatMap { $0 }, index: checker.index)
        // Each task reads the two parts of its page it needs; a copy of the whole page costs more.
        return indices.parallelMap { index in
            var page = check(
                results[index].codeBlocks(of: pages[index], spill: spill), file: pages[index].source.displayPath,
                with: checker, cache: cache,
                documentedModule: pages[index].documentedModule, extendedTypes: extended)
            let previews = drawer.map { CatalogPreviews.draw(page.results, of: pages, at: index, drawer: $0, spill: spill) }
            var spilledResults: SpillFile.Span?
            if previews != nil {
                // Drawn, the results wait only for the page's rendering: in the spill file, whose
                // bytes leave the samples out, or else in memory without them.
                if let spill, !page.results.isEmpty,
                    let span = spill.store(bytes: [CheckedExample.bytes(of: page.results)])?.first
                {
                    (page.results, spilledResults) = ([:], span)
                } else {
                    page.results = page.results.mapValues(\.withoutSamples)
                }
            }
            // A one-off build's highlighted Swift examples wait for their pages in the spill
            // file, stored by the task that made them: the HTML of a site's examples is a large
            // part of what it would hold, and every page's at once the largest.
            guard let spans = spill?.store(page.highlighted) else {
                return (page.results, page.diagnostics, page.highlighted, [:], previews, spilledResults)
            }
            return (page.results, page.diagnostics, [:], spans, previews, spilledResults)
        }
    }

    /// One page's results, from its code blocks, read from a page at `file`; the blocks see
    /// the modules any of them imports, and the module a DocC page documents, as imported, and
    /// the model types the site's examples extend as `extendedTypes`.
    static func check(
        _ codeBlocks: [CodeBlock], file: String, with checker: ExampleChecker, cache: BuildCache?,
        documentedModule: String? = nil, extendedTypes: [String] = []
    )
        -> (results: [Int: CheckedExample], diagnostics: [Diagnostic], highlighted: [Int: String])
    {
        var results: [Int: CheckedExample] = [:]
        var highlighted: [Int: String] = [:]
        var all: [Diagnostic] = []
        // What the page's earlier Swift blocks declared, which a block's result depends on.
        let imports = codeBlocks.filter { $0.language == "swift" }.flatMap { ImportedModules.names(in: $0.code) }
        var scope = ExamplePageScope(
            importedModules: (documentedModule.map { [$0] } ?? []) + imports, extendedTypes: extendedTypes)
        // A type or closure shown over several blocks is closed by a later one.
        let lastClosing = codeBlocks.lastIndex {
            $0.language == "swift" && ExamplePageScope.closesEarlierBlock($0.code)
        }
        for (index, block) in codeBlocks.enumerated() {
            scope.closesLater = lastClosing.map { index < $0 } ?? false
            let key = scope.key.isEmpty ? block.info : block.info + "\u{0}" + scope.key
            let result: ExampleResult
            if let cached = cache?.example(for: block.code, info: key, file: file, firstLine: block.firstCodeLine) {
                // The lookup already kept the entry; storing it again would only encode it again.
                result = cached
            } else {
                result = checker.check(
                    code: block.code, info: block.info, file: file, firstLine: block.firstCodeLine, scope: scope)
                cache?.store(example: result, for: block.code, info: key, file: file, firstLine: block.firstCodeLine)
            }
            scope = checker.scope(scope, after: result, code: block.code)
            if let html = result.highlightedHTML { highlighted[block.position.line] = html }
            // An unchecked block can still carry a warning (one too large to check).
            guard result.checked else {
                all += result.diagnostics
                continue
            }
            // The checker counts columns from the start of the code; a fence indented in a
            // list moves every code line right by the fence's own indentation, and the info
            // string (a diagnostic past column 1 of the fence line, placed after a three-character
            // fence) also by the fence's extra characters.
            let shift = block.position.column - 1
            let infoShift = shift + max(0, block.fenceLength - 3)
            let diagnostics = result.diagnostics.map { diagnostic -> Diagnostic in
                guard var location = diagnostic.location else { return diagnostic }
                if location.line >= block.firstCodeLine, shift > 0 {
                    location.column += shift
                } else if location.line == block.position.line, location.column > 1, infoShift > 0 {
                    location.column += infoShift
                } else {
                    return diagnostic
                }
                var moved = diagnostic
                moved.location = location
                return moved
            }
            all += diagnostics
            let passed = !diagnostics.contains { $0.severity == .error }
            results[block.position.line] = CheckedExample(
                typeName: result.typeName, passed: passed, samples: passed ? result.samples : [])
        }
        return (results, all, highlighted)
    }

    /// The checker of the pages under a folder (nil: every other page).
    typealias PageChecker = (pages: URL?, checker: ExampleChecker)

    /// The pages at `indices` grouped by the checker of the first folder that holds them, in
    /// the order of `checkers`; with one checker for every page, all of them.
    static func groups(_ indices: [Int], of pages: [Page], by checkers: [PageChecker]) -> [(ExampleChecker, [Int])] {
        guard checkers.count > 1 else { return checkers.map { ($0.checker, indices) } }
        var groups = [[Int]](repeating: [], count: checkers.count)
        for index in indices {
            let path = pages[index].source.path
            let group =
                checkers.firstIndex { $0.pages.map { path.hasPrefix($0.path + "/") } ?? false }
                ?? checkers.firstIndex { $0.pages == nil }
            if let group { groups[group].append(index) }
        }
        return zip(checkers, groups).map { ($0.checker, $1) }
    }

    /// The checkers of the site's pages: one for every page, or with model folders for some
    /// pages only (`{path: …, for: …}`), one per page folder and one for the other pages.
    static func checkers(for context: inout BuildContext) -> [PageChecker]? {
        let configuration = context.configuration
        let rendersPages = context.rendersPages
        let make = { (index: TypeIndex) in checker(index: index, configuration: configuration, rendersPages: rendersPages) }
        // A scope never changes the models: its pages are checked against its build's index,
        // whose problems are reported already.
        if context.scope != nil, !context.pageTypeIndexes.isEmpty {
            return context.pageTypeIndexes.map { ($0.pages, make($0.index)) }
        }
        guard !configuration.modelPageFolders.isEmpty, context.scope == nil else {
            return checker(for: &context).map { [(nil, $0)] }
        }
        // Each page folder sees the models for every page and its own; all of them together
        // serve the catalog and the model pages, whose duplicates across page folders (a
        // `Button` for iOS and one for macOS) are no problem.
        let shared = configuration.modelDirectories.filter { configuration.modelPageFolders[$0] == nil }
        let pageFolders = Set(configuration.modelPageFolders.values).sorted { $0.path > $1.path }
        var indexes: [(pages: URL?, index: TypeIndex)] = []
        var reported = Set<String>()
        do {
            let all = try index(of: configuration.modelDirectories, configuration: configuration)
            context.typeIndex = all
            context.diagnostics.report(contentsOf: configuration.sampleRules.problems(in: all))
            for pages in pageFolders + [nil] {
                let own = configuration.modelDirectories.filter { pages != nil && configuration.modelPageFolders[$0] == pages }
                let index = try index(of: shared + own, configuration: configuration)
                // A file of the shared folders is read for each page folder, and reported once.
                for diagnostic in index.diagnostics where reported.insert(diagnostic.description).inserted {
                    context.diagnostics.report(diagnostic)
                }
                indexes.append((pages, index))
            }
        } catch {
            context.diagnostics.report(.error("cannot read model sources: \(error)", at: nil, rule: "config-models"))
            return nil
        }
        context.pageTypeIndexes = indexes
        return indexes.map { ($0.pages, make($0.index)) }
    }

    /// The model types of `folders`, named from the project root as content files are: the
    /// model pages show where each type is declared, and a site holds no absolute path.
    private static func index(of folders: [URL], configuration: SiteConfiguration) throws -> TypeIndex {
        try TypeIndex.build(fromFolders: folders, excluding: configuration.modelExclusions, name: configuration.rootRelativePath)
    }

    static func checker(for context: inout BuildContext) -> ExampleChecker? {
        // A scope never changes the models: its pages are checked against its build's index,
        // whose problems are reported already.
        let folders = context.configuration.modelDirectories
        if context.scope != nil, !folders.isEmpty {
            return context.typeIndex.map {
                checker(index: $0, configuration: context.configuration, rendersPages: context.rendersPages)
            }
        }
        // Without model sources every typed sample would be an "unknown type" error: such a
        // site's typed samples are not checked, and says so once, but its Swift examples still
        // are, so a shell command in a `swift` block is an error with or without models.
        guard !folders.isEmpty else {
            if context.scope == nil {
                context.diagnostics.report(
                    .note(
                        "JSON samples are not checked and Swift examples only for their syntax and against what their page declares: no model folder (set 'models' in docgen.yml or pass '--models')",
                        at: nil, rule: "examples-unchecked"))
            }
            return ExampleChecker(
                index: TypeIndex.build(sources: []), highlighter: context.rendersPages ? SyntaxHighlighter.swiftHTML : nil,
                checksTypedSamples: false)
        }
        do {
            let configuration = context.configuration
            let index = try index(of: folders, configuration: configuration)
            context.diagnostics.report(contentsOf: index.diagnostics)
            context.diagnostics.report(contentsOf: configuration.sampleRules.problems(in: index))
            context.typeIndex = index
            return checker(index: index, configuration: configuration, rendersPages: context.rendersPages)
        } catch {
            context.diagnostics.report(.error("cannot read model sources: \(error)", at: nil, rule: "config-models"))
            return nil
        }
    }

    private static func checker(index: TypeIndex, configuration: SiteConfiguration, rendersPages: Bool) -> ExampleChecker {
        // A build that renders pages highlights each Swift example from the tree its check
        // parsed; `docgen check` shows no code.
        ExampleChecker(
            index: index, rules: configuration.sampleRules, highlighter: rendersPages ? SyntaxHighlighter.swiftHTML : nil)
    }
}
