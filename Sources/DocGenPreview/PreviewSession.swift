import DocGenContent
import DocGenDiagnostics
import DocGenSite
import Foundation

/// Keeps a site built while its sources change: the first build, then a rebuild after every
/// change to the content, the templates or the configuration file.
///
/// Rebuilds go through a `BuildCache`, so an edit to one page re-parses and rewrites only that
/// page. A rebuild that fails writes nothing: the last good site stays served, and open pages
/// are sent the diagnostics to show over it. An edit of the configuration file reads it again
/// (with `reload`), so its settings and sample rules apply from the next build; the folders
/// watched and served stay those the session started with.
public final class PreviewSession: @unchecked Sendable {
    /// Events for open pages.
    public let events = ReloadEvents()
    private let cache = BuildCache()
    private let report: @Sendable (SiteBuilder.Report, _ isFirst: Bool) -> Void
    private let reload: (@Sendable () throws -> SiteConfiguration)?
    // Guards `current`: rebuilds run on the watcher's task, the server reads the settings.
    private let lock = NSLock()
    private var current: SiteConfiguration

    /// Creates a session; `report` is told about every build, for printing, and `reload` reads
    /// the configuration again after its file changes (nil: keep `configuration`).
    public init(
        configuration: SiteConfiguration,
        reload: (@Sendable () throws -> SiteConfiguration)? = nil,
        report: @escaping @Sendable (SiteBuilder.Report, _ isFirst: Bool) -> Void = { _, _ in }
    ) {
        self.current = configuration
        self.reload = reload
        self.report = report
    }

    /// The settings of the site being previewed, as last read.
    public var configuration: SiteConfiguration {
        lock.withLock { current }
    }

    /// The folders and files whose changes trigger a rebuild.
    public var watchedPaths: [URL] {
        var paths = [configuration.contentDirectory, configuration.templatesDirectory] + configuration.modelDirectories
        if let configFile = configuration.configFile { paths.append(configFile) }
        if let stylesheet = configuration.stylesheetSource { paths.append(stylesheet) }
        return paths
    }

    /// Builds the site; configuration problems throw before anything is written.
    @discardableResult
    public func build(isFirst: Bool = false) throws -> SiteBuilder.Report {
        let result = try SiteBuilder(configuration: configuration, cache: cache).build()
        report(result, isFirst)
        return result
    }

    /// Rebuilds and tells open pages: reload when the site was written (then the errors shown on
    /// its pages, if any), the diagnostics when it was not.
    ///
    /// With `changed` (absolute paths, as the watcher reports them), an edit to existing pages
    /// rebuilds only those pages when nothing else can have changed; without, the whole site.
    @discardableResult
    public func rebuild(changed: [String]? = nil) async -> SiteBuilder.Report? {
        do {
            var changed = changed
            if let reload, let paths = changed, paths.contains(where: isConfigFile) {
                let reloaded = try reload()
                // The watcher and the server keep the folders serve started with.
                if let moved = Self.movedFolder(from: configuration, to: reloaded) {
                    throw ConfigurationError(
                        "docgen.yml now names another \(moved) folder; restart docgen serve to build and watch it",
                        at: reloaded.configFile.map { SourceLocation(file: reloaded.displayPath($0), line: 1) })
                }
                lock.withLock { current = reloaded }
                // Any page may read a setting: the whole site is built again.
                changed = nil
            }
            let builder = SiteBuilder(configuration: configuration, cache: cache)
            let result = try changed.map { try builder.rebuild(changedPaths: $0) } ?? builder.build()
            report(result, false)
            if result.failed && !result.wroteSite {
                // Notes that only say why something was accepted would bury the errors.
                let shown = result.diagnostics.filter { !$0.isExplanation }
                await events.publish(.failed(diagnostics: shown.map(\.description)))
            } else {
                if !result.changedFiles.isEmpty { await events.publish(.reload(changed: result.changedFiles)) }
                // Errors in what pages say were written onto them: the reloaded pages say how many.
                let errors = result.diagnostics.filter { $0.severity == .error }
                if !errors.isEmpty { await events.publish(.builtWithErrors(errors: errors.map(\.description))) }
            }
            return result
        } catch {
            // Said in the terminal too: a bad docgen.yml must not only show in an open page.
            let diagnostics = (error as? ConfigurationError)?.diagnostics ?? [.error("\(error)", at: nil, rule: "configuration")]
            report(.notBuilt(diagnostics), false)
            await events.publish(.failed(diagnostics: diagnostics.map(\.description)))
            return nil
        }
    }

    /// Which of the folders serve watches or serves a reloaded configuration moves, if any.
    private static func movedFolder(from old: SiteConfiguration, to new: SiteConfiguration) -> String? {
        // By path: a URL made for a folder that exists ends in a slash, one made before it did does not.
        func paths(_ urls: [URL]) -> [String] { urls.map(\.standardizedFileURL.path) }
        let folders: [(name: String, urls: (SiteConfiguration) -> [URL])] = [
            ("content", { [$0.contentDirectory] }), ("templates", { [$0.templatesDirectory] }),
            ("output", { [$0.outputDirectory] }), ("models", \.modelDirectories),
        ]
        return folders.first { paths($0.urls(old)) != paths($0.urls(new)) }?.name
    }

    private func isConfigFile(_ path: String) -> Bool {
        guard let file = configuration.configFile else { return false }
        let changed = URL(fileURLWithPath: path)
        return changed.standardizedFileURL.path == file.standardizedFileURL.path
            || changed.resolvingSymlinksInPath().path == file.resolvingSymlinksInPath().path
    }

    /// Watches the sources and rebuilds after each change, until the task is cancelled.
    public func watch() async {
        await watch(with: FileWatcher(paths: watchedPaths))
    }

    func watch(with watcher: FileWatcher) async {
        while !Task.isCancelled {
            let changed = await watcher.next()
            guard !changed.isEmpty, !Task.isCancelled else { continue }
            await rebuild(changed: changed)
        }
    }
}
