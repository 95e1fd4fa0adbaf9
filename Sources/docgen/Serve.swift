import ArgumentParser
import DocGenDiagnostics
import DocGenPreview
import DocGenSite
import Foundation
import NIOCore

extension DocGenCommand {
    /// `docgen serve`: builds, serves on loopback, and rebuilds and reloads on every change.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Preview the site locally, rebuilding and reloading open pages on every change.",
            discussion: """
                Builds the site into the output folder, serves it on http://127.0.0.1:8000, and \
                watches the content, the templates and docgen.yml. An edit rebuilds what it \
                affects and every open page reloads itself. When an edit breaks the build, the \
                diagnostics are printed here and shown over the page, and the last good version \
                stays served. Stop with Ctrl-C.
                """
        )

        @OptionGroup var site: SiteOptions

        @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (default: _site).", valueName: "dir"))
        var output: String?

        @Option(name: .customLong("base-url"), help: ArgumentHelp("The absolute URL the site is served from.", valueName: "url"))
        var baseURL: String?

        @Flag(name: .long, help: "Build pages marked 'draft: true' too.")
        var drafts = false

        @Option(help: ArgumentHelp("The address to listen on; anything but loopback is reachable from other machines."))
        var host = "127.0.0.1"

        @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one."))
        var port = 8000

        @Option(
            name: .customLong("allow-host"),
            help: ArgumentHelp(
                "Another host name requests may use (repeatable); others get 421, against DNS rebinding.",
                valueName: "name"))
        var allowedHosts: [String] = []

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("'--port' must be between 0 and 65535") }
        }

        func run() async throws {
            let configuration = try site.configuration(output: output, baseURL: baseURL, drafts: drafts ? true : nil)
            let outputName = configuration.displayPath(configuration.outputDirectory)
            let session = PreviewSession(configuration: configuration) { report, isFirst in
                DiagnosticPrinter().print(report.diagnostics)
                if isFirst {
                    StandardOutput.line(Summary.line(for: report, output: outputName))
                } else if report.failed {
                    StandardOutput.line(
                        "rebuild failed\(Summary.counted(report.diagnostics).isEmpty ? "" : " with \(Summary.counted(report.diagnostics))"); serving the last good version"
                    )
                } else {
                    let seconds = report.timings.reduce(0) { $0 + $1.seconds }
                    StandardOutput.line(
                        "rebuilt in \(Int((seconds * 1000).rounded())) ms: \(Summary.plural(report.changedFiles.count, "file")) changed"
                    )
                }
            }
            try session.build(isFirst: true)
            let server = PreviewServer(session: session, host: host, port: port, allowedHosts: allowedHosts)
            if !server.isLoopback {
                StandardError.write("warning: serving on '\(host)' makes the preview reachable from other machines\n")
            }
            let host = self.host.contains(":") ? "[\(self.host)]" : self.host
            do {
                try await server.run { port in
                    StandardOutput.line("serving \(outputName) at http://\(host):\(port)/ (Ctrl-C to stop)")
                }
            } catch let error as IOError where error.errnoCode == EADDRINUSE {
                StandardError.write("error: port \(port) is already in use; choose another with '--port' (0 picks a free one)\n")
                throw ExitCode(ExitStatus.failure)
            }
        }
    }
}
