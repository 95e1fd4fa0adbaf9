import ArgumentParser
import DocGenSite
import Foundation

/// The options that say where a site's sources are, shared by the subcommands.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The Markdown content folder.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The Mustache templates folder.", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("A configuration file (default: docgen.yml when present).", valueName: "file"))
    var config: String?

    /// The configuration for these options, run from the current folder.
    func configuration(output: String? = nil, baseURL: String? = nil, drafts: Bool? = nil) throws -> SiteConfiguration {
        let overrides = SiteConfiguration.Overrides(
            content: content, templates: templates, output: output, baseURL: baseURL,
            includeDrafts: drafts, configFile: config)
        return try SiteConfiguration.load(
            root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), overrides: overrides)
    }
}
