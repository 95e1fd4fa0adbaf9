import Testing

@testable import DocGenExamples

/// Names seen from inside a type: only names that something is nested in are tried as scopes.
@Suite("Scope lookup")
struct ScopeLookupTests {
    static let index = TypeIndex.build(sources: [
        (
            "Models.swift",
            """
            struct Outer { struct Inner { enum Deep: String { case a } }; typealias Alias = Int }
            struct Inner {}
            struct Flat { let value: Int }
            """
        )
    ])

    @Test("only types with something nested in them are scopes")
    func scopes() {
        #expect(Self.index.scopes == ["Outer", "Outer.Inner"])
        #expect(TypeIndex.build(sources: [("Flat.swift", "struct Flat {}")]).scopes.isEmpty)
    }

    @Test(
        "a name resolves to the innermost type that holds it, else to the top-level one",
        arguments: [
            ("Inner", "Outer", "Outer.Inner"),
            ("Inner", "Outer.Inner", "Outer.Inner"),
            ("Inner", "Outer.Inner.Deep", "Outer.Inner"),
            ("Deep", "Outer.Inner.Deep", "Outer.Inner.Deep"),
            ("Inner.Deep", "Outer", "Outer.Inner.Deep"),
            ("Alias", "Outer.Inner", "Outer.Alias"),
            ("Inner", "Flat", "Inner"),
            ("Inner", nil, "Inner"),
            ("Deep", "Outer", nil),
            ("Deep", "Flat", nil),
        ] as [(String, String?, String?)])
    func qualifiedNames(name: String, scope: String?, expected: String?) {
        #expect(Self.index.qualifiedName(for: name, scope: scope) == expected)
    }
}
