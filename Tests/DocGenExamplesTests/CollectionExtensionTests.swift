import DocGenExamples
import Testing

/// Extensions of arrays of a model type, in the model folders and on the page.
@Suite("Collection extensions")
struct CollectionExtensionTests {
    static let models = """
        struct Item: Codable { let id: String; let isActive: Bool }
        extension Array where Element == Item {
            func activeItems() -> [Item] { filter { $0.isActive } }
            var ids: [String] { map(\\.id) }
        }
        extension Sequence where Element == Item {
            func item(withID id: String) -> Item? { first { $0.id == id } }
        }
        extension Collection where Element == Item { var hasActive: Bool { contains { $0.isActive } } }
        """
    static let checker = ExampleChecker(index: TypeIndex.build(sources: [("Models/Item.swift", models)]))
    static let items = "let items: [Item] = []\n"

    @Test(
        "calls through extensions of arrays of a model type in the models are checked",
        arguments: [
            ("a correct call", "print(items.activeItems().count)", []),
            ("a misspelt method", "print(items.activItems())", ["error swift-unknown-member 11:13"]),
            ("a misspelt property", "print(items.idss)", ["error swift-unknown-member 11:13"]),
            ("a Sequence extension's method", #"print(items.item(withID: "a")?.id)"#, []),
            ("a wrong label of one", #"print(items.item(withId: "a"))"#, ["error swift-argument-label 11:18"]),
            ("a Collection extension's property", "print(items.hasActive, items.hasActiv)", ["error swift-unknown-member 11:30"]),
            ("the result's element type", "print(items.activeItems().first?.isActiv)", ["error swift-unknown-member 11:34"]),
            ("an array member docgen does not list", "print(items.withUnsafeBytes { _ in 0 })", []),
            ("a standard member", "print(items.count, items.isEmpty, items.first?.id)", []),
        ] as [(String, String, [String])])
    func modelFolderExtensions(name: String, code: String, expected: [String]) {
        #expect(findings(Self.items + code, info: "swift", checker: Self.checker) == expected, "\(name)")
    }

    @Test("the extension's message names the array type and the close member")
    func message() {
        #expect(
            messages(Self.items + "items.activItems()", info: "swift", checker: Self.checker) == [
                "value of type '[Item]' has no member 'activItems'; did you mean 'activeItems'?"
            ])
    }

    @Test(
        "extensions of arrays on the page are indexed too",
        arguments: [
            "extension Array where Element == BannerPolicyItemModel",
            "extension [BannerPolicyItemModel]",
            "extension Sequence where Element == BannerPolicyItemModel",
            "extension Collection where Self.Element == BannerPolicyItemModel",
        ])
    func pageExtensions(header: String) {
        let found = pageFindings([
            ("swift", header + " {\n    func popups() -> [BannerPolicyItemModel] { filter { $0.type == \"popup\" } }\n}"),
            ("swift", "let banners: [BannerPolicyItemModel] = []\nprint(banners.popups(), banners.popup())"),
        ])
        #expect(found == [[], ["error swift-unknown-member 21:33"]])
    }

    @Test("inside an array extension, the elements' members are checked")
    func insideExtension() {
        let code =
            "extension Array where Element == BannerPolicyItemModel {\n    func popups() -> [BannerPolicyItemModel] { filter { $0.typ == \"popup\" } }\n}"
        #expect(findings(code, info: "swift") == ["error swift-unknown-member 11:60"])
    }
}
