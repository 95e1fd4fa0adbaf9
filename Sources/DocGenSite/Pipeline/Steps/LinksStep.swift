import DocGenConcurrency
import DocGenContent

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
            let (diagnostics, hiddenFiles) = checker.check(&context.pages, at: Array(context.pages.indices))
            context.diagnostics.report(contentsOf: diagnostics)
            context.linkedHiddenFiles = hiddenFiles
            if context.keepsResults { context.kept.linkTargets = checker.targets }
            // No step after this one reads the outlines when the build renders once (but for the
            // title and symbol links they keep): they go before the render step, where the
            // build peaks, freed on another core while it starts.
            guard context.rendersPages, !context.keepsResults else { return }
            var spent: [PageOutline] = []
            spent.reserveCapacity(context.pages.count)
            for index in context.pages.indices { spent.append(context.pages[index].releaseOutline()) }
            _ = BackgroundJob { [spent = consume spent] in spent.count }
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
