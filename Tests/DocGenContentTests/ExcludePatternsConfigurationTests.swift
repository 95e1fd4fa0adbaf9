import DocGenDiagnostics
import DocGenModelRules
import Testing

@testable import DocGenContent

/// `modelsExclude:` and `checkExclude:` in docgen.yml: file patterns left out of the model
/// folders, and pages whose examples are not checked, checked where they are written.
@Suite struct ExcludePatternsConfigurationTests {
    @Test(
        "patterns are read from a list or a single string",
        arguments: [
            ("modelsExclude: [\"Generated/**\", \"*+Preview.swift\"]\n", ["Generated/**", "*+Preview.swift"]),
            ("modelsExclude: \"**/Mocks/*.swift\"\n", ["**/Mocks/*.swift"]),
            ("modelsExclude:\n  - Legacy/*\n", ["Legacy/*"]),
        ])
    func reads(text: String, patterns: [String]) throws {
        let file = try ConfigurationFile.parse(text, displayPath: "docgen.yml")
        #expect(file.modelsExclude?.map(\.pattern) == patterns)
    }

    @Test(
        "page patterns are read from a list or a single string",
        arguments: [
            ("checkExclude: [\"proposals/**\", \"*-draft.md\"]\n", ["proposals/**", "*-draft.md"]),
            ("checkExclude: \"archive/**\"\n", ["archive/**"]),
        ])
    func readsPages(text: String, patterns: [String]) throws {
        let file = try ConfigurationFile.parse(text, displayPath: "docgen.yml")
        #expect(file.checkExclude?.map(\.pattern) == patterns)
    }

    @Test(
        "a value that is no pattern inside a model folder is an error at its line and column",
        arguments: [
            ("modelsExclude: [ok/*, /abs/*.swift]\n", "docgen.yml:1:23: error: configuration 'modelsExclude' pattern '/abs/"),
            ("modelsExclude:\n  - a\n  - ../Other/*\n", "docgen.yml:3:5: error: configuration 'modelsExclude' pattern '../"),
            ("modelsExclude: {a: b}\n", "docgen.yml:1:16: error: configuration 'modelsExclude' must be a list of file patterns"),
            ("modelsExclude: [[a]]\n", "docgen.yml:1:16: error: configuration 'modelsExclude' must be a list of file patterns"),
            ("checkExclude:\n  - ../x/**\n", "docgen.yml:2:5: error: configuration 'checkExclude' pattern '../x/**' must be"),
            ("checkExclude: {a: b}\n", "docgen.yml:1:15: error: configuration 'checkExclude' must be a list of file patterns"),
        ])
    func invalid(text: String, expected: String) {
        #expect {
            try ConfigurationFile.parse(text, displayPath: "docgen.yml")
        } throws: { error in
            (error as? ConfigurationError)?.diagnostics.first?.description.hasPrefix(expected) == true
        }
    }

    @Test(
        "a pattern matches paths relative to the model folder",
        arguments: [
            ("*+Preview.swift", "Button+Preview.swift", true), ("*+Preview.swift", "Controls/Button+Preview.swift", true),
            ("*+Preview.swift", "Button.swift", false), ("Generated/**", "Generated/A.swift", true),
            ("Generated/**", "Generated/Deep/A.swift", true), ("Generated/**", "Sub/Generated/A.swift", false),
            ("**/Mocks/*.swift", "Mocks/A.swift", true), ("**/Mocks/*.swift", "A/B/Mocks/C.swift", true),
            ("**/Mocks/*.swift", "A/Mocks/Deep/C.swift", false), ("Legacy/?.swift", "Legacy/A.swift", true),
            ("Legacy/?.swift", "Legacy/AB.swift", false), ("Legacy/*", "Legacy/A.swift", true),
        ])
    func matches(pattern: String, path: String, matched: Bool) throws {
        let glob = try #require(PathGlob(pattern))
        #expect(glob.matches(path) == matched)
    }
}
