import DocGenExamples
import Testing

/// The findings of checking a page's blocks in order, as `ExamplesStep` does: block n's code
/// starts on file line 10 n, and each block sees the scope the blocks before it left.
func pageFindings(_ blocks: [(info: String, code: String)], checker: ExampleChecker = Models.checker) -> [[String]] {
    var scope = ExamplePageScope()
    return blocks.enumerated().map { position, block in
        let result = checker.check(
            code: block.code, info: block.info, file: "doc.md", firstLine: 10 * (position + 1), scope: scope)
        scope = checker.scope(scope, after: result, code: block.code)
        return result.diagnostics.map(summary)
    }
}

/// Declarations in a page's earlier Swift blocks are known to its later ones.
@Suite("Page scope")
struct PageScopeTests {
    static let header = #"let header = PromotionalHeaderData(id: "a", icon: "b", title: "c")"#

    @Test("an extension property declared in one block is known in the next, and its misspelling is an error")
    func extensionProperty() {
        let found = pageFindings([
            ("swift", "extension PromotionalHeaderData {\n    var hasSubtitle: Bool { subtitle != nil }\n}"),
            ("swift", Self.header + "\nprint(header.hasSubtitle)"),
            ("swift", "print(header.hasSubtitel)"),
        ])
        #expect(found == [[], [], ["error swift-unknown-member 30:14"]])
        let checker = Models.checker
        var scope = ExamplePageScope()
        for code in ["extension PromotionalHeaderData { var hasSubtitle: Bool { subtitle != nil } }", Self.header] {
            let result = checker.check(code: code, info: "swift", file: "doc.md", firstLine: 1, scope: scope)
            scope = checker.scope(scope, after: result, code: code)
        }
        let typo = checker.check(code: "header.hasSubtitel", info: "swift", file: "doc.md", firstLine: 1, scope: scope)
        #expect(
            typo.diagnostics.map(\.message) == [
                "value of type 'PromotionalHeaderData' has no member 'hasSubtitel'; did you mean 'hasSubtitle'?"
            ])
    }

    @Test(
        "what earlier blocks declare flows into later ones",
        arguments: [
            (
                "a top-level constant", Self.header, "print(header.titel)",
                ["error swift-unknown-member 20:14"]
            ),
            (
                "an extension method", "extension QuickLinkItem { func badgeText() -> String { title } }",
                #"let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown")"# + "\nitem.badgeText()\nitem.badgeTxt()",
                ["error swift-unknown-member 22:6"]
            ),
            (
                "a function returning a model",
                "func loadHeader() async throws -> PromotionalHeaderData { fatalError() }",
                "let loaded = try await loadHeader()\nprint(loaded.subtitle, loaded.subtitel)",
                ["error swift-unknown-member 21:31"]
            ),
            (
                "a new type with a model property",
                "struct HeaderViewModel {\n    let header: PromotionalHeaderData\n}",
                "func show(_ model: HeaderViewModel) {\n    print(model.header.title, model.header.titel)\n}",
                ["error swift-unknown-member 21:44"]
            ),
            (
                "a new type's own members",
                "struct HeaderViewModel {\n    let header: PromotionalHeaderData\n}",
                "func show(_ model: HeaderViewModel) { print(model.haeder) }",
                ["error swift-unknown-member 20:51"]
            ),
            (
                "a typealias of a model type", "typealias Header = PromotionalHeaderData",
                "func show(_ header: Header) { print(header.titel) }",
                ["error swift-unknown-member 20:44"]
            ),
        ] as [(String, String, String, [String])])
    func flows(name: String, first: String, second: String, expected: [String]) {
        #expect(pageFindings([("swift", first), ("swift", second)]) == [[], expected], "\(name)")
    }

    @Test(
        "an example's type and an earlier block's value show only part of what they are: names they do not show pass, near typos do not",
        arguments: [
            (
                "an elided page type's initializer", "struct Feature {\n    struct State { /* ... */ }\n}",
                "let state = Feature.State(count: 0)", [String]()
            ),
            (
                "another feature of the same name", "enum Path {\n    case detail(String)\n}",
                "let path: [Path] = [.movie(1), .actors(2)]",
                ["note swift-open-member 20:22", "note swift-open-member 20:33"]
            ),
            (
                "a page type's member it does not show", "struct State {\n    var count = 0\n}",
                "func show(_ state: State) { print(state.firstName) }", ["note swift-open-member 20:41"]
            ),
            (
                "a page type's near typo", "struct State {\n    var count = 0\n}",
                "func show(_ state: State) { print(state.cuont) }", ["error swift-unknown-member 20:41"]
            ),
            (
                "an earlier block's value meant as another", Self.header, "print(header.opacity)",
                ["note swift-open-member 20:14"]
            ),
            (
                "an earlier block's value with a near typo", Self.header, "print(header.titel)",
                ["error swift-unknown-member 20:14"]
            ),
        ] as [(String, String, String, [String])])
    func partial(name: String, first: String, second: String, expected: [String]) {
        #expect(pageFindings([("swift", first), ("swift", second)]) == [[], expected], "\(name)")
    }

    @Test(
        "blocks that are not code the page builds on declare nothing",
        arguments: ["swift no-check", "swift expect-error", "json PromotionalHeaderData"])
    func markedBlocksDeclareNothing(info: String) {
        // The first block is both a mistake (for expect-error) and an extension.
        let first = "extension PromotionalHeaderData { var hasSubtitle: Bool { subtitel != nil } }"
        let found = pageFindings([(info, first), ("swift", Self.header + "\nprint(header.hasSubtitle)")])
        #expect(found.last == ["error swift-unknown-member 21:14"])
    }

    @Test("a page type that inherits from a type docgen does not know has its unknown members accepted, with a note")
    func openPageTypes() {
        let found = pageFindings([
            (
                "swift",
                "final class HeaderViewController: UIViewController {\n    var header: PromotionalHeaderData?\n}"
            ),
            ("swift", "let controller = HeaderViewController()\ncontroller.view.backgroundColor = .white"),
            ("swift", "print(controller.header?.titel)"),
        ])
        #expect(found == [[], ["note swift-open-member 21:12"], ["error swift-unknown-member 30:26"]])
    }

    @Test("a page type that an extension makes conform to an unknown protocol is open: a near typo is a warning")
    func openedByExtension() {
        let found = pageFindings([
            ("swift", "final class HeaderModel {\n    var header: PromotionalHeaderData?\n}"),
            ("swift", "extension HeaderModel: ObservableObject {}\nlet model = HeaderModel()\nprint(model.objectWillChange)"),
            ("swift", "let plain = HeaderModel()\nprint(plain.heder)"),
        ])
        #expect(found == [[], ["note swift-open-member 22:13"], ["warning swift-unknown-member 31:13"]])
        let closed = pageFindings([
            ("swift", "struct Plain: Equatable {\n    var header: PromotionalHeaderData?\n}"),
            ("swift", "extension Plain: Hashable {}\nfunc f(_ plain: Plain) { print(plain.heder) }"),
        ])
        #expect(closed == [[], ["error swift-unknown-member 21:38"]])
    }

    @Test("a later block may declare a page type or a constant again")
    func redeclaration() {
        let found = pageFindings([
            ("swift", "struct Box { let header: PromotionalHeaderData }"),
            ("swift", "struct Box { let item: QuickLinkItem }\nfunc f(_ box: Box) { print(box.item.title) }"),
            ("swift", Self.header),
            ("swift", #"let header = QuickLinkItem(type: .vip, title: "VIP", icon: "crown")"# + "\nprint(header.icon)"),
        ])
        #expect(found == [[], [], [], []])
    }

    @Test(
        "a name bound again to a value of unknown type hides the earlier one",
        arguments: [
            "let header = makeHeader()\nprint(header.anything)",
            "for header in loadAll() { print(header.anything) }",
            "if let header = cachedHeader() { print(header.anything) }",
            "func show(header: HeaderProtocol) { print(header.anything) }",
            "let titles = pairs.map { header in header.anything }",
        ])
    func shadowing(code: String) {
        #expect(pageFindings([("swift", Self.header), ("swift", code)]) == [[], []])
    }

    @Test("a declaration applies to its own block and the ones after it, never to an earlier one")
    func narrativeOrder() {
        let found = pageFindings([
            ("swift", "let old = Widget(legacy: 1)\nprint(old.anything)"),
            ("swift", "struct Widget {\n    var size: Int\n    init(size: Int) { self.size = size }\n}"),
            ("swift", "let new = Widget(size: 2)\nprint(new.size, new.sise)"),
            ("swift", "let again = Widget(legacy: 1)"),
        ])
        #expect(
            found == [
                [], [], ["error swift-unknown-member 31:21"],
                ["error swift-argument-label 40:20", "error swift-missing-argument 40:29"],
            ])
    }

    @Test("a later block that restates a model type differently changes nothing in the blocks before it")
    func restatedLaterLeavesEarlierAlone() {
        let found = pageFindings([
            ("swift", #"let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown")"# + "\nprint(item.title)"),
            ("swift", "struct QuickLinkItem { let type: QuickLinkType; let label: String; let icon: String }"),
        ])
        #expect(found[0] == [])
        #expect(found[1].allSatisfy { $0.contains("swift-restated-member 20:") })
    }

    @Test("a model type restated on the page stays the model's")
    func restatedModelStays() {
        let found = pageFindings([
            ("swift", "struct QuickLinkItem { let type: QuickLinkType; let title: String; let icon: String; let extra: Int }"),
            ("swift", #"let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown")"#),
        ])
        #expect(found == [["error swift-restated-member 10:90"], []])
    }
}
