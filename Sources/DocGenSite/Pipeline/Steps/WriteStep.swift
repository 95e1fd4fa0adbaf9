extension BuildStep {
    /// Replaces the output folder with the new site, unless an error was reported.
    public static let write = BuildStep("write") { context in
        guard !context.diagnostics.hasErrors else { return }
        let writer = SiteWriter(
            outputDirectory: context.configuration.outputDirectory,
            displayPath: context.configuration.displayPath(context.configuration.outputDirectory))
        try writer.checkReplaceable()
        try writer.write(context.outputFiles)
        context.wroteSite = true
    }
}
