import Foundation

extension BuildStep {
    /// Replaces the output folder with the new site, unless an error that stops writing was
    /// reported (`ErrorPolicy`).
    ///
    /// A build with a cache (`docgen serve`) updates the folder in place, changing only the
    /// files whose bytes differ, and on a scope only the files it made or removed; a one-off
    /// build swaps in a complete new folder atomically.
    public static let write = BuildStep("write") { context in
        guard !ErrorPolicy.stopsWriting(context.diagnostics.all) else { return }
        let writer = SiteWriter(
            outputDirectory: context.configuration.outputDirectory,
            displayPath: context.configuration.displayPath(context.configuration.outputDirectory))
        try writer.checkReplaceable()
        do {
            if let cache = context.cache, cache.isIncremental {
                let result = try writer.update(
                    context.outputFiles, previous: cache.written, removed: context.scope?.removedFiles)
                cache.written = result.written
                context.changedFiles = result.changed
            } else {
                try writer.write(context.outputFiles, staging: context.staging)
                context.changedFiles = context.outputFiles.map(\.path)
            }
        } catch {
            // A full disk or a name the file system refuses: a diagnostic like any other (the
            // writer has already put the previous site back), not a raw Foundation error.
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
            let file = (error as NSError).userInfo[NSFilePathErrorKey] as? String
            context.diagnostics.report(
                .error(
                    "cannot write the site\(file.map { " file '\(($0 as NSString).lastPathComponent)'" } ?? ""): \(reason)",
                    at: nil, rule: "output-write"))
            return
        }
        context.wroteSite = true
    }
}
