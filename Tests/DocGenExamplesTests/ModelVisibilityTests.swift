import DocGenExamples
import Testing

/// Hand-written models whose declarations a page sees only in part: private types and
/// members, SPI initializers, a type declared once per platform, and memberwise initializers
/// of properties whose type only their initial value tells.
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
            private enum Keys { static var token = 0 }
            """
        ),
        (
            "Models/Door.swift",
            """
            public final class Door {
                public init(width: Int) {}
                fileprivate init(frame: Int) {}
                private init(hinge: Int) {}
                fileprivate var lock = 0
                private var latch = 0
                fileprivate static var count = 0
                fileprivate func knock() {}
            }
            public struct Pin {
                public var label: String
                fileprivate var code = 0
            }
            public struct Seal {
                public var label: String
                private var secret: Int
            }
            public struct Gate {
                @_spi(Building) public init(raw: Int) {}
                public init(name: String) {}
            }
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
            (
                "the page's own type of a private model type's name",
                "private enum Keys {\n    static var session = 1\n}\nlet value = Keys.session"
            ),
            ("a private model type's name, which the page does not see", "let value = Keys.token"),
            ("a member of one platform's declaration", "let canvas = Canvas()\ncanvas.flipped = true\ncanvas.scale = 2"),
            (
                "another file's platform declaration's memberwise initializer",
                "let frame = Frame(height: 2)\nlet other = Frame(width: 1)"
            ),
            ("a memberwise initializer without the private property's default", "let pin = Pin(label: \"a\")"),
            ("a public initializer beside an SPI one", "let gate = Gate(name: \"main\")"),
            ("an SPI initializer of an imported SPI group", "@_spi(Building) import Models\nlet gate = Gate(raw: 1)"),
            ("an SPI initializer in code of the models' own module", "let gate = Gate(raw: 1)"),
            // The page is one file: its own types' private members are its own.
            (
                "the page's own type's private members",
                "struct Handle {\n    private var fd: Int32\n}\nextension Handle {\n    func raw() -> Int32 { self.fd }\n}\nlet h = Handle(fd: 1)\nprint(h.fd)"
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
            (
                "a wrong value inside the page's own type with a private defaulted property",
                "struct Settings {\n    private var id = 1\n    var flag: Bool\n}\nextension Settings {\n    static let main = Settings(flag: nil)\n}",
                "error swift-argument-type 15:38"
            ),
            ("a fileprivate initializer", "let door = Door(frame: 1)", "error swift-inaccessible 10:12"),
            ("a fileprivate property set", "let door = Door(width: 1)\ndoor.lock = 2", "error swift-inaccessible 11:6"),
            ("a private property", "let door = Door(width: 1)\nprint(door.latch)", "error swift-inaccessible 11:12"),
            ("a fileprivate static property", "print(Door.count)", "error swift-inaccessible 10:12"),
            ("a fileprivate method", "Door(width: 1).knock()", "error swift-inaccessible 10:16"),
            ("a private property's default passed", "let pin = Pin(label: \"a\", code: 1)", "error swift-inaccessible 10:11"),
            (
                "a private property without a default", "let seal = Seal(label: \"a\", secret: 1)",
                "error swift-inaccessible 10:12"
            ),
            ("an SPI initializer without its import", "import Models\nlet gate = Gate(raw: 1)", "error swift-inaccessible 11:12"),
        ])
    func plantedMistakes(name: String, code: String, expected: String) {
        #expect(findings(code, info: "swift", checker: VisibilityModels.checker) == [expected])
    }

    @Test(
        "an inaccessible member is named with the keyword it is declared with",
        arguments: [
            ("let door = Door(frame: 1)", "initializer 'Door.init(frame:)' is fileprivate: code outside its file cannot call it"),
            ("let door = Door(hinge: 1)", "initializer 'Door.init(hinge:)' is private: code outside its file cannot call it"),
            ("Door(width: 1).lock = 2", "property 'Door.lock' is fileprivate: code outside its file cannot use it"),
            ("print(Door(width: 1).latch)", "property 'Door.latch' is private: code outside its file cannot use it"),
            (
                "let pin = Pin(label: \"a\", code: 1)",
                "initializer 'Pin.init(label:code:)' is fileprivate: code outside its file cannot call it"
            ),
            (
                "import Models\nlet gate = Gate(raw: 1)",
                "initializer 'Gate.init(raw:)' is SPI: code calls it after '@_spi(Building) import'"
            ),
        ])
    func wording(code: String, message: String) {
        #expect(messages(code, info: "swift", checker: VisibilityModels.checker) == [message])
    }

    @Test("a call no public initializer takes names the public ones, not an SPI one")
    func spiNotSuggested() {
        let found = messages("import Models\nlet gate = Gate()", info: "swift", checker: VisibilityModels.checker)
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("name") && !$0.contains("raw") })
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
