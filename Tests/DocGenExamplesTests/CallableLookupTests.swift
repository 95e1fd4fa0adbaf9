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

/// What a call may resolve to besides a type's methods and initializers, and what it may not.
@Suite("Call resolution")
struct CallResolutionTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Feed.swift",
                """
                import UIKit
                public struct Feed {
                    public init() {}
                    public var render: (Int, Int) -> String = { "\\($0)\\($1)" }
                    public func render(_ render: @escaping (Int, Int) -> String) -> Feed { self }
                    public var title: (Int) -> String = { "\\($0)" }
                    public func title(_ title: @escaping (Int) -> String) -> Feed { self }
                }
                open class Host<Content> {
                    public init(rootView: Content) {}
                }
                public struct Wrapper { public init(a: Int) {} }
                public struct Content { public init(x: String) {} }
                public struct Item { public var id: String }
                public protocol Styled: UIView { init(style: Int) }
                public protocol Plain { init(style: Int) }
                public protocol Screen: View { init(style: Int) }
                """
            )
        ]))

    @Test(
        "a closure-typed property is called beside a method of its name, and the call's mistakes are still caught",
        arguments: [
            ("let feed = Feed()\nlet text: String = feed.render(1, 2)\nlet count = feed.title(3).count", []),
            ("let feed = Feed()\nlet text = feed.render(1, 2, 3)", ["error swift-extra-argument 11:30"]),
            ("let feed = Feed()\nlet next = feed.title { \"\\($0)\" }.titel", ["error swift-unknown-member 11:35"]),
        ] as [(String, [String])])
    func closureProperty(code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test(
        "a generic parameter named like a model or page type is the parameter, bound where the code shows it",
        arguments: [
            ("let host: Host<Wrapper> = Host(rootView: .init(a: 1))", []),
            ("let host: Host<Wrapper> = Host(rootView: .init(b: 1))", ["error swift-argument-label 10:48"]),
            ("func show(_ host: Host<Int>) {}\nlet host = Host(rootView: 42)", []),
            ("struct Box<Item> {\n    var content: Item\n}\nlet box = Box(content: 42)", []),
            ("struct Item {}\nstruct Box<Item> {\n    var content: Item\n}\nlet box = Box(content: 42)", []),
            (
                "struct Box<Item> {\n    var content: Item\n    func name() -> String { content.title }\n}",
                []
            ),
            ("let item = Item(id: 42)", ["error swift-argument-type 10:21"]),
            (
                "struct Pair<Item> {\n    var first: Item\n}\nlet pair = Pair<Content>(first: Content(x: \"a\"))\nlet bad = Content(y: \"a\")",
                ["error swift-argument-label 14:19"]
            ),
        ] as [(String, [String])])
    func genericParameter(code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test(
        "Self() in an extension of a protocol constrained to a class docgen cannot see may use the class's initializers",
        arguments: [
            ("extension Styled {\n    static func make() -> Self { Self() }\n}", []),
            ("extension Plain {\n    static func make() -> Self { Self() }\n}", ["error swift-missing-argument 11:39"]),
            // SwiftUI's `View` is a protocol that requires no initializer.
            ("extension Screen {\n    static func make() -> Self { Self(styel: 1) }\n}", ["error swift-argument-label 11:39"]),
        ] as [(String, [String])])
    func protocolInitializer(code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }
}
