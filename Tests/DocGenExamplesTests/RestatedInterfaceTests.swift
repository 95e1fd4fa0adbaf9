import Testing

@testable import DocGenExamples

/// Declarations restated as a module's generated interface shows them: names qualified with the
/// module, a generic type's own arguments on the types named inside it, a property declared
/// once per platform, and a public surface over internal storage.
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
