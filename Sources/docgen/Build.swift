import ArgumentParser
import DocGenDiagnostics
import DocGenSite
import Foundation

extension DocGenCommand {
    /// `docgen build`: writes the static site.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the static site from the content and templates.",
            discussion: """
                Reads every Markdown file under the content folder, renders it through the \
                templates and replaces the output folder with the new site. Examples that pass \
                their check get a preview of their component, gathered in a catalog, and the \
                model types get reference pages. When anything is wrong the previous site is \
                left untouched.
                """
        )

        @OptionGroup var options: BuildOptions

        @Flag(
            name: .long,
            help:
                "Print each step's time and the peak memory so far, and notes on why a template fast path was not used, a member docgen cannot see was accepted, or a DocC symbol link is shown as code."
        )
        var verbose = false

        @Flag(
            name: .customLong("no-cache"),
            help: "Redo all highlighting, diagrams and example checks instead of reusing the last build's.")
        var noCache = false

        // Renders every page through swift-mustache alone, to compare its bytes with the fast
        // paths' (Tests/DocGenSiteTests/FastPathEquivalenceTests.swift).
        @Flag(name: .customLong("no-fast-paths"), help: .hidden)
        var noFastPaths = false

        func run() throws {
            var configuration = try options.configuration()
            configuration.usesTemplateFastPaths = !noFastPaths
            let progress = ProgressLine(enabled: StandardError.isTerminal)
            let cache =
                noCache
                ? nil
                : BuildCache(
                    persistingIn: configuration.cacheDirectory, modelFolders: configuration.modelDirectories,
                    modelExclusions: configuration.modelExclusions, sampleRules: configuration.sampleRules)
            var builder = SiteBuilder(configuration: configuration, cache: cache)
            // The process ends after this build; freeing the site would only delay that.
            builder.freesMemory = false
            let report = try builder.build(progress: progress.show)
            progress.clear()
            var printer = DiagnosticPrinter()
            printer.showsExplanations = verbose
            printer.print(report.diagnostics)
            if verbose { Summary.printTimings(report) }
            let output = configuration.displayPath(configuration.outputDirectory)
            StandardOutput.line(Summary.line(for: report, output: output))
            if report.failed { throw ExitCode(ExitStatus.failure) }
        }
    }
}
