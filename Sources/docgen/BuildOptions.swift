import ArgumentParser
import DocGenContent

/// The options of a command that writes the site, `build` and `serve`: where the sources are
/// (`SiteOptions`), where the site goes, its base URL, and whether drafts are built.
struct BuildOptions: ParsableArguments {
    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (default: _site).", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The absolute URL the site is served from.", valueName: "url"))
    var baseURL: String?

    @Flag(name: .long, help: "Build pages marked 'draft: true' too.")
    var drafts = false

    /// The configuration for these options, run from the current folder.
    func configuration() throws -> SiteConfiguration {
        try site.configuration(output: output, baseURL: baseURL, drafts: drafts ? true : nil)
    }
}
