import DocGenContent
import DocGenDiagnostics

extension BuildStep {
    /// Rewrites links to Markdown files into links to pages and reports broken links and anchors.
    ///
    /// On a scope, the kept targets take its pages' anchors, and its pages and the pages linking
    /// into them (`BuildScope.linkingPages`) are resolved again.
    public static let links = BuildStep("links") { context in
        guard let scope = context.scope else {
            let checker = LinkChecker(
                pages: context.pages, drafts: context.drafts, staticFiles: context.staticFiles,
                symbols: context.symbols, configuration: context.configuration)
            if context.keepsResults { context.kept.linkTargets = checker.targets }
            // No step after this one reads the outlines when the build renders once (but for the
            // title and symbol links they keep), nor the rewrites but the render task, which
            // reads them back from the spill file: the pages are checked a run at a time and
            // each run lets them go, so that no more than a run's are in memory beside the
            // targets, where the build would peak.
            let releases = context.rendersPages && !context.keepsResults
            let runLength = releases ? 1024 : max(context.pages.count, 1)
            var (diagnostics, hiddenFiles, unreadable) = ([Diagnostic](), Set<String>(), false)
            for start in stride(from: 0, to: context.pages.count, by: runLength) {
                let run = Array(start..<min(start + runLength, context.pages.count))
                if let spill = context.spill, !readLinks(of: run, in: &context, from: spill) { unreadable = true }
                let found = checker.check(&context.pages, at: run)
                diagnostics += found.diagnostics
                hiddenFiles.formUnion(found.hiddenFiles)
                guard releases else { continue }
                if let spill = context.spill { spillLinkRewrites(of: run, in: &context, to: spill) }
                for index in run { context.pages[index].releaseOutline() }
            }
            if unreadable {
                diagnostics.append(
                    .error("cannot read back the links of the pages from docgen's temporary file", at: nil, rule: "output-write"))
            }
            context.diagnostics.report(contentsOf: diagnostics)
            context.linkedHiddenFiles = hiddenFiles
            return
        }
        for index in scope.pages {
            context.kept.linkTargets.pages[context.pages[index].source.relativePath]?.anchors = context.pages[index].anchors
        }
        // A linking page's other diagnostics stand; its link warnings are made again.
        let linking = Set(scope.linkingPages.map { context.pages[$0].source.displayPath })
        context.diagnostics.removeAll { LinkChecker.rules.contains($0.rule) && linking.contains($0.location?.file ?? "") }
        let checker = LinkChecker(targets: context.kept.linkTargets)
        let indices = (scope.pages + scope.linkingPages).sorted()
        let (diagnostics, hiddenFiles) = checker.check(&context.pages, at: indices)
        // A rebuild writes only its pages: a file it links to that the site does not have yet needs a whole build.
        if let new = hiddenFiles.subtracting(context.linkedHiddenFiles).sorted().first {
            throw BuildScope.Exceeded(reason: "'\(new)' is linked for the first time")
        }
        context.diagnostics.report(contentsOf: diagnostics)
    }
}

extension BuildStep {
    /// Moves the link rewrites of the pages in `run` to `spill`, where the render task reads
    /// them back; when the file would not take them, the pages keep them.
    ///
    /// Every page would hold them from here until it is rendered, through the build's peak.
    fileprivate static func spillLinkRewrites(of run: [Int], in context: inout BuildContext, to spill: SpillFile) {
        let indices = run.filter { !context.pages[$0].linkRewrites.isEmpty }
        guard let spans = spill.store(bytes: indices.map { context.pages[$0].linkRewrites.bytes }) else { return }
        for (index, span) in zip(indices, spans) {
            context.results[index].spilledLinkRewrites = span
            context.pages[index].linkRewrites = LinkRewrites()
        }
    }

    /// Gives the pages in `run` back the links the parse step stored in `spill`; false when
    /// they cannot be read.
    fileprivate static func readLinks(of run: [Int], in context: inout BuildContext, from spill: SpillFile) -> Bool {
        let stored = run.filter { context.results[$0].spilledLinks != nil }
        guard !stored.isEmpty else { return true }
        guard let records = spill.bytes(stored.compactMap { context.results[$0].spilledLinks }) else { return false }
        var readable = true
        for (index, bytes) in zip(stored, records) {
            context.results[index].spilledLinks = nil
            guard let links = PageOutline.Link.links(from: bytes[...]) else {
                readable = false
                continue
            }
            context.pages[index].restoreLinks(links)
        }
        return readable
    }
}
