import DocGenExamples
import Testing

/// A block that imports another library and not the models' module cannot name the models'
/// internal types: its names for them are that library's.
@Suite("Code of another module")
struct ForeignModuleCodeTests {
    static let models = """
        final class Hook { init(code: Int) {} }
        public struct Shortcut { public init(key: Int) {} }
        """
    static let checker = ExampleChecker(index: TypeIndex.build(sources: [("Keys/Hook.swift", models)]))
    static let hook = "let hook = Hook(name: \"x\")"

    /// What a wrong label in `hook` on `line` gives: the label and the argument it misses.
    static func wrongLabel(line: Int) -> [String] {
        ["error swift-argument-label \(line):17", "error swift-missing-argument \(line):26"]
    }

    @Test(
        "internal model types are another module's in code that imports only that module",
        arguments: [
            ("another library's type of the same name", "import OtherKit\n" + hook, []),
            ("a public model type", "import OtherKit\nlet key = Shortcut(ky: 1)", ["error swift-argument-label 11:20"]),
            ("the models' module imported too", "import OtherKit\nimport Keys\n" + hook, wrongLabel(line: 12)),
            ("no import at all", hook, wrongLabel(line: 10)),
            ("only platform modules", "import SwiftUI\n" + hook, wrongLabel(line: 11)),
            ("a testable import", "@testable import Keys\nimport OtherKit\n" + hook, wrongLabel(line: 12)),
        ] as [(String, String, [String])])
    func internalTypes(name: String, code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected, "\(name)")
    }

    @Test(
        "another module's typealias is its own, and a restated one of the models' is still compared",
        arguments: [
            ("import Storage\npublic typealias Context = Storage.Bag", []),
            ("@_exported import Storage\npublic typealias Context = Storage.Bag", []),
            ("public typealias Context = Int", ["error swift-restated-type 10:18"]),
            ("import Keys\nimport Storage\npublic typealias Context = Int", ["error swift-restated-type 12:18"]),
        ])
    func typealiases(code: String, expected: [String]) {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [("Keys/Context.swift", "public struct Bag {}\npublic typealias Context = Bag")]))
        #expect(findings(code, info: "swift", checker: checker) == expected)
    }
}
