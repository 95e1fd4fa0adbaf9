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
                affects and every open page reloads itself. Diagnostics are printed here and \
                shown in a box in a corner of the page, which closes with its button or Escape: \
                errors in what a page says are written onto the page, and an edit that does not \
                build leaves the last good version served. Stop with Ctrl-C.
                """
        )

        @OptionGroup var options: BuildOptions

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
            let configuration = try options.configuration()
            let outputName = configuration.displayPath(configuration.outputDirectory)
            let options = self.options
            let session = PreviewSession(
                configuration: configuration,
                reload: { try options.configuration() }
            ) { report, isFirst in
                DiagnosticPrinter().print(report.diagnostics)
                if isFirst {
                    StandardOutput.line(Summary.line(for: report, output: outputName))
                } else if !report.wroteSite {
                    StandardOutput.line(
                        "rebuild failed\(Summary.counted(report.diagnostics).isEmpty ? "" : " with \(Summary.counted(report.diagnostics))"); serving the last good version"
                    )
                } else {
                    // Errors in what a page says are shown on the page, which was written.
                    let errors = report.diagnostics.count { $0.severity == .error }
                    let shown = errors == 0 ? "" : " with \(Summary.plural(errors, "error")) shown on the pages"
                    let seconds = report.timings.reduce(0) { $0 + $1.seconds }
                    StandardOutput.line(
                        "rebuilt in \(Int((seconds * 1000).rounded())) ms\(shown): \(Summary.plural(report.changedFiles.count, "file")) changed"
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
            } catch let error as IOError {
                // Every way binding fails is one line naming the address, never a raw error.
                let reason: String
                switch error.errnoCode {
                case EADDRINUSE: reason = "port \(port) is already in use; choose another with '--port' (0 picks a free one)"
                case EACCES:
                    reason =
                        "not allowed to listen on port \(port); ports below 1024 need privileges, choose another with '--port'"
                case EADDRNOTAVAIL: reason = "'\(self.host)' is not an address of this machine; use '127.0.0.1' or one of its own"
                default: reason = "cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode)))"
                }
                StandardError.write("error: \(reason)\n")
                throw ExitCode(ExitStatus.failure)
            } catch let error as SocketAddressError.UnknownHost {
                StandardError.write(
                    "error: cannot listen on '\(self.host)': no address found for that name (\(error.errorDescription))\n")
                throw ExitCode(ExitStatus.failure)
            } catch let error as SocketAddressError {
                StandardError.write("error: cannot listen on '\(self.host)': \(Self.describe(error))\n")
                throw ExitCode(ExitStatus.failure)
            }
        }

        /// What went wrong with a host name, in words.
        private static func describe(_ error: SocketAddressError) -> String {
            switch error {
            case .unknown(let host, _): "no address found for the name '\(host)'"
            case .unsupported: "the address family is not supported"
            case .unixDomainSocketPathTooLong: "the socket path is too long"
            case .failedToParseIPString(let text): "'\(text)' is not an IP address"
            }
        }
    }
}
