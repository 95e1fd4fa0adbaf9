import Foundation
import PackagePlugin

/// Runs docgen on the package it is invoked in, from that package's folder:
/// `swift package --allow-writing-to-package-directory docgen build` (or `check`, `serve`, any
/// subcommand and options of docgen).
///
/// The arguments go to docgen as they are, except `--models-target NAME`, which names a target
/// of the package whose sources hold model types: it becomes `--models` with the target's
/// folder. Without it, docgen's own defaults and docgen.yml decide.
@main
struct DocGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let docgen = try context.tool(named: "docgen")
        let process = Process()
        process.executableURL = docgen.url
        process.arguments = try Self.docgenArguments(arguments, package: context.package)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // docgen has printed its diagnostics; its exit code (1 content errors, 2 usage) is the answer.
        if process.terminationReason == .exit {
            exit(process.terminationStatus)
        }
        throw PluginError("docgen was stopped by signal \(process.terminationStatus)")
    }

    /// `arguments` with each `--models-target NAME` (or `--models-target=NAME`) replaced by
    /// `--models` and the folder of the package's target NAME.
    private static func docgenArguments(_ arguments: [String], package: Package) throws -> [String] {
        var result: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let name: String
            if argument == "--models-target" {
                guard let next = remaining.popFirst() else { throw PluginError("--models-target needs a target name") }
                name = next
            } else if argument.hasPrefix("--models-target=") {
                name = String(argument.dropFirst("--models-target=".count))
            } else {
                result.append(argument)
                continue
            }
            guard let target = package.targets.first(where: { $0.name == name }) as? SwiftSourceModuleTarget else {
                let names = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.map(\.name).sorted()
                throw PluginError(
                    "--models-target: the package has no Swift target named '\(name)'; its targets are \(names.joined(separator: ", "))"
                )
            }
            result += ["--models", target.directoryURL.path(percentEncoded: false)]
        }
        return result
    }
}

/// A problem with the plugin's own arguments, printed by SwiftPM.
private struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
