import ArgumentParser
import DocGenContent
import DocGenDiagnostics
import DocGenSite
import DocGenStarter
import Foundation

extension DocGenCommand {
    /// `docgen init`: writes a starting site that builds and checks with no warning.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a starting site into a folder: pages, a model, its preview, docgen.yml and a CI workflow.",
            discussion: """
                Writes into DIR, creating it when missing:

                  docgen.yml                              every setting, commented
                  Content/index.md                        the home page
                  Content/components/badge.md             a component page: a diagram, and
                                                          a JSON and a Swift example checked
                                                          against the model
                  Sources/AppModels/BadgeModel.swift      the model
                  Templates/previews/BadgeModel.mustache  its preview, shown in the catalog
                  .github/workflows/docs.yml              docgen check on pull requests,
                                                          with docgen's GitHub Action
                  .gitignore                              _site/ and .docgen-*/; added to
                                                          the end of an existing .gitignore

                Then run 'docgen build', 'docgen check' or 'docgen serve' in DIR. Existing \
                files are never overwritten: if any of them exists, nothing is written and the \
                exit code is 2.
                """
        )

        @Argument(help: ArgumentHelp("The folder to write the site into.", valueName: "dir"))
        var directory: String = "."

        func run() throws {
            let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let folder = URL(fileURLWithPath: directory, relativeTo: current).standardizedFileURL
            let ignore: StarterWriter.IgnoreChange
            do {
                ignore = try StarterWriter.write(into: folder, display: directory)
            } catch let error as ConfigurationError {
                throw error
            } catch {
                StandardError.write("error: cannot write the starting site into '\(directory)': \(error.localizedDescription)\n")
                throw ExitCode(ExitStatus.failure)
            }
            let files = StarterSite.files.count + (ignore == .created ? 1 : 0)
            let gitignore =
                switch ignore {
                case .created, .unchanged: ""
                case .appended: ", added docgen's folders to .gitignore"
                }
            StandardOutput.line("wrote \(files) files\(gitignore) → \(directory)")
            let change = directory == "." ? "" : "cd \(directory) && "
            StandardOutput.line("next: \(change)docgen serve; set the action's repository in .github/workflows/docs.yml")
        }
    }
}
