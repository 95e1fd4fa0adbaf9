import ArgumentParser
import DocGenAllocator
import DocGenContent
import DocGenDiagnostics
import DocGenSite
import Foundation

/// The `docgen` command: builds, checks and previews a component documentation site.
@main
struct DocGenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Build the documentation and component catalog of a UI component library.",
        discussion: """
            Run in a folder with Content/ (Markdown), or point at it with options or a docgen.yml. \
            Pages are rendered with the default theme, overridden file by file by Templates/ \
            (Mustache) when it exists. With no subcommand, docgen builds the site.

            Exit codes: 0 success; 1 the content or templates have errors; 2 a usage or \
            configuration error.
            """,
        version: DocGenVersion.current,
        subcommands: [Build.self, Check.self, Serve.self, Diagram.self, Theme.self, Init.self, LSP.self, Schema.self],
        defaultSubcommand: Build.self
    )

    /// Runs the command, mapping usage errors to exit code 2 as documented.
    static func main() async {
        MimallocPreload.restartIfAvailable()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as ConfigurationError {
            DiagnosticPrinter().print(error.diagnostics)
            Foundation.exit(ExitStatus.usage)
        } catch {
            if exitCode(for: error) == .validationFailure {
                StandardError.write(fullMessage(for: error) + "\n")
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}

/// docgen's documented exit codes.
enum ExitStatus {
    /// The content or templates have errors.
    static let failure: Int32 = 1
    /// A usage or configuration error.
    static let usage: Int32 = 2
}
