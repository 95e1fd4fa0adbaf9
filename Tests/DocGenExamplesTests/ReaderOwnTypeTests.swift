import Testing

@testable import DocGenExamples

/// A type the page declares under a model type's name restates the model only when it is
/// `public` or shares something with it; an internal one that shares nothing is the reader's
/// own type (an executable's
/// `@main struct Runner` beside a test library's `Runner`), which Swift lets shadow the
/// library's.
@Suite("Reader's own types of a model's name")
struct ReaderOwnTypeTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Kit/Runner.swift",
                """
                public struct Runner: Sendable {
                    public var tests: [String]
                    public init(tests: [String]) { self.tests = tests }
                    public func run() async {}
                }
                """
            )
        ]))

    @Test(
        "a declaration sharing nothing with the model is left alone; one sharing a member, a typo or a protocol is compared",
        arguments: [
            ("@main struct Runner {\n    static func main() async throws {}\n}", [String]()),
            ("enum Runner {\n    case idle, busy\n}", []),
            ("struct Runner {\n    var tests: [String]\n    func stop() {}\n}", ["error swift-restated-member 12:10"]),
            ("struct Runner {\n    func runn() async {}\n}", ["error swift-restated-member 11:10"]),
            ("struct Runner: Sendable {\n    func stop() {}\n}", ["error swift-restated-member 11:10"]),
            ("class Runner {\n    var tests: [String] = []\n}", ["error swift-restated-type 10:7"]),
            // A public declaration is a library's interface restated, whatever it shows.
            ("public protocol Runner {\n    func start()\n}", ["error swift-restated-type 10:17"]),
            ("public struct Runner {\n    public func start() {}\n}", ["error swift-restated-member 11:17"]),
            // A block that imports the models' module uses them: what it declares is its own.
            (
                "import Kit\n\nstruct Runner {\n    var tests: [String]\n    var note: String\n}\nlet r = Runner(tests: [], note: \"a\")",
                []
            ),
        ])
    func declaration(code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test("a model folder named like Apple's module is not the models' module to an import of it")
    func platformFolderName() {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [("Kit/SwiftUI/Chip.swift", "public struct Chip {\n    public var title: String\n}")])
        )
        #expect(
            findings("import SwiftUI\n\npublic struct Chip {\n    public var titel: String\n}", info: "swift", checker: checker)
                .allSatisfy { $0.hasPrefix("error swift-restated") } == true)
        #expect(
            !findings("import SwiftUI\n\npublic struct Chip {\n    public var titel: String\n}", info: "swift", checker: checker)
                .isEmpty)
    }

    @Test("the reader's own type is the one the code after it uses")
    func ownTypeIsUsed() {
        let code =
            "enum Runner {\n    case idle, busy\n    static func start() -> Runner { .idle }\n}\nlet r = Runner.start()\nlet s: Runner = .busy"
        #expect(findings(code, info: "swift", checker: Self.checker) == [])
        #expect(
            findings(code + "\nlet t: Runner = .bussy", info: "swift", checker: Self.checker) == [
                "error swift-unknown-member 16:18"
            ])
    }
}
