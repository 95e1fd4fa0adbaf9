import DocGenExamples
import Testing

/// A module a page imports may add members to the model types that no model file declares;
/// Apple's modules and the models' own cannot.
@Suite struct ImportedModulesTests {
    @Test(
        "import lines name their modules",
        arguments: [
            ("import Kit", ["Kit"]),
            ("@testable import Kit", ["Kit"]),
            ("@_exported import Kit", ["Kit"]),
            ("import struct Kit.Badge", ["Kit"]),
            ("  import Foundation\nimport Kit.Sub", ["Foundation", "Kit"]),
            ("// import Kit", []),
            ("let imported = 1", []),
            ("importKit()", []),
        ])
    func names(code: String, expected: [String]) {
        #expect(ImportedModules.names(in: code) == expected)
    }

    @Test(
        "a member no model file declares is accepted with a note only when an imported module may add it",
        arguments: [
            (["WebSockets"], "print(chip.upgraded)", "note swift-open-member 11:12"),
            (["SwiftUI", "Foundation"], "print(chip.upgraded)", "error swift-unknown-member 11:12"),
            // The models' own folder, and a model type's name (a DocC page documenting `Chip`).
            (["Models"], "print(chip.upgraded)", "error swift-unknown-member 11:12"),
            (["Chip"], "print(chip.upgraded)", "error swift-unknown-member 11:12"),
            // A near typo of a member the type shows is still an error.
            (["WebSockets"], "print(chip.nmae)", "error swift-unknown-member 11:12"),
        ])
    func members(modules: [String], use: String, expected: String) {
        let code = "let chip = Chip(count: 1, name: \"a\", total: 2)\n" + use
        let result = OpenWorldModels.checker.check(
            code: code, info: "swift", file: "doc.md", firstLine: 10, scope: ExamplePageScope(importedModules: modules))
        #expect(result.diagnostics.map(summary) == [expected])
    }
}
