import ArgumentParser
import DocGenContent
import DocGenLSP
import Foundation

extension DocGenCommand {
    /// `docgen lsp`: a language server over standard input and output, for editors.
    struct LSP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lsp",
            abstract: "Run a language server (LSP 3.17 over standard input and output) for the site's Markdown pages.",
            discussion: """
                An editor starts it and talks to it over standard input and output. It checks the \
                open pages as they are typed with the rules of `docgen check` (the same \
                diagnostics, on the same docgen.yml and models), offers each fix `docgen check \
                --fix` would make as a quick fix, completes keys, labels and enum cases in \
                examples, and shows and goes to the model declarations examples name. The site \
                is found from the workspace folder the editor opens, or the current folder; a \
                change to a model source or docgen.yml checks the open pages again. The server \
                exits when the editor says 'exit' or closes standard input. See docs/editors.md.
                """
        )

        @OptionGroup var site: SiteOptions

        func run() throws {
            let site = self.site
            let server = LanguageServer(
                load: { root in try site.configuration(root: root) },
                send: { body in FileHandle.standardOutput.write(MessageFraming.frame(body)) })
            var reader = MessageReader(fileDescriptor: 0)
            let status = server.run(&reader)
            if status != 0 { throw ExitCode(status) }
        }
    }
}
