import ArgumentParser
import DocGenDiagnostics
import DocGenMermaid
import Foundation

extension DocGenCommand {
    /// `docgen diagram`: renders Mermaid files to SVG on their own, like mermaid-cli.
    struct Diagram: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render Mermaid diagram files to SVG, with no browser.",
            discussion: """
                One file goes to OUT (or to standard output without -o; '-' reads standard input). \
                Several files go into the folder OUT, one NAME.svg each, in one process. A file \
                that fails is reported as FILE:line:col: error: … and makes the exit code 1.
                """
        )

        @Argument(help: ArgumentHelp("Mermaid files (.mmd); '-' reads standard input.", valueName: "file"))
        var files: [String]

        @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file, or the folder for several files.", valueName: "out"))
        var output: String?

        func validate() throws {
            guard !files.isEmpty else { throw ValidationError("give at least one diagram file") }
            if files.count > 1, output == nil {
                throw ValidationError("several files need '-o FOLDER' to write their SVGs into")
            }
        }

        func run() throws {
            let renderer = MermaidRenderer()
            var failed = false
            for (number, file) in files.enumerated() {
                let source: String
                do {
                    source = try read(file)
                } catch {
                    StandardError.write("error: cannot read '\(file)': \(error.localizedDescription)\n")
                    failed = true
                    continue
                }
                let name = file == "-" ? "stdin" : file
                let result = renderer.render(source, file: name, firstLine: 1, idPrefix: "diagram-\(number + 1)")
                DiagnosticPrinter().print(result.diagnostics)
                guard let svg = result.svg else {
                    failed = true
                    continue
                }
                try write(svg + "\n", for: file)
            }
            if failed { throw ExitCode(ExitStatus.failure) }
        }

        private func read(_ file: String) throws -> String {
            if file == "-" {
                return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            }
            return try String(contentsOfFile: file, encoding: .utf8)
        }

        private func write(_ svg: String, for file: String) throws {
            guard let output else {
                FileHandle.standardOutput.write(Data(svg.utf8))
                return
            }
            let destination: URL
            if files.count == 1 {
                destination = URL(fileURLWithPath: output)
            } else {
                let folder = URL(fileURLWithPath: output, isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let stem = (file == "-" ? "stdin" : ((file as NSString).lastPathComponent as NSString).deletingPathExtension)
                destination = folder.appendingPathComponent(stem + ".svg")
            }
            try Data(svg.utf8).write(to: destination, options: .atomic)
        }
    }
}
