import DocGenDiagnostics
import Testing

@testable import DocGenContent

/// `models:` entries written as `{path: …, for: …}`: a model folder for the pages of one folder.
@Suite struct ModelsEntryConfigurationTests {
    @Test("entries may be folders or mappings with a path and the pages' folder")
    func reads() throws {
        let text = "models:\n  - Sources/Shared\n  - {path: Sources/Lib_iOS, for: Docs/iOS}\n  - path: Sources/Lib_macOS\n"
        let file = try ConfigurationFile.parse(text, displayPath: "docgen.yml")
        #expect(file.models == ["Sources/Shared", "Sources/Lib_iOS", "Sources/Lib_macOS"])
        #expect(file.modelsFor == ["Sources/Lib_iOS": "Docs/iOS"])
    }

    @Test(
        "a wrong entry is an error at its key or value",
        arguments: [
            (
                "models:\n  - {path: A, fro: Docs}\n",
                "docgen.yml:2:15: error: unknown key 'fro' in a 'models' entry; did you mean 'for'? [config-key]"
            ),
            ("models:\n  - {for: Docs}\n", "docgen.yml:2:5: error: a 'models' entry needs a 'path' [config-type]"),
            ("models:\n  - {path: [A]}\n", "docgen.yml:2:12: error: 'path' of a 'models' entry must be a folder [config-type]"),
            (
                "models:\n  - [A]\n",
                "docgen.yml:2:5: error: configuration 'models' entries must be folders or {path: folder, for: pages folder} [config-type]"
            ),
        ])
    func invalid(text: String, expected: String) {
        #expect {
            try ConfigurationFile.parse(text, displayPath: "docgen.yml")
        } throws: { error in
            (error as? ConfigurationError)?.diagnostics.map(\.description) == [expected]
        }
    }
}
