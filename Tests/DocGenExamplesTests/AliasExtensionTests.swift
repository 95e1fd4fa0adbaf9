import DocGenExamples
import Testing

/// Extensions that name a model type through a typealias add their members to the aliased type.
@Suite("Extensions through a typealias")
struct AliasExtensionTests {
    static let models = """
        public enum Settings {
            public class AnyOption { public let title: String; init(title: String) { self.title = title } }
            public typealias Options = AnyOption
        }
        extension Settings.Options { public static let volume = Settings.AnyOption(title: "Volume") }
        """
    static let checker = ExampleChecker(index: TypeIndex.build(sources: [("Models/Settings.swift", models)]))
    static let pageExtension = """
        extension Settings.Options {
            static let brightness = Settings.AnyOption(title: "Brightness")
        }

        """

    @Test(
        "members an extension adds through an alias are the aliased type's",
        arguments: [
            ("a page extension's member", pageExtension + "print(Settings.Options.brightness.title)", []),
            ("the same member through the type's own name", pageExtension + "print(Settings.AnyOption.brightness)", []),
            ("a misspelt page member", pageExtension + "print(Settings.Options.brightnes)", ["error swift-unknown-member 13:24"]),
            ("a model extension's member", "print(Settings.Options.volume.title)", []),
            ("a misspelt model member", "print(Settings.Options.volum)", ["error swift-unknown-member 10:24"]),
            ("a member no extension adds", "print(Settings.Options.contrast)", ["error swift-unknown-member 10:24"]),
        ] as [(String, String, [String])])
    func aliasedExtensions(name: String, code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected, "\(name)")
    }
}
