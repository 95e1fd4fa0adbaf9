import ArgumentParser
import DocGenContent
import DocGenDiagnostics
import DocGenSite
import DocGenTemplates
import Foundation

extension DocGenCommand {
    /// `docgen theme`: writes the default theme's files out, to change them.
    struct Theme: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the default theme's files into the templates folder, to change them.",
            discussion: """
                docgen renders pages with a default theme built into it. A file in the \
                templates folder (Templates/, or --templates and 'templates:' in docgen.yml) \
                replaces the default file at the same path, so copy out only the files you \
                change: 'docgen theme partials/footer.mustache' writes \
                Templates/partials/footer.mustache. Without FILE, every file is written. \
                Existing files are never overwritten: if any of them exists, nothing is \
                written and the exit code is 2.
                """
        )

        @Argument(
            help: ArgumentHelp(
                "Files or folders of the default theme to write, such as partials/footer.mustache or assets (default: all).",
                valueName: "file"))
        var files: [String] = []

        @Option(
            name: .shortAndLong,
            help: ArgumentHelp("The folder to write into (default: the templates folder, Templates).", valueName: "dir"))
        var output: String?

        @Option(name: .long, help: ArgumentHelp("A configuration file (default: docgen.yml when present).", valueName: "file"))
        var config: String?

        @Flag(name: .long, help: "Print the default theme's file paths instead of writing them.")
        var list = false

        func run() throws {
            let paths = try ThemeExport.select(files)
            if list {
                for path in paths { StandardOutput.line(path) }
                return
            }
            let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let configuration = try SiteConfiguration.load(root: root, overrides: .init(configFile: config))
            let folder =
                output.map { URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL }
                ?? configuration.templatesDirectory
            let display = configuration.displayPath(folder)
            do {
                try ThemeExport.write(paths, into: folder, configuration: configuration)
            } catch let error as ConfigurationError {
                throw error
            } catch {
                let reason = Self.describe(error, folder, configuration)
                StandardError.write("error: cannot write the theme into '\(display)': \(reason)\n")
                throw ExitCode(ExitStatus.failure)
            }
            let count = paths.count == 1 ? "1 file" : "\(paths.count) files"
            StandardOutput.line("wrote \(count) of the default theme → \(display)")
        }

        /// The file a write failed on and why, without Foundation's error domains and codes.
        private static func describe(_ error: any Error, _ folder: URL, _ configuration: SiteConfiguration) -> String {
            let error = error as NSError
            var reason = error.localizedDescription
            if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                reason = String(cString: strerror(Int32(underlying.code)))
            }
            guard let path = error.userInfo[NSFilePathErrorKey] as? String, path != folder.path else { return reason }
            return "'\(configuration.displayPath(URL(fileURLWithPath: path)))': \(reason)"
        }
    }
}
