import DocGenContent
import DocGenDiagnostics
import Foundation

/// Builds a site: checks the configuration, runs the pipeline, and reports what happened.
public struct SiteBuilder: Sendable {
    /// What a build did.
    public struct Report: Sendable {
        /// Every diagnostic, sorted by location.
        public var diagnostics: [Diagnostic]
        /// The number of Markdown pages built; generated catalog and model pages count among the files only.
        public var pageCount: Int
        /// The number of files written, pages included.
        public var fileCount: Int
        /// Whether the output folder now holds the new site.
        public var wroteSite: Bool
        /// Seconds per step, in order.
        public var timings: [(step: String, seconds: Double)]
        /// The process's peak resident memory in bytes after each step, in order.
        public var peakMemory: [(step: String, bytes: Int)] = []
        /// CPU seconds of all threads per step, in order: above the step's wall time when it ran in parallel.
        public var cpuSeconds: [(step: String, seconds: Double)] = []
        /// Output paths the build wrote or removed.
        public var changedFiles: [String] = []
        /// The number of JSON and Swift examples checked.
        public var exampleCount = 0
        /// For a rebuild after a change (`rebuild(changedPaths:)`): whether only the edited pages
        /// were rebuilt.
        public var rebuiltPagesOnly = false
        /// For a rebuild after a change that rebuilt the whole site: why the edited pages could
        /// not be rebuilt alone.
        public var fullRebuildReason: String?

        /// Whether any error was reported.
        public var failed: Bool { diagnostics.contains { $0.severity == .error } }

        /// A build that stopped before its first step, for these reasons; nothing was written.
        public static func notBuilt(_ diagnostics: [Diagnostic]) -> Report {
            Report(diagnostics: diagnostics, pageCount: 0, fileCount: 0, wroteSite: false, timings: [])
        }
    }

    /// The settings of this build.
    public let configuration: SiteConfiguration
    /// The steps to run.
    public let pipeline: BuildPipeline

    /// Work kept between builds; nil for a one-off build.
    public let cache: BuildCache?

    /// Whether `build` frees the site it held in memory before returning; a command that exits
    /// right after sets this to false and leaves the memory to the operating system.
    ///
    /// Freeing tens of thousands of strings and arrays one by one takes a tenth of a second on
    /// one core at the end of a 10,000-page build, for memory the process gives back as it exits.
    public var freesMemory = true

    /// Creates a builder; pass an incremental cache to rebuild quickly and update the output in
    /// place, or a persisting one to reuse an earlier `docgen build`'s work.
    public init(configuration: SiteConfiguration, pipeline: BuildPipeline = .build, cache: BuildCache? = nil) {
        self.configuration = configuration
        self.pipeline = pipeline
        self.cache = cache
    }

    /// Runs the build; configuration problems throw `ConfigurationError` before anything is read.
    public func build(progress: (Int, Int, String) -> Void = { _, _, _ in }) throws -> Report {
        if pipeline.writesSite {
            try OutputFolderGuard.check(configuration)
            try SiteWriter(
                outputDirectory: configuration.outputDirectory,
                displayPath: configuration.displayPath(configuration.outputDirectory)
            ).checkReplaceable()
        }
        var context = BuildContext(configuration: configuration)
        context.cache = cache
        context.freesMemory = freesMemory
        if pipeline.writesSite && !(cache?.isIncremental ?? false) {
            context.staging = SiteStaging(
                directory: SiteWriter(outputDirectory: configuration.outputDirectory, displayPath: "").stagingDirectory)
        }
        // Pages staged by a build that then failed must not linger beside the output folder.
        defer { if !context.wroteSite { context.staging?.discard() } }
        defer { if !freesMemory { ProcessMemory.keep(context) } }
        var timings: [(String, Double)] = []
        var peaks: [(String, Int)] = []
        var cpu: [(String, Double)] = []
        var cpuBefore = PeakMemory.cpuSeconds()
        // The last build's state is replaced by this one's, or dropped if this one fails.
        if let cache, cache.isIncremental { cache.retained = nil }
        try pipeline.run(&context, progress: progress) { step, seconds in
            timings.append((step, seconds))
            peaks.append((step, PeakMemory.bytes()))
            let cpuNow = PeakMemory.cpuSeconds()
            cpu.append((step, cpuNow - cpuBefore))
            cpuBefore = cpuNow
        }
        if !(cache?.isIncremental ?? true) { cache?.save() }
        if let cache, cache.isIncremental, pipeline.writesSite { cache.retain(context) }
        return Report(
            diagnostics: context.diagnostics.sorted,
            pageCount: context.contentPageCount,
            fileCount: context.outputFiles.count,
            wroteSite: context.wroteSite,
            timings: timings,
            peakMemory: peaks,
            cpuSeconds: cpu,
            changedFiles: context.changedFiles,
            exampleCount: context.results.exampleCount)
    }
}
