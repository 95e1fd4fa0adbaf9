import DocGenExamples
import Testing

/// Types flow through closures, optionals, Combine and async code: a member typo through any
/// of them is reported at its place, and valid code raises nothing.
@Suite("Type flow")
struct TypeFlowTests {
    static let setup = """
        let items: [QuickLinkItem] = []
        let state = PromotionalHeaderDisplayState(headerData: PromotionalHeaderData(id: "a", icon: "b", title: "c"), isVisible: true)
        let publisher: AnyPublisher<PromotionalHeaderDisplayState, Never> = Empty().eraseToAnyPublisher()

        """

    @Test(
        "a misspelt member is reported where it is written",
        arguments: [
            ("map with $0", "let titles = items.map { $0.titel }", "13:29"),
            ("map with a named parameter", "let titles = items.map { item in item.titel }", "13:39"),
            ("compactMap", "let subtitles = items.compactMap { $0.icn }", "13:39"),
            ("filter", "let vips = items.filter { $0.typ == .vip }", "13:30"),
            ("forEach", "items.forEach { item in print(item.tilte) }", "13:36"),
            ("first(where:)", "let vip = items.first(where: { $0.typ == .vip })", "13:35"),
            ("sorted(by:) with two parameters", "let sorted = items.sorted { $0.title < $1.titel }", "13:43"),
            ("sorted(by:) named", "let sorted = items.sorted(by: { a, b in a.titel < b.title })", "13:43"),
            ("contains(where:)", "let hasVIP = items.contains(where: { $0.typ == .vip })", "13:41"),
            ("the result of filter", "let first = items.filter { $0.type == .vip }.first?.titel", "13:53"),
            ("a for loop over a filtered array", "for item in items.filter({ $0.type == .vip }) { print(item.titel) }", "13:60"),
            ("a subscript", "print(items[0].titel)", "13:16"),
            ("if let", "if let vip = items.first(where: { $0.type == .vip }) { print(vip.titel) }", "13:66"),
            ("guard let", "guard let first = items.first else { fatalError() }\nprint(first.titel)", "14:13"),
            ("optional chaining on an optional", "print(items.first?.titel)", "13:20"),
            ("Optional.map", "let title = items.first.map { $0.titel }", "13:34"),
            ("sink on AnyPublisher", "publisher.sink { state in print(state.isVisibel) }", "13:39"),
            ("sink with $0", "publisher.sink { print($0.isVisibel) }", "13:27"),
            ("sink after receive(on:)", "publisher.receive(on: DispatchQueue.main).sink { print($0.headerData.titel) }", "13:70"),
            ("sink(receiveValue:)", "publisher.sink(receiveValue: { state in print(state.visible) })", "13:53"),
            ("map on a publisher", "publisher.map { $0.headerDta }", "13:20"),
            ("the result of a map", "let data = items.map { $0.type }.first?.rawValu", "13:41"),
            ("the result of a key path map", "publisher.map(\\.headerData).sink { print($0.titel) }", "13:45"),
            (
                "a publisher's compactMap",
                "let p: AnyPublisher<PromotionalHeaderData?, Never> = source\np.compactMap { $0 }.sink { print($0.titel) }",
                "14:37"
            ),
            ("a for loop's where clause", "for item in items where item.typ == .vip { print(item) }", "13:30"),
            ("a key path", "let titles = items.map(\\.titel)", "13:26"),
            ("a key path's second property", "let raw = items.map(\\.type.rawValu)", "13:28"),
            ("a key path on a publisher", "publisher.map(\\.headerData.titel)", "13:28"),
            ("a for loop over enumerated()", "for (index, item) in items.enumerated() { print(index, item.titel) }", "13:61"),
            ("forEach over enumerated()", "items.enumerated().forEach { index, item in print(item.titel) }", "13:56"),
            ("Optional.map's result", "let t = items.first.map { $0.type }?.rawValu", "13:38"),
        ] as [(String, String, String)])
    func typos(name: String, code: String, place: String) {
        #expect(findings(Self.setup + code, info: "swift") == ["error swift-unknown-member \(place)"], "\(name)")
    }

    @Test(
        "valid code through closures and wrappers raises nothing",
        arguments: [
            "let titles = items.map { $0.title }.joined(separator: \", \")",
            "let titles = items.map { item in item.title }",
            "let vip = items.first(where: { $0.type == .vip })?.title",
            "items.forEach { print($0.icon) }",
            "let sorted = items.sorted { $0.title < $1.title }.map(\\.title)",
            "let total = items.reduce(0) { $0 + $1.title.count }",
            "let grouped = Dictionary(grouping: items, by: { $0.type })",
            "publisher.sink { state in print(state.isVisible) }.store(in: &cancellables)",
            "publisher.sink(receiveCompletion: { completion in print(completion) }, receiveValue: { print($0.isVisible) })",
            "publisher.sink { completion in print(completion) } receiveValue: { state in print(state.isVisible) }",
            "publisher.map(\\.headerData).sink { print($0.title) }",
            "items.map { $0.title }.forEach { print($0.count, $0.uppercased()) }",
            "let nested = [items].map { $0.map { $0.title } }",
            "if let first = items.first { print(first.title) }",
            "print(state.headerData.title, state.headerData.subtitle?.count ?? 0)",
            "UIView.animate(withDuration: 0.3) { view.alpha = 0 }",
            "let label = UILabel()\nlabel.text = items.first?.title",
            "Task { @MainActor in let items = await load(); print(items.count) }",
        ])
    func valid(code: String) {
        #expect(findings(Self.setup + code, info: "swift") == [], "\(code)")
    }

    @Test("@Published properties publish their type through $name")
    func published() {
        let code = """
            final class HeaderViewModel: ObservableObject {
                @Published var state: PromotionalHeaderDisplayState?
                @Published var items: [QuickLinkItem] = []
                func bind() {
                    $state.sink { state in print(state?.isVisible ?? false) }
                    $items.sink { items in print(items.first?.titel) }
                }
            }
            """
        #expect(findings(code, info: "swift") == ["error swift-unknown-member 15:51"])
    }

    @Test("an async function's model result is checked")
    func asyncResult() {
        let code = """
            func load() async throws -> PromotionalHeaderData { fatalError() }
            let header = try await load()
            print(header.title, header.subtitel)
            """
        #expect(findings(code, info: "swift") == ["error swift-unknown-member 12:28"])
    }

    @Test("optional chaining on a non-optional model property is an error at the '?'")
    func optionalChainingOnNonOptional() {
        let code = Self.setup + "print(state.headerData?.title)\nprint(state.headerData.subtitle?.count)"
        #expect(findings(code, info: "swift") == ["error swift-optional-chaining 13:23"])
        #expect(
            messages(code, info: "swift").last
                == "cannot use optional chaining on non-optional value of type 'PromotionalHeaderData'")
    }

    static let unwrappedChecker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Widget.swift",
                "public final class Widget {\n    public var label: String!\n    public var count: Int = 0\n    public init() {}\n}"
            )
        ]))

    @Test(
        "nil may be assigned to what is declared T!, and to nothing else",
        arguments: [
            ("final class Gadget {}\nvar gadget: Gadget!\ngadget = nil", []),
            ("let widget = Widget()\nwidget.label = nil", []),
            ("var widget: Widget!\nfunc tearDown() {\n    widget = nil\n}", []),
            ("let widget = Widget()\nwidget.count = nil", ["error swift-argument-type 11:16"]),
            ("var widget = Widget()\nwidget = nil", ["error swift-argument-type 11:10"]),
            // A `T!` of another scope lends its name nothing.
            (
                "func setUp() {\n    var sut: Widget!\n    sut = nil\n}\nvar sut = Widget()\nsut = nil",
                ["error swift-argument-type 15:7"]
            ),
        ])
    func nilToImplicitlyUnwrapped(code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.unwrappedChecker) == expected)
    }

    @Test(
        "a T! takes an optional T, and a plain T does not",
        arguments: [
            ("func find() -> Widget? { nil }\nvar current: Widget! = Widget()\ncurrent = find()", []),
            ("func find() -> Widget? { nil }\nvar current = Widget()\ncurrent = find()", ["error swift-optional-mismatch 12:11"]),
            ("func name() -> String? { nil }\nlet widget = Widget()\nwidget.label = name()", []),
        ])
    func optionalToImplicitlyUnwrapped(code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.unwrappedChecker) == expected)
    }

    static let speedChecker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Player.swift",
                "public enum Speed { case slow, fast }\npublic final class Player {\n    public init() {}\n    public var speed: Speed = .slow\n    public var isLooping = false\n    public var count = 0\n}"
            )
        ]))

    @Test(
        "an assignment's value is the whole right side: both branches of a ternary, not its condition",
        arguments: [
            ("func set(_ player: Player, turbo: Bool) {\n    player.speed = turbo ? .fast : .slow\n}", []),
            ("func set(_ player: Player, count: Int) {\n    player.isLooping = count > 1\n}", []),
            ("func set(_ player: Player, count: Int) {\n    player.count = count + 1\n}", []),
            (
                "func set(_ player: Player, turbo: Bool) {\n    player.speed = turbo ? .fast : .slwo\n}",
                ["error swift-unknown-member 11:37"]
            ),
            (
                "func set(_ player: Player, turbo: Bool) {\n    player.speed = turbo ? 1 : .slow\n}",
                ["error swift-argument-type 11:28"]
            ),
            ("func check(_ player: Player, n: Int) -> Bool {\n    player.speed == .fast && n == 2\n}", []),
            ("func check(_ player: Player, n: Int) -> Bool {\n    player.speed == n + 1\n}", []),
            ("func check(_ player: Player) -> Bool {\n    player.speed == .fsat\n}", ["error swift-unknown-member 11:22"]),
            ("func set(_ player: Player, saved: Speed?) {\n    player.speed = saved ?? .fast\n}", []),
            (
                "func set(_ player: Player, saved: Speed?) {\n    player.speed = saved ?? .fsat\n}",
                ["error swift-unknown-member 11:30"]
            ),
            (
                "func set(_ player: Player, n: Int) {\n    player.speed = n > 3 ? .fast : .slwo\n}",
                ["error swift-unknown-member 11:37"]
            ),
        ])
    func wholeRightSide(code: String, expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.speedChecker) == expected)
    }

    @Test("a T! of an earlier block of the page takes nil, and a plain one does not")
    func nilAcrossBlocks() {
        let found = pageFindings(
            [
                ("swift", "var sut: Widget!\nvar other = Widget()"),
                ("swift", "sut = nil\nprint(sut.count)\nother = nil"),
            ], checker: Self.unwrappedChecker)
        #expect(found == [[], ["error swift-argument-type 22:9"]])
    }

    @Test(
        "a wrapped property's memberwise argument may be the wrapper, and its label is still checked",
        arguments: [
            ("let row = Row(title: Boxed(\"Hello\"))", []),
            ("let row = Row(titel: Boxed(\"Hello\"))", ["error swift-argument-label 10:15"]),
        ])
    func wrappedMemberwise(code: String, expected: [String]) {
        let checker = ExampleChecker(
            index: TypeIndex.build(sources: [
                (
                    "Models/Boxed.swift",
                    "@propertyWrapper\npublic struct Boxed<Value> {\n    public var wrappedValue: Value\n    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }\n}"
                ),
                ("Models/Row.swift", "public struct Row {\n    @Boxed var title: String\n}"),
            ]))
        #expect(findings(code, info: "swift", checker: checker) == expected)
    }
}
