import Testing

@testable import DocGenExamples

/// Names as Swift reads them: a keyword a model escapes with backticks is called without them,
/// and an instance method named through its type is the method unapplied.
@Suite("Member names")
struct MemberNameTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Box.swift",
                """
                public struct Box {
                    public init() {}
                    public func `class`(_ name: String) -> Box { self }
                    public static func `default`() -> Box { Box() }
                    public func move(`in` other: Box) {}
                    public func hello(name: String) -> String { name }
                    public var title: String { "" }
                }
                """
            )
        ]))

    @Test(
        "code that compiles has no finding",
        arguments: [
            "let a = Box().class(\"card\")",
            "let b: Box = .default()",
            "let c = Box.default()",
            "Box().move(in: Box())",
            "Box().move(`in`: Box())",
            "let d = Box().`class`(\"card\")",
            "let hello = Box.hello",
            "let named = Box.hello(name:)",
            "let greeting = Box.hello(Box())(\"Ann\")",
            "let names = [Box()].map(Box.hello)",
        ])
    func compiles(_ code: String) {
        #expect(findings(code, info: "swift", checker: Self.checker) == [])
    }

    @Test(
        "a mistake is still reported",
        arguments: [
            ("let a = Box().klass(\"card\")", ["error swift-unknown-member 10:15"]),
            ("Box().move(on: Box())", ["error swift-argument-label 10:12"]),
            ("let a = Box.hello(name: \"Ann\")", ["error swift-unknown-member 10:13"]),
            ("let a = Box.hello { _ in }", ["error swift-unknown-member 10:13"]),
            ("let a = Box.title", ["error swift-unknown-member 10:13"]),
            ("let a = Box.hello(42)", ["error swift-unknown-member 10:13"]),
        ])
    func mistakes(_ code: String, _ expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test("an instance method called on its type says so")
    func instanceMethodOnType() {
        #expect(
            messages("let a = Box.hello(name: \"Ann\")", info: "swift", checker: Self.checker) == [
                "instance member 'hello' cannot be used on type 'Box'; call it on a value of the type"
            ])
    }

    @Test("the arguments a call misses are one error, as the compiler gives them")
    func missingArguments() {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [
                (
                    "Models/Request.swift",
                    "public struct Request {\n    public init(method: String, version: Int, path: String, body: String) {}\n}"
                )
            ]))
        #expect(
            messages("let r = Request(method: \"GET\", path: \"/\")", info: "swift", checker: checker) == [
                "missing arguments for parameters 'version', 'body' in call to 'Request.init(method:version:path:body:)'"
            ])
        #expect(
            findings("let r = Request(method: \"GET\", path: \"/\")", info: "swift", checker: checker) == [
                "error swift-missing-argument 10:32"
            ])
        #expect(
            messages("let r = Request(method: \"GET\", version: 1, path: \"/\")", info: "swift", checker: checker) == [
                "missing argument for parameter 'body' in call to 'Request.init(method:version:path:body:)'"
            ])
    }

    @Test(
        "one wrong label where one parameter is left is that parameter's label, as the compiler says",
        arguments: [
            (
                "let n = tree.query(withLeftBound: 0, rightBound: 3)",
                [
                    "incorrect argument label 'withLeftBound' in call to 'Tree.query(leftBound:rightBound:)'; did you mean 'leftBound'?"
                ]
            ),
            // Out of its place, the label is unknown and the parameter missing.
            (
                "let n = tree.query(rightBound: 3, from: 0)",
                [
                    "missing argument for parameter 'leftBound' in call to 'Tree.query(leftBound:rightBound:)'",
                    "unknown argument label 'from' in call to 'Tree.query(leftBound:rightBound:)'",
                ]
            ),
        ])
    func wrongLabel(use: String, expected: [String]) {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [
                (
                    "Models/Tree.swift",
                    "public struct Tree {\n    public init() {}\n    public func query(leftBound: Int, rightBound: Int) -> Int { 0 }\n}"
                )
            ]))
        #expect(messages("let tree = Tree()\n" + use, info: "swift", checker: checker) == expected)
    }

    @Test(
        "a parameter pack takes any number of arguments, up to the next label",
        arguments: [
            ("let pair = Store.values(a, b)", []),
            ("let none = Store.values()", []),
            ("Store.reset(a, b)", []),
            ("Store.reset(a, b, initial: false)", []),
            ("Store.reset(a, b, initail: false)", ["error swift-argument-label 12:19"]),
        ])
    func parameterPacks(use: String, expected: [String]) {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [
                (
                    "Models/Store.swift",
                    """
                    public struct Key<Value> { public init(_ name: String) {} }
                    public enum Store {
                        public static func values<each Value>(_ keys: repeat Key<each Value>) -> (repeat each Value)? { nil }
                        public static func reset<each Value>(_ keys: repeat Key<each Value>, initial: Bool = true) {}
                    }
                    """
                )
            ]))
        let code = "let a = Key<Int>(\"a\")\nlet b = Key<String>(\"b\")\n" + use
        #expect(findings(code, info: "swift", checker: checker) == expected)
    }
}
