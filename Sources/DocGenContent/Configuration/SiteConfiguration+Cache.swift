import Foundation

extension SiteConfiguration {
    /// Where `docgen build` keeps results for the next build: `.docgen-cache-<output name>`
    /// beside the output folder, like the staging folder, so it never ends up in the site.
    public var cacheDirectory: URL {
        outputDirectory.deletingLastPathComponent().appendingPathComponent(".docgen-cache-\(outputDirectory.lastPathComponent)")
    }
}
