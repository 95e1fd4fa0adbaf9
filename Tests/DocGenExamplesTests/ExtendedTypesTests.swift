import DocGenExamples
import Testing

/// The site's examples may show adding members to a model type in an extension (a dependency
/// container's services); a page may use such members without showing them.
@Suite struct ExtendedTypesTests {
    @Test(
        "extension lines name their types",
        arguments: [
            ("extension Container {\n    var api: Int { 1 }\n}", ["Container"]),
            ("public extension Kit.Badge: Sendable {}", ["Kit.Badge"]),
            ("@MainActor extension Store where State == Int {}", ["Store"]),
            ("extension Chip<Int> {}", ["Chip"]),
            ("extextension Chip {}", []),
            ("// extension Chip {}", []),
            ("let extension = 1", []),
        ])
    func names(code: String, expected: [String]) {
        #expect(ExtendedTypes.names(in: code) == expected)
    }

    @Test("only model types count, each once")
    func modelTypes() {
        let index = OpenWorldModels.checker.index
        #expect(ExtendedTypes.modelTypes(["Chip", "View", "Chip", "Card"], index: index) == ["Card", "Chip"])
    }

    @Test(
        "a member no model file declares is accepted with a note when the site's examples extend its type",
        arguments: [
            (["Chip"], "print(chip.upgraded)", "note swift-open-member 11:12"),
            ([], "print(chip.upgraded)", "error swift-unknown-member 11:12"),
            (["Card"], "print(chip.upgraded)", "error swift-unknown-member 11:12"),
            // A near typo of a member the type shows is still an error.
            (["Chip"], "print(chip.nmae)", "error swift-unknown-member 11:12"),
        ])
    func members(extended: [String], use: String, expected: String) {
        let code = "let chip = Chip(count: 1, name: \"a\", total: 2)\n" + use
        let result = OpenWorldModels.checker.check(
            code: code, info: "swift", file: "doc.md", firstLine: 10, scope: ExamplePageScope(extendedTypes: extended))
        #expect(result.diagnostics.map(summary) == [expected])
    }
}
