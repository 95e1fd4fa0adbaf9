import DocGenDiagnostics
import DocGenSite
import Foundation

/// Keeps a site built while its sources change: the first build, then a rebuild after every
/// change to the content, the templates or the configuration file.
///
/// Rebuilds go through a `BuildCache`, so an edit to one page re-parses and rewrites only that
/// page. A rebuild that fails writes nothing: the last good site stays served, and open pages
/// are sent the diagnostics to show over it.
public final class PreviewSession: Sendable {
    /// The settings of the site being previewed.
    public let configuration: SiteConfiguration
    /// Events for open pages.
    public let events = ReloadEvents()
    private let cache = BuildCache()
    private let report: @Sendable (SiteBuilder.Report, _ isFirst: Bool) -> Void

    /// Creates a session; `report` is told about every build, for printing.
    public init(
        configuration: SiteConfiguration,
        report: @escaping @Sendable (SiteBuilder.Report, _ isFirst: Bool) -> Void = { _, _ in }
    ) {
        self.configuration = configuration
        self.report = report
    }

    /// The folders and files whose changes trigger a rebuild.
    public var watchedPaths: [URL] {
        var paths = [configuration.contentDirectory, configuration.templatesDirectory] + configuration.modelDirectories
        if let configFile = configuration.configFile { paths.append(configFile) }
        return paths
    }

    /// Builds the site; configuration problems throw before anything is written.
    @discardableResult
    public func build(isFirst: Bool = false) throws -> SiteBuilder.Report {
        let result = try SiteBuilder(configuration: configuration, cache: cache).build()
        report(result, isFirst)
        return result
    }

    /// Rebuilds and tells open pages: reload on success, the diagnostics on failure.
    @discardableResult
    public func rebuild() async -> SiteBuilder.Report? {
        do {
            let result = try build()
            if result.failed {
                await events.publish(.failed(diagnostics: result.diagnostics.map(\.description)))
            } else if !result.changedFiles.isEmpty {
                await events.publish(.reload(changed: result.changedFiles))
            }
            return result
        } catch {
            let lines = (error as? ConfigurationError)?.diagnostics.map(\.description) ?? ["\(error)"]
            await events.publish(.failed(diagnostics: lines))
            return nil
        }
    }

    /// Watches the sources and rebuilds after each change, until the task is cancelled.
    public func watch(interval: Duration = .milliseconds(120)) async {
        let watcher = FileWatcher(paths: watchedPaths)
        var last = watcher.snapshot()
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let current = watcher.snapshot()
            guard !FileWatcher.changes(from: last, to: current).isEmpty else { continue }
            // Editors often write a file in several steps; wait for it to settle.
            try? await Task.sleep(for: .milliseconds(30))
            last = watcher.snapshot()
            await rebuild()
        }
    }
}
