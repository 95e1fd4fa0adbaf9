import ArgumentParser
import DocGenContent
import DocGenDiagnostics
import DocGenSite
import Foundation

extension DocGenCommand {
    /// `docgen check`: every validation of the site, without writing it, for CI.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the site without building it: front matter, templates, links, diagrams and examples.",
            discussion: """
                Every ```json TypeName block is validated against the model types and every \
                ```swift block is parsed and checked against them, so examples that no longer \
                match the code fail with the line and column of the mistake. Exit codes: 0 no \
                errors, 1 errors (or warnings with --strict), 2 a usage or configuration error. \
                --fix applies, inside the fenced blocks only, every fix that is certain: an \
                error with exactly one candidate that is a plausible typo (a misspelt key, label, \
                case, member or type with one "did you mean", never a longer name that starts \
                with it), or a missing 'alpha:'; it prints what it changed and checks again; \
                with --dry-run it prints a unified diff instead. A model type that inherits from \
                or conforms to a type docgen cannot see (UIKit, SwiftUI, another module) may have \
                members docgen does not know: using one is accepted, and --verbose says why.
                """
        )

        /// How diagnostics are printed.
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, github, json
        }

        @OptionGroup var site: SiteOptions

        @Option(help: ArgumentHelp("How to print diagnostics: text, github (Actions annotations) or json."))
        var format: Format = .text

        @Flag(help: "Treat warnings as errors.")
        var strict = false

        @Flag(name: .long, help: "Check pages marked 'draft: true' too.")
        var drafts = false

        @Flag(
            help:
                "Print notes saying why a member docgen cannot see was accepted and why a DocC symbol link is shown as code (always in --format json)."
        )
        var verbose = false

        @Flag(help: "Apply the fixes that have exactly one candidate, in place, then check again.")
        var fix = false

        @Flag(help: "With --fix: print the fixes as a unified diff and change no file.")
        var dryRun = false

        func validate() throws {
            if dryRun && !fix { throw ValidationError("--dry-run needs --fix") }
        }

        func run() throws {
            let configuration = try site.configuration(drafts: drafts ? true : nil)
            var report = try check(configuration)
            if fix {
                var run = FixRun(configuration: configuration, dryRun: dryRun)
                // GitHub annotations and the JSON document keep standard output to themselves.
                if format != .text { run.write = { FileHandle.standardError.write(Data($0.utf8)) } }
                let fixed = try run.apply(report.diagnostics)
                // What is left is what a second check finds; a dry run changed nothing.
                if fixed > 0, !dryRun { report = try check(configuration) }
            }
            let diagnostics = strict ? report.diagnostics.promotingWarnings() : report.diagnostics
            let failed = diagnostics.contains { $0.severity == .error }
            switch format {
            case .text:
                var printer = DiagnosticPrinter()
                printer.showsExplanations = verbose
                printer.print(diagnostics)
                let counts = Summary.counted(diagnostics)
                let what = "\(Summary.plural(report.pageCount, "page")), \(Summary.plural(report.exampleCount, "example"))"
                StandardOutput.line(
                    failed
                        ? "check failed: \(what), \(counts)"
                        : "checked \(what)\(counts.isEmpty ? ": no problems" : ", \(counts)")")
            case .github:
                for diagnostic in diagnostics where verbose || !diagnostic.isExplanation {
                    StandardOutput.line(DiagnosticFormats.githubAnnotation(diagnostic))
                }
            case .json:
                StandardOutput.line(DiagnosticFormats.json(diagnostics, pages: report.pageCount, examples: report.exampleCount))
            }
            if failed { throw ExitCode(ExitStatus.failure) }
        }

        private func check(_ configuration: SiteConfiguration) throws -> SiteBuilder.Report {
            var checker = SiteBuilder(configuration: configuration, pipeline: .check)
            // The process ends after this check; freeing the site would only delay that.
            checker.freesMemory = false
            return try checker.build()
        }
    }
}
