import DocGenExamples
import Foundation
import Testing

@Suite("Type index")
struct TypeIndexTests {
    static let source = """
        public struct Sample: Codable {
            public let id: String
            public var count: Int = 0
            public let kind: Kind
            public let fixed = 5
            public var note: String?
            public var doubled: Int { count * 2 }
            public static let shared = Sample(id: "a", kind: .a)

            enum CodingKeys: String, CodingKey {
                case id = "identifier", count, kind, note
            }

            public enum Kind: String, Codable {
                case a, b = "bee"
            }
        }

        public enum Numbered: Int, Codable { case zero, five = 5, six }
        public enum Payload: Codable { case text(String), pair(first: Int, second: Int?), empty }
        public typealias Lookup = [String: Sample]
        public protocol Describing { var summary: String { get } }

        public struct Custom: Codable {
            public let value: Int
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                value = try container.decodeIfPresent(Int.self, forKey: .value) ?? 0
            }
        }

        public struct Wrapped: Codable {
            public let text: String
        }

        extension Wrapped {
            public init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                text = try container.decode(String.self)
            }
        }

        public struct WithInit {
            public let a: Int
            public init(a: Int = 1) { self.a = a }
        }

        extension WithInit {
            public init(text: String) { self.init(a: Int(text) ?? 0) }
        }
        """

    static let index = TypeIndex.build(sources: [("Models/Sample.swift", source)])
    static let checker = ExampleChecker(index: index)

    @Test("The real models are indexed without diagnostics")
    func realModels() {
        #expect(Models.index.diagnostics.isEmpty)
        for name in [
            "PromotionalHeaderData", "PromotionalHeaderDisplayState", "QuickLinkItem", "QuickLinkType",
            "BannerPolicyItemModel", "OfferBannerConfiguration", "OfferBannerCallToAction", "UIColor", "BannerLanding",
        ] {
            #expect(Models.index.type(named: name) != nil, "\(name)")
        }
        #expect(Models.index.aliases["LocalBannerPolicy"] == .dictionary(key: .named("String"), value: .named("Int")))
    }

    @Test("Properties keep their type, optionality, default and whether they are stored")
    func properties() throws {
        let sample = try #require(Self.index.type(named: "Sample"))
        #expect(sample.storedProperties.map(\.name) == ["id", "count", "kind", "fixed", "note"])
        #expect(
            sample.storedProperties.map(\.type) == [
                .named("String"), .named("Int"), .named("Kind"), .named("Int"), .optional(.named("String")),
            ])
        #expect(sample.storedProperties.map(\.hasInitialValue) == [false, true, false, true, false])
        #expect(sample.instanceProperties.map(\.name).contains("doubled"))
        #expect(sample.staticProperties.map(\.name) == ["shared"])
        #expect(sample.staticProperties.first?.type == .named("Sample"))
    }

    @Test("CodingKeys decide the JSON keys and which properties are decoded")
    func codingKeys() throws {
        let sample = try #require(Self.index.type(named: "Sample"))
        #expect(sample.decodedProperties.map(\.jsonKey) == ["identifier", "count", "kind", "note"])
    }

    @Test("Decoded fields name the same keys, properties and types as the decoded properties, with and without CodingKeys")
    func decodedFields() {
        let types = Array(Self.index.types.values) + Array(Models.index.types.values)
        #expect(types.contains { $0.codingKeys != nil } && types.contains { $0.codingKeys == nil && !$0.decodedFields.isEmpty })
        for type in types {
            let fields = type.decodedFields
            let properties = type.decodedProperties
            #expect(fields.map(\.jsonKey) == properties.map(\.jsonKey), "\(type.name)")
            #expect(fields.map(\.name) == properties.map(\.property.name), "\(type.name)")
            #expect(fields.map(\.type) == properties.map(\.property.type), "\(type.name)")
        }
    }

    @Test("The memberwise initializer skips initialized lets and defaults vars and optionals")
    func memberwise() throws {
        let sample = try #require(Self.index.type(named: "Sample"))
        let memberwise = try #require(sample.memberwiseInitializer)
        #expect(memberwise.signature == "init(id:count:kind:note:)")
        #expect(memberwise.parameters.map(\.hasDefault) == [false, true, false, true])
    }

    @Test("An initializer in the body suppresses the memberwise one; extension initializers add to it")
    func explicitInitializers() throws {
        let withInit = try #require(Self.index.type(named: "WithInit"))
        #expect(withInit.memberwiseInitializer == nil)
        #expect(withInit.initializers.map(\.signature) == ["init(a:)", "init(text:)"])
        #expect(withInit.initializers.first?.parameters.first?.hasDefault == true)
    }

    @Test("Nested types, raw values and associated values are indexed")
    func enums() throws {
        let kind = try #require(Self.index.type(named: "Sample.Kind"))
        #expect(kind.rawValues.map(\.rawValue) == ["a", "bee"])
        let numbered = try #require(Self.index.type(named: "Numbered"))
        #expect(numbered.rawValues.map(\.rawValue) == ["0", "5", "6"])
        let payload = try #require(Self.index.type(named: "Payload"))
        #expect(payload.cases.map(\.name) == ["text", "pair", "empty"])
        #expect(payload.cases[1].associatedValues?.map(\.label) == ["first", "second"])
        #expect(payload.cases[2].associatedValues == nil)
        #expect(Self.index.resolve(.named("Kind"), scope: "Sample") == .named("Sample.Kind"))
    }

    @Test("Typealiases and protocols are indexed")
    func aliasesAndProtocols() {
        #expect(Self.index.resolve(.named("Lookup")) == .dictionary(key: .named("String"), value: .named("Sample")))
        #expect(Self.index.type(named: "Describing")?.kind == .protocol)
    }

    @Test("Hand-written decoding is recognised, and a single-string decoder apart from a keyed one")
    func decodingStyles() {
        #expect(Self.index.type(named: "Custom")?.decoding == .handWritten)
        #expect(Self.index.type(named: "Wrapped")?.decoding == .singleString)
        #expect(Self.index.type(named: "Sample")?.decoding == .synthesized)
        #expect(Models.index.type(named: "UIColor")?.decoding == .singleString)
    }

    @Test("A type with hand-written keyed decoding is checked structurally, with a note")
    func structuralNote() {
        #expect(findings("{}", info: "json Custom", checker: Self.checker) == ["note json-structural 10:1"])
        #expect(
            findings(#"{ "value": "x" }"#, info: "json Custom", checker: Self.checker) == [
                "note json-structural 10:1", "error json-type-mismatch 10:12",
            ])
    }

    @Test("JSON samples follow CodingKeys, nested types and never-decoded properties")
    func jsonAgainstSample() {
        let valid = #"{ "identifier": "x", "count": 1, "kind": "bee" }"#
        #expect(findings(valid, info: "json Sample", checker: Self.checker).isEmpty)
        let stale = #"{ "id": "x", "count": 1, "kind": "b", "fixed": 6 }"#
        #expect(
            findings(stale, info: "json Sample", checker: Self.checker) == [
                "error json-missing-key 10:1", "error json-unknown-key 10:3", "error json-enum-value 10:34",
                "error json-unknown-key 10:39",
            ])
    }

    @Test("A missing key of a property with a default says synthesized Decodable ignores the default")
    func missingKeyWithDefault() {
        let missing = #"{ "identifier": "x", "kind": "bee" }"#
        #expect(
            messages(missing, info: "json Sample", checker: Self.checker) == [
                "missing required key 'count' for 'Sample'; synthesized Decodable does not use its default '= 0'"
            ])
    }

    @Test("Enums with associated values use the case name as the only key")
    func associatedValuesJSON() {
        let valid = #"[ { "pair": { "first": 1 } }, { "text": { "_0": "hi" } }, { "empty": {} } ]"#
        #expect(findings(valid, info: "json [Payload]", checker: Self.checker).isEmpty)
        let stale = #"[ { "pair": { "frist": 1 } }, { "txt": {} } ]"#
        #expect(
            findings(stale, info: "json [Payload]", checker: Self.checker) == [
                "error json-unknown-key 10:15", "error json-enum-value 10:33",
            ])
    }

    @Test("Integer raw values are compared as numbers")
    func integerRawValues() {
        #expect(findings("[0, 5, 6]", info: "json [Numbered]", checker: Self.checker).isEmpty)
        #expect(findings("[1]", info: "json [Numbered]", checker: Self.checker) == ["error json-enum-value 10:2"])
    }

    @Test("A missing folder is an error that names it")
    func missingFolder() {
        #expect(throws: TypeIndex.BuildError.folderNotFound("/nonexistent/docgen-models")) {
            try TypeIndex.build(fromFolders: [URL(fileURLWithPath: "/nonexistent/docgen-models")])
        }
    }

    @Test("A model file that does not parse is a diagnostic, and the rest of the folder is still indexed")
    func unparsableFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "public struct Good: Codable { let a: Int }\n".write(
            to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        try "public struct Bad {\n    let a: = 1\n}\n".write(
            to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let index = try TypeIndex.build(fromFolders: [folder])
        #expect(index.type(named: "Good") != nil)
        #expect(index.diagnostics.map(\.rule) == ["model-syntax"])
        // A warning: a model file docgen cannot parse is never a reason to write no site.
        #expect(index.diagnostics.map(\.severity) == [.warning])
        #expect(index.diagnostics.first?.location?.file.hasSuffix("/Bad.swift") == true)
        #expect(index.diagnostics.first?.location?.line == 2)
    }

    @Test(
        "code for a newer compiler under a version check is not read as an error; elsewhere it is",
        arguments: [
            (
                "#if compiler(>=9.9) && Flag\n    public var v: Int {\n        borrow { 1 }\n        mutate { &x }\n    }\n#else",
                0
            ),
            ("#if swift(>=9.9)\n    public var v: Int {\n        borrow { 1 }\n        mutate { &x }\n    }\n#else", 0),
            ("#if os(iOS)\n    public var v: Int {\n        borrow { 1 }\n        mutate { &x }\n    }\n#else", 1),
            // The `#else` of a version that every compiler docgen knows has is not parsed, nor
            // is a clause for an older Swift.
            ("#if swift(>=5.0)\n    public var w: Int { x }\n#else\n    NEVER PARSED here", 0),
            ("#if swift(<5)\n    NEVER PARSED here\n#else", 0),
            ("#if !swift(>=5)\n    NEVER PARSED here\n#else", 0),
            // A version every compiler docgen knows has is parsed, so its errors stand.
            ("#if swift(>=5.9)\n    public var v: Int {\n        borrow { 1 }\n        mutate { &x }\n    }\n#else", 1),
        ])
    func newerCompilerCode(clause: String, errors: Int) {
        let source = "public struct Box {\n    var x = 1\n" + clause + "\n    public var v: Int { x }\n#endif\n}"
        let index = TypeIndex.build(sources: [("Models/Box.swift", source)])
        #expect(index.diagnostics.count == errors)
        #expect(index.type(named: "Box")?.properties.contains { $0.name == "v" } == true)
    }

    @Test(
        "two model folders declaring one type name are told of only when both are public",
        arguments: [("struct Helper {}", false), ("public struct Helper {}", true)])
    func twoFolders(declaration: String, isReported: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = ["Core", "Proxy"].map { root.appendingPathComponent($0) }
        for folder in folders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (declaration + "\n").write(to: folder.appendingPathComponent("Helper.swift"), atomically: true, encoding: .utf8)
        }
        let index = try TypeIndex.build(fromFolders: folders)
        #expect(index.diagnostics.map(\.rule) == (isReported ? ["model-duplicate-type"] : []))
    }

    @Test("of an internal and a public type of two model folders, the public one is used")
    func internalAndPublic() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = ["Core", "Proxy"].map { root.appendingPathComponent($0) }
        for (folder, text) in zip(folders, ["struct Helper {}", "public struct Helper { public var name: String }"]) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (text + "\n").write(to: folder.appendingPathComponent("Helper.swift"), atomically: true, encoding: .utf8)
        }
        let index = try TypeIndex.build(fromFolders: folders)
        #expect(index.diagnostics.isEmpty)
        #expect(index.type(named: "Helper")?.properties.map(\.name) == ["name"])
    }

    @Test("a file reached through several links is read once, not reported as declaring its types twice")
    func linkedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-index-\(UUID().uuidString)")
        let shared = folder.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "public struct Queue { let items: [Int] }\n".write(
            to: shared.appendingPathComponent("Queue.swift"), atomically: true, encoding: .utf8)
        for target in ["Core", "Testing"] {
            let targetFolder = folder.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: targetFolder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: targetFolder.appendingPathComponent("Queue.swift").path, withDestinationPath: "../../Shared/Queue.swift")
        }
        let index = try TypeIndex.build(fromFolders: [folder.appendingPathComponent("Sources")])
        #expect(index.type(named: "Queue") != nil)
        #expect(index.diagnostics.isEmpty)
    }

    @Test(
        "a type name declared in two targets' folders is no duplicate; twice in one folder it is",
        arguments: [("Core/File.swift", "Inline/File.swift", 0), ("Core/A.swift", "Core/B.swift", 1), ("A.swift", "B.swift", 1)])
    func targetFolders(first: String, second: String, warnings: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in [(first, "enum File { static let a = 1 }\n"), (second, "public struct File { let b: Int }\n")] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let index = try TypeIndex.build(fromFolders: [folder])
        #expect(index.diagnostics.filter { $0.rule == "model-duplicate-type" }.count == warnings)
    }

    @Test(
        "declarations and diagnostics name each file by the name given for its folder",
        arguments: [("Sources/Models", "Sources/Models/Bad.swift"), (".", "Bad.swift"), ("../Models", "../Models/Bad.swift")])
    func namedFolder(name: String, expected: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "public struct Bad: Codable {\n    let a: = 1\n}\n".write(
            to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let index = try TypeIndex.build(fromFolders: [folder], name: { _ in name })
        #expect(index.diagnostics.first?.location?.file == expected)
        #expect(index.type(named: "Bad")?.location.file == expected)
        #expect(throws: TypeIndex.BuildError.folderNotFound(name)) {
            try TypeIndex.build(fromFolders: [folder.appendingPathComponent("missing")], name: { _ in name })
        }
    }

    @Test(
        "a target's folders that hold no model code are skipped",
        arguments: [
            ("Sources/Lib/Documentation.docc/Resources/Step1.swift", "", false), ("Lib.docc/Step.swift", "", false),
            ("Resources/Fixture.swift", "", false), ("Media.xcassets/Swatch.swift", "", false),
            ("Strings.bundle/S.swift", "", false), ("Tests/LibTests.swift", "", false), (".build/checkouts/X.swift", "", false),
            ("LibTests/Case.swift", "import XCTest\n", false), ("AppTests/UI/Case.swift", "@testable import App\n", false),
            ("KitTests/Case.swift", "import Foundation\nimport Testing\n", false),
            ("Components/Button.swift", "", true), ("Resource/Palette.swift", "", true), ("Testing/Helpers.swift", "", true),
            // A folder of the target's own code whose name ends in "Tests".
            ("ExitTests/ExitStatus.swift", "import Foundation\n", true), ("SnapshotTests/Probe.swift", "", true),
        ])
    func skippedFolders(path: String, imports: String, indexed: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-index-\(UUID().uuidString)")
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (imports + "public struct Probe { let a: Int }\n").write(to: file, atomically: true, encoding: .utf8)
        #expect((try TypeIndex.build(fromFolders: [folder]).type(named: "Probe") != nil) == indexed)
    }

    @Test("a type declared in each clause of an #if is one type with each clause's members, not a duplicate")
    func platformClauses() {
        let index = TypeIndex.build(sources: [
            (
                "Button.swift",
                """
                #if os(iOS)
                public struct Button { public var title: String; public struct Style {} }
                #else
                public struct Button { public var label: String; public struct Style {} }
                #endif
                public struct Button { public var other: Int }
                """
            )
        ])
        #expect(index.type(named: "Button")?.properties.map(\.name) == ["title", "label"])
        #expect(index.type(named: "Button.Style") != nil)
        // A declaration outside the #if is still a duplicate.
        #expect(index.diagnostics.map(\.rule) == ["model-duplicate-type"])
    }

    @Test("a nested type declared in each clause of an #if among members is one type with each clause's members")
    func platformMembers() {
        let index = TypeIndex.build(sources: [
            (
                "Options.swift",
                """
                public struct Options {
                    #if os(iOS)
                    enum Style { case fade }
                    #elseif os(macOS)
                    enum Style { case dissolve }
                    #else
                    enum Style {}
                    #endif
                }
                """
            )
        ])
        #expect(index.type(named: "Options.Style")?.cases.map(\.name) == ["fade", "dissolve"])
        #expect(index.diagnostics.isEmpty)
    }

    @Test("a type declared in separate #if blocks, one per platform, is one type")
    func platformBlocks() {
        let index = TypeIndex.build(sources: [
            ("Input+iOS.swift", "#if os(iOS)\nimport UIKit\npublic struct Input { public let base: UIView }\n#endif\n"),
            ("Input+macOS.swift", "#if os(macOS)\nimport AppKit\npublic struct Input { public let base: NSView }\n#endif\n"),
        ])
        #expect(index.type(named: "Input")?.properties.map(\.name) == ["base"])
        #expect(index.diagnostics.isEmpty)
    }

    @Test(
        "private types of the same name in two files are no duplicates",
        arguments: [("private", "private", 0), ("fileprivate", "", 0), ("", "private", 0), ("", "", 1), ("public", "", 1)])
    func privateTypes(first: String, second: String, warnings: Int) {
        let index = TypeIndex.build(sources: [
            ("A.swift", "\(first) struct Constants { static let a = 1 }\n"),
            ("B.swift", "\(second) struct Constants { static let b = 2 }\n"),
        ])
        #expect(index.diagnostics.filter { $0.rule == "model-duplicate-type" }.count == warnings)
    }

    /// Generated files (swift-protobuf's) each declare a `fileprivate` type with a nested one.
    @Test(
        "a type nested in a private one is private to its file too",
        arguments: [("fileprivate", 0), ("private", 0), ("", 3)])
    func nestedInPrivate(access: String, warnings: Int) {
        let source = "\(access) struct VersionCheck {\n    struct V2 { struct Inner {} }\n}\n"
        let index = TypeIndex.build(sources: [("A.swift", source), ("B.swift", source)])
        // Without an access level, the outer type and both nested ones are duplicates.
        #expect(index.diagnostics.filter { $0.rule == "model-duplicate-type" }.count == warnings)
    }
}
