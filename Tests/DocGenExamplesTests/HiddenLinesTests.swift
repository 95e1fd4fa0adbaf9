import Testing

@testable import DocGenExamples

/// Setup lines marked `#- ` are checked but not shown.
@Suite("Hidden lines")
struct HiddenLinesTests {
    @Test(
        "a line whose first non-blank characters are '#-' and a space or its end is hidden",
        arguments: [
            ("#- let a = 1\nprint(a)\n", "print(a)\n"),
            ("    #- let a = 1\nprint(a)", "print(a)"),
            ("#-\nprint(a)", "print(a)"),
            ("\t#- a\n#- b\nc\n#- d", "c"),
            ("#if DEBUG\nprint(1)\n#endif", nil),
            ("if #available(iOS 17, *) {}\n#-x = 1", nil),
            ("// #- not hidden\nlet a = \"#-\"", nil),
            ("let a = 1", nil),
            // Where the search for `#-` starts and ends.
            ("let a = 1 // #\n#-", "let a = 1 // #"),
            ("#", nil), ("", nil), ("a #", nil), ("## x\n#- y\nz", "## x\nz"),
        ] as [(String, String?)])
    func visible(code: String, shown: String?) {
        #expect(HiddenLines.visible(code) == shown)
    }

    @Test("a hidden line is checked with its marker blanked, so columns stay the file's")
    func checkable() {
        #expect(HiddenLines.checkable("  #- let a = 1\nb") == "     let a = 1\nb")
        #expect(HiddenLines.checkable("#-\nb") == "  \nb")
        #expect(HiddenLines.checkable("#if os(iOS)\n#endif") == nil)
    }

    @Test("hidden setup lines declare what the shown lines use, and are checked at their file columns")
    func checked() {
        let header = #"#- let header = PromotionalHeaderData(id: "a", icon: "b", title: "c")"#
        #expect(findings(header + "\nprint(header.title)", info: "swift") == [])
        #expect(findings(header + "\nprint(header.titel)", info: "swift") == ["error swift-unknown-member 11:14"])
        let typo = #"#- let header = PromotionalHeaderData(id: "a", icon: "b", titel: "c")"#
        #expect(findings(typo + "\nprint(header.title)", info: "swift") == ["error swift-argument-label 10:59"])
    }
}
