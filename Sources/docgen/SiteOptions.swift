import ArgumentParser
import DocGenContent
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

    @Flag(
        name: .long,
        help: "Let the configuration file name content, templates, output or model folders outside the project folder.")
    var allowOutsideProject = false

    /// The configuration for these options, run from `root` (default: the current folder).
    func configuration(
        output: String? = nil, baseURL: String? = nil, drafts: Bool? = nil, root: URL? = nil
    ) throws -> SiteConfiguration {
        var overrides = SiteConfiguration.Overrides(
            content: content, templates: templates, output: output, baseURL: baseURL,
            includeDrafts: drafts, configFile: config, models: models.isEmpty ? nil : models)
        overrides.allowsFoldersOutsideProject = allowOutsideProject
        return try SiteConfiguration.load(
            root: root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath), overrides: overrides)
    }
}
