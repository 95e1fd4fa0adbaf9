import DocGenDiagnostics
import DocGenExamples
import Testing

/// Hand-written models in the shapes real component and architecture libraries use: classes of
/// UIKit, a protocol with an extension, a store that forwards members with `@dynamicMemberLookup`,
/// property wrappers, `@Observable`, an optional property.
enum OpenWorldModels {
    static let source = """
        import UIKit
        public class Label: UILabel {
            public var textStyle: TextStyle = .body
            public var colorStyle: Int = 0
            public init(textStyle: TextStyle = .body) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
        }
        public enum TextStyle { case body, title }
        open class BaseCard: UIView { public var title: String = "" }
        open class Card: BaseCard { public var subtitle: String = "" }
        public struct Chip {
            public var count: Int?
            public var name: String
            public var total: Int
        }
        public protocol Reducing { func reduce() }
        extension Reducing { public func logged() -> Self { self } }
        public protocol Feature: Reducing {}
        public struct CounterFeature: Feature {
            public var count = 0
            public init() {}
            public func reduce() {}
        }
        @dynamicMemberLookup
        public final class Store<State, Action> {
            public init(initialState: State) {}
            public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value { fatalError() }
        }
        public typealias StoreOf<R: Reducing> = Store<R.State, R.Action>
        public struct Timer: Reducing {
            public struct State { public var seconds = 0 }
            public enum Action { case tick }
            public func reduce() {}
        }
        public struct CounterState {
            public var count: Int = 0
            public var text: String = ""
        }
        public final class Counter {
            @Published public var value: Int
            public init(value: Int) { self._value = Published(initialValue: value) }
        }
        public struct LogMiddleware {
            let level: Int
            let prefix: String
            public init(_ level: Int, prefix: String = "") { (self.level, self.prefix) = (level, prefix) }
            public func handle(_ request: String) -> String { request }
        }
        public protocol Decoding { func decode(_ data: [UInt8]) throws -> Int }
        public protocol Encoding { func encode(_ value: Int) -> [UInt8] }
        public protocol Serializing: Decoding & Encoding { var codes: Set<Int> { get } }
        public enum Settings {
            @TaskLocal public static var theme = 1
            public static var plain = 0
        }
        @Observable public final class Model {
            public var count: Int = 0
            public init() {}
        }
        public protocol Inline {}
        public struct Run: Inline { public init(_ text: String) {} }
        public protocol RunContainer { init(_ children: [Inline]) }
        extension RunContainer { public init(_ children: Inline...) { self.init(children) } }
        public struct Paragraph: RunContainer {
            init(_ data: Int) {}
            public init(_ children: [Inline]) {}
        }
        public final class Bag { public init() {} }
        public struct Token { public func stored(in bag: Bag) {} }
        public protocol Streaming { func listen(_ observer: Int) -> Token }
        extension Streaming {
            public func listen(onValue: @escaping (Int) -> Void, onEnd: (() -> Void)? = nil) -> Token { Token() }
        }
        public final class Feed: Streaming {
            public init() {}
            public func listen(_ observer: Int) -> Token { Token() }
        }
        public struct Picture {
            public var width: Int { get { storage.width } set { storage.width = newValue } }
            public var title: String? { storage.title }
            private var storage: Storage
            struct Storage { var width: Int; var title: String? }
        }
        private final class Shadowed { var depth = 1 }
        public struct Server {
            public init() {}
            public func start(port: Int) -> Token { Token() }
            public func start(port: Int, handler: @escaping (Int) -> Void) async -> Bag { Bag() }
        }
        public protocol OnceType {}
        extension OnceType { public func listen(_ handler: @escaping (Int) -> Void) -> Token { Token() } }
        public struct Once: OnceType {
            public init() {}
            public func listen(on queue: Int) -> Once { self }
        }
        public typealias Callback = @convention(c) (CInt, UnsafePointer<CChar>?) -> CInt
        open class Record { public init() {} }
        public protocol Expressible {}
        extension Expressible {
            public static func == (lhs: Self, rhs: String) -> Predicate { Predicate() }
        }
        public struct Predicate {}
        public struct Field: Expressible { public init(_ name: String) {} }
        public struct Row {
            public func decode<Record>(forKey key: String) -> Record { fatalError() }
            public func record(forKey key: String) -> Record { Record() }
        }
        public struct Query<Row> { public init(sql: String, arguments: [Int] = []) {} }
        extension Query: ExpressibleByStringInterpolation {
            public init(stringLiteral value: String) { self.init(sql: value) }
        }
        public protocol Conversion { associatedtype Input }
        public struct TextConversion: Conversion { public typealias Input = Int }
        extension Conversion where Self == TextConversion { public static var text: Self { TextConversion() } }
        public protocol Reader { associatedtype Output }
        extension Reader {
            public func map<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> Mapped<Self, NewOutput> { Mapped() }
            public func map<C>(_ conversion: C) -> Converted<Self, C> { Converted() }
        }
        public struct Mapped<Upstream, NewOutput> {}
        public struct Converted<Upstream, C> { public func write(_ value: Int) -> String { "" } }
        open class BaseStep { public init() {} }
        open class StepOf<T>: BaseStep {}
        open class Step<T>: StepOf<T> {}
        open class ChoiceStep<T>: Step<T> { open var choices = [T]() }
        public final class ListStep<T>: ChoiceStep<T> { public required init(tag: String?) {} }
        public struct Runner { public func run(step: BaseStep) {} }
        public final class Backdrop {
            fileprivate init(margin: Int) {}
            public init(frames: [Int]) {}
        }
        public struct Eventual<T> { public func always(_ body: () -> Void) -> Eventual<T> { self } }
        public struct Sure<T> { public func wait() -> Int { 0 } }
        public func beginning<T>(_ body: () -> Eventual<T>) -> Eventual<T> { body() }
        public func beginning<T>(_ body: () -> Sure<T>) -> Sure<T> { body() }
        public func launch() -> Sure<Int> { Sure() }
        public struct Job<Output> {
            public init(body: @escaping (Int) -> Output) where Output: Encodable {}
            public init(body: @escaping (Int) -> Void) where Output == Void {}
        }
        public struct Seal { public init(name: String) {} }
        extension Seal: ExternalDecodable {
            public init(encoded node: Int, tagged tag: Int) throws { self.init(name: "") }
        }
        public protocol LocalDecodable { init(encoded node: Int, tagged tag: Int) throws }
        public struct Stamp { public init(name: String) {} }
        extension Stamp: LocalDecodable {
            public init(encoded node: Int, tagged tag: Int) throws { self.init(name: "") }
        }
        public struct Digits: Reader {
            public typealias Output = Int
            public init() {}
        }
        """

    static let checker = ExampleChecker(index: TypeIndex.build(sources: [("Models/All.swift", source)]))
}

/// The open world: a type that inherits from one docgen cannot see may have members it does not
/// know, and the members Swift gives a type beyond its own declaration are its own.
@Suite("Open world")
struct OpenWorldTests {
    @Test(
        "valid code against members docgen cannot see or that Swift gives the type raises no error or warning",
        arguments: [
            ("a UIKit superclass's members", "let label = Label()\nlabel.text = \"Hi\"\nlabel.numberOfLines = 0"),
            ("a superclass chain that reaches UIKit", "let card = Card()\ncard.backgroundColor = .red\ncard.title = \"A\""),
            ("a protocol extension's method, through protocol inheritance", "let logged = CounterFeature().logged()"),
            (
                "dynamic member lookup onto the root, and its binding projection",
                "func show(_ store: Store<CounterState, Int>) { print(store.count, store.$text) }"
            ),
            (
                "dynamic member lookup through a generic typealias",
                "func show(_ store: StoreOf<Timer>) { print(store.seconds, store.$seconds) }"
            ),
            (
                "a property wrapper's storage and projection",
                "extension Counter {\n    func reset() { self._value = Published(initialValue: 0); print(self.$value) }\n}"
            ),
            ("an @Observable class's storage", "extension Model {\n    func peek() -> Int { self._count }\n}"),
            (
                "a type of a model's name written to show its behaviour, without its stored properties",
                "public struct LogMiddleware {\n    public func handle(_ request: String) -> String { request }\n}"
            ),
            (
                "a protocol restated with the requirements it inherits",
                "public protocol Serializing: Decoding & Encoding {\n    var codes: Set<Int> { get }\n"
                    + "    func decode(_ data: [UInt8]) throws -> Int\n    func encode(_ value: Int) -> [UInt8]\n}"
            ),
            ("a static property wrapper's projection", "Settings.$theme.withValue(2) {\n    print(Settings.theme)\n}"),
            (
                "a static wrapped property declared in the example",
                "enum Locals {\n    @TaskLocal static var value = 1\n}\nLocals.$value.withValue(3) { print(Locals.value) }"
            ),
            (
                "an optional unwrapped, defaulted, bound or kept optional",
                "let chip = Chip(count: 1, name: \"a\", total: 2)\nlet a: Int? = chip.count\nlet b = chip.count ?? 0\n"
                    + "if let c = chip.count { print(c) }\nguard let d = chip.count else { return }\nlet e: Int = chip.count!"
            ),
            (
                "an initializer that delegates with self.init",
                "extension Chip {\n    init(name: String) { self.init(count: nil, name: name, total: 0) }\n}"
            ),
            (
                "an initializer a protocol's extension gives its conforming types",
                "let paragraph = Paragraph(Run(\"a \"), Run(\"b\"))"
            ),
            (
                "a public surface restated as stored properties over private storage",
                "public struct Picture {\n    public var width: Int\n    public let title: String?\n}"
            ),
            (
                "a trailing closure that picks the overload taking a closure, and its result's member",
                "let bag = await Server().start(port: 80) { request in\n    print(request)\n}\nlet other = bag"
            ),
            (
                "a type of the name of a model file's private type, which is another type",
                "class Shadowed {\n    var elevation = 2\n    func raise() {}\n}"
            ),
            (
                "a protocol extension's overload of a method the type declares",
                "let feed = Feed()\nlet token = feed.listen(onValue: { value in print(value) })\ntoken.stored(in: Bag())"
            ),
            (
                "a trailing closure that picks an overload, and the result's member",
                "Once().listen { value in\n    print(value)\n}\n.stored(in: Bag())"
            ),
            (
                "an optional returned where the result is optional, or from a closure",
                "extension Chip {\n    func amount() -> Int? { return count }\n"
                    + "    func total() -> Int { let f = { () -> Int? in return self.count }; return f() ?? 0 }\n}"
            ),
            (
                "a literal made a value of a type that accepts it (SE-0213)",
                "let query: Query<Int> = Query(\"SELECT 1\")\nlet other: Query<Int> = Query(\"SELECT \\(query)\")"
            ),
            (
                "a method's generic parameter named like a model type",
                "func read(_ row: Row) {\n    let chip: Chip = row.decode(forKey: \"chip\")\n    print(chip)\n}"
            ),
            (
                "an operator a model protocol's extension declares",
                "let isArthur = Field(\"name\") == \"Arthur\"\nprint(isArthur)"
            ),
            (
                "an overload told apart by what is passed: `.member` where the other takes a closure",
                "let reader = Digits().map(.text)\nlet written = reader.write(1)"
            ),
            (
                "a subclass of a subclass passed where the root class is expected",
                "extension ChoiceStep {\n    func start(with runner: Runner) {\n        runner.run(step: self)\n    }\n}"
            ),
            (
                "an initializer overload an unseen protocol's extension may add beside the one the type implements",
                "let seal = try Seal(encoded: 1)"
            ),
            (
                "a global function whose overloads the labels do not tell apart and that return different types",
                "let done = beginning {\n    Eventual<Int>()\n}.always {}"
            ),
            (
                "a restated initializer matching the second of two overloads with the same labels",
                "struct Job<Output> {\n    init(body: @escaping (Int) -> Void) where Output == Void {}\n}"
            ),
            (
                "a class restated flat, with a property its superclass declares",
                "class ListStep<T>: ChoiceStep<T> {\n    var choices = [T]()\n    required init(tag: String?) {}\n}"
            ),
            (
                "a restated function type with the C names' Swift types, over several lines",
                "typealias Callback = @convention(c) (\n    Int32,\n    UnsafePointer<Int8>?) -> Int32"
            ),
        ] as [(String, String)])
    func validCode(name: String, code: String) {
        let found = findings(code, info: "swift", checker: OpenWorldModels.checker)
        #expect(found.allSatisfy { $0.hasPrefix("note ") }, "\(name): \(found)")
    }

    @Test(
        "the same shapes with a planted mistake are still caught",
        arguments: [
            (
                "a near typo of a known member of an open type", "let label = Label()\nlabel.textStyel = .body",
                "warning swift-unknown-member 11:7"
            ),
            (
                "a protocol extension's method misspelt", "let logged = CounterFeature().loged()",
                "error swift-unknown-member 10:31"
            ),
            (
                "an argument no initializer of the type or its protocols takes",
                "let paragraph = Paragraph(Run(\"a\"), Run(\"b\"), style: 1)", "error swift-extra-argument 10:47"
            ),
            (
                "a misspelt member of the dynamic member root",
                "func show(_ store: Store<CounterState, Int>) { print(store.cuont) }", "error swift-unknown-member 10:60"
            ),
            (
                "a misspelt member through a generic typealias",
                "func show(_ store: StoreOf<Timer>) { print(store.secnds) }", "error swift-unknown-member 10:50"
            ),
            (
                "a restatement that shows some stored properties and lacks one",
                "struct LogMiddleware {\n    let level: Int\n}", "error swift-restated-member 10:8"
            ),
            (
                "a restated protocol with a requirement no protocol of its lineage has",
                "public protocol Serializing: Decoding & Encoding {\n    func flush() -> Int\n}",
                "error swift-restated-member 11:10"
            ),
            (
                "the projection of a static property without a wrapper", "print(Settings.$plain)",
                "error swift-unknown-member 10:16"
            ),
            (
                "storage of a property without a wrapper",
                "extension Chip {\n    func f() -> String { self._name }\n}", "error swift-unknown-member 11:31"
            ),
            (
                "an optional where a non-optional is specified",
                "let chip = Chip(count: 1, name: \"a\", total: 2)\nlet n: Int = chip.count", "error swift-optional-mismatch 11:14"
            ),
            (
                "an optional passed for a non-optional parameter",
                "let chip = Chip(count: 1, name: \"a\", total: 2)\nlet copy = Chip(count: nil, name: \"b\", total: chip.count)",
                "error swift-optional-mismatch 11:47"
            ),
            (
                "an optional assigned to a non-optional property",
                "var chip = Chip(count: 1, name: \"a\", total: 2)\nchip.total = chip.count", "error swift-optional-mismatch 11:14"
            ),
            (
                "an optional returned for a non-optional result",
                "extension Chip {\n    func amount() -> Int { return count }\n}", "error swift-optional-mismatch 11:35"
            ),
            (
                "a restatement with a property the model has neither stored nor computed",
                "public struct Picture {\n    public var width: Int\n    public var height: Int\n}",
                "error swift-restated-member 12:16"
            ),
            (
                "a member the closure-taking overload's result lacks",
                "let bag = await Server().start(port: 80) { request in\n    print(request)\n}\nbag.stored(in: Bag())",
                "error swift-unknown-member 13:5"
            ),
            (
                "a member the closure-taking overload's result lacks, when a closure is passed",
                "let reader = Digits().map({ $0 + 1 })\nlet written = reader.write(1)", "error swift-unknown-member 11:22"
            ),
            (
                "a model value of a type outside the class's lineage where the class is expected",
                "let runner = Runner()\nrunner.run(step: runner)", "error swift-argument-type 11:18"
            ),
            (
                "a member the one overload of a global function's result lacks", "let value = launch().wiat()",
                "error swift-unknown-member 10:22"
            ),
            (
                "a restated initializer whose type neither overload with its labels has",
                "struct Job<Output> {\n    init(body: @escaping (String) -> Void) where Output == Void {}\n}",
                "error swift-restated-type 11:10"
            ),
            (
                "a private initializer called from outside its file", "let backdrop = Backdrop(margin: 8)",
                "error swift-inaccessible 10:16"
            ),
            (
                "a missing argument of an initializer implementing a protocol the models declare",
                "let stamp = try Stamp(encoded: 1)", "error swift-missing-argument 10:33"
            ),
            (
                "a restated property neither the class nor its superclasses declare",
                "class ListStep<T>: ChoiceStep<T> {\n    var options = [T]()\n    required init(tag: String?) {}\n}",
                "error swift-restated-member 11:9"
            ),
            (
                "a label no overload of the type or its protocols' extensions takes",
                "let token = Feed().listen(onValeu: { _ in })", "error swift-argument-label 10:27"
            ),
            (
                "a stale initializer of a class that writes its own", "let label = Label(style: .body)",
                "error swift-extra-argument 10:19"
            ),
            (
                "a method returning the model type itself, assigned to another",
                "func read(_ row: Row) {\n    let chip: Chip = row.record(forKey: \"chip\")\n    print(chip)\n}",
                "error swift-argument-type 11:22"
            ),
            (
                "a comparison of a model type without operators of its own",
                "let chip = Chip(count: 1, name: \"a\", total: 2)\nlet same = chip.total == \"two\"",
                "error swift-argument-type 11:26"
            ),
            (
                "a restated function type with another parameter type",
                "typealias Callback = @convention(c) (\n    Int64,\n    UnsafePointer<Int8>?) -> Int32",
                "error swift-restated-type 10:11"
            ),
        ] as [(String, String, String)])
    func plantedMistakes(name: String, code: String, expected: String) {
        let found = findings(code, info: "swift", checker: OpenWorldModels.checker).filter { !$0.hasPrefix("note ") }
        #expect(found == [expected], "\(name)")
    }

    @Test("T(literal) of a literal the type does not accept is still checked against its initializers")
    func literalNotAccepted() {
        let found = findings("let query: Query<Int> = Query(42)", info: "swift", checker: OpenWorldModels.checker)
        #expect(found == ["error swift-argument-label 10:31", "error swift-argument-type 10:31"])
    }

    @Test("a name accepted on an open type says why in a note; a completion of a known name is no typo")
    func acceptedNote() {
        let found = OpenWorldModels.checker.check(
            code: "let label = Label()\nlabel.text = \"Hi\"", info: "swift", file: "doc.md", firstLine: 1)
        #expect(
            found.diagnostics.map(\.description) == [
                "doc.md:2:7: note: accepted 'text': 'Label' inherits from 'UILabel', which docgen cannot see [swift-open-member]"
            ])
        #expect(found.diagnostics.allSatisfy { $0.isExplanation })
    }

    @Test("a did-you-mean on a closed type names a typo only, never a longer name that starts with the one written")
    func noCompletionHint() {
        #expect(
            messages(
                "func show(_ store: StoreOf<Timer>) { print(store.secnds) }", info: "swift", checker: OpenWorldModels.checker)
                == ["value of type 'Store' has no member 'secnds'; did you mean 'seconds'?"])
        #expect(
            messages("let feature = CounterFeature()\nprint(feature.cou)", info: "swift", checker: OpenWorldModels.checker) == [
                "value of type 'CounterFeature' has no member 'cou'"
            ])
        #expect(
            messages("let feature = CounterFeature()\nprint(feature.coutn)", info: "swift", checker: OpenWorldModels.checker) == [
                "value of type 'CounterFeature' has no member 'coutn'; did you mean 'count'?"
            ])
    }

    /// A library that stands in for a framework type on platforms that lack it (as
    /// swift-snapshot-testing declares `XCTAttachment` for Linux) does not declare the type that
    /// docs for Apple's platforms use; one declared for Apple's platforms, or for all, is checked.
    private static let checked = [
        "error swift-argument-label 10:32", "error swift-missing-argument 10:44", "error swift-unknown-member 11:12",
    ]

    @Test(
        "a type declared only for other platforms is not the one examples use",
        arguments: [
            ("#if os(Linux) || os(Android) || os(Windows)", []),
            ("#if os(iOS) || os(macOS)\n#else", []),
            ("#if os(iOS)", checked),
            ("#if canImport(UIKit)", checked),
            ("#if os(Linux) && DEBUG", checked),
            ("#if !os(Linux)", checked),
        ] as [(String, [String])])
    func otherPlatforms(condition: String, expected: [String]) {
        let source = "\(condition)\npublic struct XCTAttachment {\n    public init(data: Data) {}\n}\n#endif\n"
        let checker = ExampleChecker(index: TypeIndex.build(sources: [("Shim.swift", source)]))
        let code = "let attachment = XCTAttachment(image: image)\nattachment.name = \"reference\""
        #expect(findings(code, info: "swift", checker: checker).filter { !$0.hasPrefix("note ") } == expected)
    }
}
