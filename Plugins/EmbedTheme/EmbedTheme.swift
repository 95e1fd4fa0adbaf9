import Foundation
import PackagePlugin

/// Compiles the default theme into its target: runs DocGenThemeEmbedder over the target's
/// `Theme/` folder, which writes the files as a Swift source.
///
/// The theme's files are the target's files that are not Swift sources, so SwiftPM lists them
/// as inputs: the source is written again when one changes, and the plugin runs again when one
/// is added or removed.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let theme = target.directoryURL.appending(path: "Theme")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTheme+Files.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme",
                executable: try context.tool(named: "DocGenThemeEmbedder").url,
                arguments: [theme.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: target.sourceFiles.filter { $0.type != .source }.map(\.url),
                outputFiles: [output])
        ]
    }
}
