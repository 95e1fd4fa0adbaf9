import Testing

@testable import DocGenExamples

/// Info-string types: bare names and arrays of them skip swift-syntax, and must read exactly as if they had not.
@Suite struct TypeTextTests {
    @Test(
        "a type text reads the same with or without the bare-name shortcut",
        arguments: [
            "QuickLinkItem", "PromotionalHeaderData", "A1", "X_y", "Optional", "Array", "Dictionary", "Any", "Self",
            "Type", "Protocol", "String", "let", "lowercase", "_Private", "Foo.Bar", "[Foo]", "Foo?", "[String: Foo]",
            "Array<Foo>", " Foo", "Foo ", "Foo Bar", "배너", "Ünïcode", "", "[QuickLinkItem]", "[Any]", "[Self]", "[Type]",
            "[Optional]", "[[Foo]]", "[Foo]?", "[ Foo ]", "[Foo ]", "[foo]", "[]", "[Foo.Bar]", "[배너]", "[Foo]]", "[[Foo]",
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

    @Test("only an array of a bare name takes the array shortcut")
    func arrayNames() {
        #expect(TypeRefReader.arrayElementName("[QuickLinkItem]") == "QuickLinkItem")
        #expect(TypeRefReader.arrayElementName("[Self]") == nil)
        #expect(TypeRefReader.arrayElementName("[[A]]") == nil)
        #expect(TypeRefReader.arrayElementName("[A]?") == nil)
        #expect(TypeRefReader.arrayElementName("[]") == nil)
    }
}
