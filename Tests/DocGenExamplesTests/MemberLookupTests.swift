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
