import DocGenExamples
import Testing

/// Hand-written models whose declarations a page sees only in part: a type declared once per
/// platform, and memberwise initializers of properties whose type only their initial value tells.
enum VisibilityModels {
    static let sources = [
        (
            "Models/Shelf.swift",
            """
            public struct Shelf {
                var name: String
                var tags = [String]()
                var sizes = [String: Int]()
                var origin = Spot.init()
                var spare = makeSpare()
                let kind = "box"
            }
            public struct Spot { public init() {} }
            func makeSpare() -> Int { 0 }
            """
        ),
        (
            "Models/Canvas.swift",
            """
            #if os(iOS)
            import UIKit
            public final class Canvas {
                public init() {}
                public var scale: Double = 1
            }
            #endif

            #if os(macOS)
            import AppKit
            public final class Canvas {
                public init() {}
                public var scale: Double = 1
                public var flipped: Bool = false
            }
            #endif
            """
        ),
        (
            "Models/Frame+iOS.swift",
            "#if os(iOS)\npublic struct Frame {\n    public let width: Int\n}\n#endif\n"
        ),
        (
            "Models/Frame+macOS.swift",
            "#if os(macOS)\npublic struct Frame {\n    public let height: Int\n}\n#endif\n"
        ),
    ]

    static let index = TypeIndex.build(sources: sources)
    static let checker = ExampleChecker(index: index)
}

@Suite("Model types as pages see them")
struct ModelVisibilityTests {
    @Test(
        "code that compiles against what the models show a page raises nothing",
        arguments: [
            ("a defaulted property of an array initializer", "let shelf = Shelf(name: \"new\", tags: [\"a\"])"),
            ("a defaulted property of a dictionary initializer", "let shelf = Shelf(name: \"new\", sizes: [\"a\": 1])"),
            ("a defaulted property of a type's init", "let shelf = Shelf(name: \"new\", origin: Spot())"),
            ("a defaulted property of an unknown type", "let shelf = Shelf(name: \"new\", spare: 3)"),
            ("defaulted properties left out", "let shelf = Shelf(name: \"new\")"),
            ("a member of one platform's declaration", "let canvas = Canvas()\ncanvas.flipped = true\ncanvas.scale = 2"),
            (
                "another file's platform declaration's memberwise initializer",
                "let frame = Frame(height: 2)\nlet other = Frame(width: 1)"
            ),
        ])
    func validCode(name: String, code: String) {
        #expect(findings(code, info: "swift", checker: VisibilityModels.checker) == [])
    }

    @Test(
        "the mistakes beside them are still reported",
        arguments: [
            (
                "a label the memberwise initializer lacks", "let shelf = Shelf(name: \"new\", tag: [\"a\"])",
                "error swift-argument-label 10:32"
            ),
            (
                "a value of the wrong type for an inferred array", "let shelf = Shelf(name: \"new\", tags: 1)",
                "error swift-argument-type 10:38"
            ),
            (
                "a let with an initial value passed", "let shelf = Shelf(name: \"new\", kind: \"bag\")",
                "error swift-extra-argument 10:32"
            ),
            (
                "a member no platform's declaration has", "let canvas = Canvas()\ncanvas.fliped = true",
                "error swift-unknown-member 11:8"
            ),
        ])
    func plantedMistakes(name: String, code: String, expected: String) {
        #expect(findings(code, info: "swift", checker: VisibilityModels.checker) == [expected])
    }

    @Test("a type declared in each platform's #if is one type with every declaration's members")
    func platformBranches() throws {
        let canvas = try #require(VisibilityModels.index.type(named: "Canvas"))
        #expect(canvas.properties.map(\.name) == ["scale", "flipped"])
        #expect(VisibilityModels.index.diagnostics.isEmpty)
    }

    @Test("a stored var's memberwise parameter has the type its initializer tells, or any")
    func inferredParameterTypes() throws {
        let shelf = try #require(VisibilityModels.index.type(named: "Shelf"))
        let parameters = try #require(shelf.memberwiseInitializer).parameters
        #expect(parameters.map(\.label) == ["name", "tags", "sizes", "origin", "spare"])
        #expect(parameters.map(\.hasDefault) == [false, true, true, true, true])
        #expect(parameters.map(\.type.description).prefix(4) == ["String", "[String]", "[String: Int]", "Spot"])
    }
}
