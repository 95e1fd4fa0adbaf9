import Testing

@testable import DocGenExamples

/// A type's callables are looked up once per example, but what is visible still depends on where the call is.
@Suite("Callable lookup")
struct CallableLookupTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Token.swift",
                """
                public struct Token {
                    public let id: String
                    private init(raw: Int) { id = String(raw) }
                    public init(id: String) { self.id = id }
                }
                """
            )
        ]))

    static let inside = "extension Token {\n    static func make() -> Token { Token(raw: 1) }\n}"
    static let outside = "let token = Token(raw: 2)"

    @Test(
        "a private initializer is callable inside its type's extension and not outside, in either order",
        arguments: [(inside + "\n" + outside, 13), (outside + "\n" + inside, 10)])
    func privateInitializer(code: String, outsideLine: Int) {
        let found = findings(code, info: "swift", checker: Self.checker)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.hasPrefix("error swift-") && $0.contains(" \(outsideLine):") })
        #expect(findings(Self.inside + "\nlet other = Token(id: \"a\")", info: "swift", checker: Self.checker).isEmpty)
    }
}
