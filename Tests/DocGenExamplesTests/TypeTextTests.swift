import Testing

@testable import DocGenExamples

/// Info-string types: bare names skip swift-syntax, and must read exactly as if they had not.
@Suite struct TypeTextTests {
    @Test(
        "a type text reads the same with or without the bare-name shortcut",
        arguments: [
            "QuickLinkItem", "PromotionalHeaderData", "A1", "X_y", "Optional", "Array", "Dictionary", "Any", "Self",
            "Type", "Protocol", "String", "let", "lowercase", "_Private", "Foo.Bar", "[Foo]", "Foo?", "[String: Foo]",
            "Array<Foo>", " Foo", "Foo ", "Foo Bar", "배너", "Ünïcode", "",
        ])
    func shortcut(text: String) {
        #expect(TypeRefReader.read(text: text) == TypeRefReader.parse(text: text))
    }

    @Test("only bare capitalised ASCII names take the shortcut")
    func plainNames() {
        #expect(TypeRefReader.isPlainTypeName("QuickLinkItem"))
        #expect(TypeRefReader.isPlainTypeName("A1_b"))
        #expect(!TypeRefReader.isPlainTypeName("Self"))
        #expect(!TypeRefReader.isPlainTypeName("quickLink"))
        #expect(!TypeRefReader.isPlainTypeName("[A]"))
        #expect(!TypeRefReader.isPlainTypeName("A.B"))
        #expect(!TypeRefReader.isPlainTypeName(""))
    }
}
