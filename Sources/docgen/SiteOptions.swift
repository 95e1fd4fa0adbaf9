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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder of Swift model sources to check and preview examples against; repeat for more (default: Sources/ComponentModels).",
            valueName: "dir"))
    var models: [String] = []

    /// The configuration for these options, run from the current folder.
    func configuration(output: String? = nil, baseURL: String? = nil, drafts: Bool? = nil) throws -> SiteConfiguration {
        let overrides = SiteConfiguration.Overrides(
            content: content, templates: templates, output: output, baseURL: baseURL,
            includeDrafts: drafts, configFile: config, models: models.isEmpty ? nil : models)
        return try SiteConfiguration.load(
            root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), overrides: overrides)
    }
}
