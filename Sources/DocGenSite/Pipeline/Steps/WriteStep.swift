extension BuildStep {
    /// Replaces the output folder with the new site, unless an error was reported.
    ///
    /// A build with a cache (`docgen serve`) updates the folder in place, changing only the
    /// files whose bytes differ; a one-off build swaps in a complete new folder atomically.
    public static let write = BuildStep("write") { context in
        guard !context.diagnostics.hasErrors else { return }
        let writer = SiteWriter(
            outputDirectory: context.configuration.outputDirectory,
            displayPath: context.configuration.displayPath(context.configuration.outputDirectory))
        try writer.checkReplaceable()
        if let cache = context.cache {
            let result = try writer.update(context.outputFiles, previous: cache.written)
            cache.written = result.written
            context.changedFiles = result.changed
        } else {
            try writer.write(context.outputFiles)
            context.changedFiles = context.outputFiles.map(\.path)
        }
        context.wroteSite = true
    }
}
