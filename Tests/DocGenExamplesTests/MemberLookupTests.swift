import Testing

@testable import DocGenExamples

/// The member lookups the Swift checker uses answer as the member-name sets do.
@Suite struct MemberLookupTests {
    static let source = """
        public enum Kind: String, CaseIterable, Error { case a, b; static let all = 1; private static var hidden = 2
            static func make() -> Kind { .a }; func label() -> String { "" }; private func secret() {}
            var computed: Int { 1 }; private var stored = 0; struct Nested {} }
        public struct Plain { let id: String; private let key: Int; static func build() -> Plain? { nil } }
        """

    @Test(
        "instance and static lookups agree with the name sets",
        arguments: [
            "a", "b", "all", "hidden", "make", "label", "secret", "computed", "stored", "Nested", "id", "key", "build",
            "rawValue", "allCases", "localizedDescription", "self", "hashValue", "hash", "encode", "init", "Type", "none",
        ])
    func agreement(name: String) throws {
        let index = TypeIndex.build(sources: [("Models/Kind.swift", Self.source)])
        for typeName in ["Kind", "Plain"] {
            let type = try #require(index.type(named: typeName))
            for includingPrivate in [false, true] {
                #expect(
                    type.hasInstanceMember(name, includingPrivate: includingPrivate)
                        == type.instanceMemberNames(includingPrivate: includingPrivate).contains(name))
                #expect(
                    type.hasStaticMember(name, includingPrivate: includingPrivate)
                        == type.staticMemberNames(includingPrivate: includingPrivate).contains(name))
            }
        }
    }
}

/// Members reached through `@dynamicMemberLookup` with more than one `subscript(dynamicMember:)`.
@Suite("Dynamic member lookup")
struct DynamicMemberTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Box.swift",
                """
                public protocol Model {
                    associatedtype State
                    var state: State { get }
                }
                @dynamicMemberLookup
                public struct Box<M: Model> {
                    let model: M
                    public init(_ model: M) { self.model = model }
                    public subscript<T>(dynamicMember keyPath: KeyPath<M.State, T>) -> T { model.state[keyPath: keyPath] }
                    public subscript<Child: Model>(dynamicMember keyPath: KeyPath<M, Child>) -> Box<Child> {
                        Box<Child>(model[keyPath: keyPath])
                    }
                }
                """
            )
        ]))

    static let page = """
        struct Leaf: Model {
            var state: Int
        }
        struct Pair: Model {
            var state: Int
            var left1: Leaf
            var left2: Leaf
        }

        """

    @Test(
        "every subscript's root is tried, and the member has the type that subscript gives",
        arguments: [
            ("func show(_ box: Box<Pair>) {\n    let child: Box<Leaf> = box.left1\n    print(child)\n}", []),
            ("func show(_ box: Box<Pair>) {\n    print(box.lfet1)\n}", ["warning swift-unknown-member 19:15"]),
            ("func show(_ box: Box<Pair>) {\n    let child: Leaf = box.left1\n}", ["error swift-argument-type 19:23"]),
        ] as [(String, [String])])
    func everyRoot(code: String, expected: [String]) {
        #expect(findings(Self.page + code, info: "swift", checker: Self.checker) == expected)
    }
}
