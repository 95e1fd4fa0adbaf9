extension SiteBuilder {
    /// Rebuilds after a change to `changedPaths` (absolute paths), as little as it can.
    ///
    /// Only the edited pages are rebuilt when they are existing Markdown pages whose edit reaches
    /// no other page; otherwise the whole site, through the cache. Either way the output is what
    /// a full build would write.
    public func rebuild(changedPaths: [String]) throws -> Report {
        guard let cache, cache.isIncremental, pipeline.steps.map(\.name) == BuildPipeline.build.steps.map(\.name),
            let retained = cache.retained
        else { return try build() }
        // The rebuild takes the state over and updates it in place: while the cache also held
        // it, every change copied the arrays of all ten thousand pages.
        cache.retained = nil
        switch PageRebuild(configuration: configuration, cache: cache, steps: pipeline.steps).run(
            changedPaths, from: consume retained)
        {
        case .rebuilt(var report, let site):
            cache.retained = site
            report.rebuiltPagesOnly = true
            return report
        case .fullRebuild(let reason):
            var report = try build()
            report.fullRebuildReason = reason
            return report
        }
    }
}

extension BuildCache {
    /// Keeps what a one-page rebuild needs from a build that wrote the site; forgets it after
    /// one that did not, so the next change rebuilds the whole site.
    func retain(_ context: BuildContext) {
        retained = context.wroteSite ? RetainedSite(context: context) : nil
    }
}
