import ArgumentParser
import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import Foundation

extension DocGenCommand {
    /// `docgen schema`: JSON Schemas of the model types, agreeing with `docgen check`.
    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a JSON Schema (2020-12) of each model type, as docgen check reads JSON samples.",
            discussion: """
                With no TYPE, every model type that declares Codable or Decodable. Each schema has \
                the keys synthesized Decodable reads (CodingKeys names included), the required \
                ones (a key is required unless its type is optional: a default value is not used \
                by synthesized decoding), no other keys, raw values of enums, and the model types \
                it uses as $defs. A sample the schema accepts is one docgen check accepts. With \
                --output, each is written to DIR/TYPE.schema.json; without it, one TYPE is printed.
                """
        )

        @OptionGroup var site: SiteOptions

        @Argument(help: "Model type names (default: every Codable model type).")
        var types: [String] = []

        @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write TYPE.schema.json files to.", valueName: "dir"))
        var output: String?

        func validate() throws {
            if output == nil && types.count != 1 { throw ValidationError("give one TYPE, or --output for several") }
        }

        func run() throws {
            let configuration = try site.configuration()
            let index = try TypeIndex.build(
                fromFolders: configuration.modelDirectories, excluding: configuration.modelExclusions,
                name: configuration.rootRelativePath)
            let writer = JSONSchemaWriter(index: index)
            let names = types.isEmpty ? writer.decodableTypeNames : types
            var unknown: [String] = []
            var schemas: [(name: String, text: String)] = []
            for name in names {
                guard let text = writer.schemaText(forType: name) else {
                    unknown.append(name)
                    continue
                }
                schemas.append((name, text))
            }
            guard unknown.isEmpty else {
                throw ValidationError("no model type named \(unknown.map { "'\($0)'" }.joined(separator: ", "))")
            }
            guard let output else {
                StandardOutput.line(schemas.first?.text.trimmingCharacters(in: .newlines) ?? "")
                return
            }
            let folder = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for schema in schemas {
                try Data(schema.text.utf8).write(to: folder.appendingPathComponent("\(schema.name).schema.json"))
            }
            StandardOutput.line("wrote \(Summary.plural(schemas.count, "schema")) to \(output)")
        }
    }
}
