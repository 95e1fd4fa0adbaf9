import Testing

@testable import DocGenExamples

/// Declarations restated as a module's generated interface shows them: names qualified with the
/// module, a generic type's own arguments on the types named inside it, a property declared
/// once per platform, a public surface over internal or private storage, computed properties for
/// stored ones, generic parameters of other names and other spellings of a type.
@Suite("Restated interfaces")
struct RestatedInterfaceTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Kit/Pipe.swift",
                """
                public protocol Conduit {}
                public struct Reader<Element> {}
                public struct Pipe<Input, Output> {
                    public struct Options {
                        public var depth: Int
                    }
                    public let conduit: Conduit
                    public var options: Options
                    public var reader: Reader<Input> { _reader }
                    let _reader: Reader<Input>
                    public init(wrapping conduit: Conduit, options: Options) {}
                }
                """
            ),
            (
                "Kit/Badge.swift",
                """
                #if os(macOS)
                public typealias Swatch = NSColor
                #else
                public typealias Swatch = UIColor
                #endif
                public struct Badge {
                #if os(macOS)
                    public var tint: NSColor { .red }
                #else
                    public var tint: UIColor { .red }
                #endif
                    public var label: String
                }
                """
            ),
            (
                "Kit/Reply.swift",
                """
                public struct Reply {
                    public let code: Int
                    public let note: String?
                }
                public struct Page<Item> {
                    public let items: [Item]
                    public init(items: [Item]) {}
                }
                public struct Counter {
                    public let count: Int
                    let cache: [Int]
                    private var ledger = 0
                    private func settle() {}
                }
                """
            ),
        ]))

    static let pipe = """
        public struct Pipe<Input, Output> {
            public let conduit: CONDUIT
            public var options: OPTIONS
            public let reader: Kit.Reader<Input>
            public init(wrapping conduit: CONDUIT, options: OPTIONS)
        }
        """

    @Test(
        "a restated generic type's members may name types through their module and the type's own arguments",
        arguments: [
            ("Kit.Conduit", "Kit.Pipe<Input, Output>.Options", [String]()),
            (
                "Swift.Never", "Pipe<Input, Output>.Options",
                ["error swift-restated-type 11:25", "error swift-restated-type 14:17"]
            ),
            (
                "Conduit", "Pipe<Output, Input>.Options",
                ["error swift-restated-type 12:25", "error swift-restated-type 14:44"]
            ),
            ("Kot.Conduit", "Options", ["error swift-restated-type 11:25", "error swift-restated-type 14:17"]),
        ])
    func qualified(conduit: String, options: String, expected: [String]) {
        let code = Self.pipe.replacingOccurrences(of: "CONDUIT", with: conduit)
            .replacingOccurrences(of: "OPTIONS", with: options)
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test(
        "a restatement of the public properties leaves out internal storage, but not a public property",
        arguments: [
            ("public let conduit: Conduit\n    public var options: Options\n    public let reader: Reader<Input>", []),
            ("public let conduit: Conduit\n    public let reader: Reader<Input>", ["error swift-restated-member 10:15"]),
            (
                "let conduit: Conduit\n    var options: Options\n    let reader: Reader<Input>",
                ["error swift-restated-member 10:15"]
            ),
        ])
    func storage(members: String, expected: [String]) {
        let code = "public struct Pipe<Input, Output> {\n    \(members)\n}"
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test(
        "a property declared for each platform may be restated with any platform's type, and no other",
        arguments: [
            ("Swatch", true), ("UIColor", true), ("NSColor", true), ("String", false), ("Swatch?", false),
        ])
    func platformProperty(type: String, accepted: Bool) {
        let code = "struct Badge {\n    var tint: \(type)\n    var label: String\n}"
        let found = findings(code, info: "swift", checker: Self.checker)
        #expect(found == (accepted ? [] : ["error swift-restated-type 11:15"]))
    }
}

extension RestatedInterfaceTests {
    @Test(
        "a computed property of any getter form restates a stored one of its type, and no other",
        arguments: [
            ("public var note: String? { nil }", [String]()),
            ("public var note: String? { get { nil } }", []),
            ("public var note: String? {\n        get { nil }\n        set {}\n    }", []),
            ("public var note: String? {\n        _read { yield nil }\n    }", []),
            ("public var note: String { \"\" }", ["error swift-restated-type 12:22"]),
            ("public var notes: String? { nil }", ["error swift-restated-member 10:15", "error swift-restated-member 12:16"]),
        ])
    func computedForStored(note: String, expected: [String]) {
        let code = "public struct Reply {\n    public let code: Int\n    \(note)\n}"
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test(
        "a restated generic type's parameters match the model's by position, not by name",
        arguments: [
            ("Page<T>", "[T]", [String]()),
            ("Page<Item>", "[Item]", []),
            ("Page<T>", "T", ["error swift-restated-type 11:23", "error swift-restated-type 12:17"]),
            ("Page<T>", "[Item]", ["error swift-restated-type 11:23", "error swift-restated-type 12:17"]),
        ])
    func genericParameters(header: String, items: String, expected: [String]) {
        let code = "public struct \(header) {\n    public let items: \(items)\n    public init(items: \(items)) {}\n}"
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test(
        "a page's private members are its own, but a public property is not and one left out is missing",
        arguments: [
            ("public let count: Int\n    private var storage: [Int] = []\n    private func refresh() {}", [String]()),
            ("public let count: Int\n    fileprivate var storage: [Int] { [] }", []),
            (
                "private var storage: [Int] = []",
                ["error swift-restated-member 10:15", "error swift-restated-member 10:15"]
            ),
            ("public let count: Int\n    public var storage: [Int] = []", ["error swift-restated-member 12:16"]),
            ("public let count: Int\n    func refresh() {}", ["error swift-restated-member 12:10"]),
            // A private member that misspells one of the model's is a restatement gone wrong.
            ("public let count: Int\n    private var ledgre = 0", ["error swift-restated-member 12:17"]),
            ("public let count: Int\n    private func setlte() {}", ["error swift-restated-member 12:18"]),
        ])
    func privateMembers(members: String, expected: [String]) {
        let code = "public struct Counter {\n    \(members)\n}"
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    @Test("Self in a restated generic type is the type with its own parameters")
    func selfType() {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [
                (
                    "Kit/Pulse.swift",
                    "public struct Pulse<Value> {\n    public var projectedValue: Self { self }\n    public var next: Pulse<Value>? { nil }\n}"
                )
            ]))
        let code =
            "public struct Pulse<Value> {\n    public var projectedValue: Pulse<Value> { self }\n    public var next: Self? { nil }\n}"
        #expect(findings(code, info: "swift", checker: checker) == [])
        let wrong =
            "public struct Pulse<Value> {\n    public var projectedValue: Pulse<Int> { fatalError() }\n    public var next: Self? { nil }\n}"
        #expect(findings(wrong, info: "swift", checker: checker) == ["error swift-restated-type 11:32"])
    }

    @Test(
        "a type restated in another spelling of it is the model's type, and another type is not",
        arguments: [
            ("() -> ()", "() -> Void", true),
            ("() async throws -> ()", "() async throws -> Void", true),
            ("()", "Void", true),
            ("(() -> ())?", "(() -> Void)?", true),
            ("[(Int) -> ()]", "[(Int) -> Void]", true),
            ("(_ fraction: Double) -> Void", "(Double) -> Void", true),
            ("(_ fraction: Double, _ total: Int) -> Void", "(_ done: Double, Int) -> Void", true),
            ("() throws(any Error) -> Void", "() throws -> Void", true),
            ("any Dated & Named", "any Named & Dated", true),
            ("any Sendable", "any Any & Sendable", true),
            ("(any Dated & Named) -> Void", "(any Named & Dated) -> ()", true),
            ("() -> Int", "() -> Void", false),
            ("(Int) -> Void", "(Double) -> Void", false),
            ("() async -> Void", "() -> Void", false),
            ("(x: Int, y: Int)", "(Int, Int)", false),
            ("any Dated & Named", "any Named", false),
            ("any Dated & Sendable", "any Named & Sendable", false),
        ])
    func spellings(page: String, model: String, same: Bool) {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [
                (
                    "Kit/Holder.swift",
                    """
                    public protocol Named {}
                    public protocol Dated {}
                    public typealias Handler = \(model)
                    public struct Holder {
                        public let value: \(model)
                    }
                    public enum Event {
                        case fired(\(model))
                    }
                    """
                )
            ]))
        let code = """
            public typealias Handler = \(page)
            public struct Holder {
                public let value: \(page)
            }
            public enum Event {
                case fired(\(page))
            }
            """
        let mismatches = [
            "error swift-restated-type 10:18", "error swift-restated-type 12:23", "error swift-restated-type 15:10",
        ]
        #expect(findings(code, info: "swift", checker: checker) == (same ? [] : mismatches))
    }
}
