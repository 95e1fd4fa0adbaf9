import DocGenDiagnostics
import Testing

@testable import DocGenSite

/// `docgen check --fix`: which diagnostics give a fix, and how one is applied.
@Suite struct ExampleFixTests {
    private static func error(_ message: String, line: Int, column: Int, rule: String) -> Diagnostic {
        .error(message, at: SourceLocation(file: "a.md", line: line, column: column), rule: rule)
    }

    @Test(
        "a fix replaces the written name with the one suggested, where it is written",
        arguments: [
            (
                "a JSON key, inside its quotes", #"{ "titel": "c" }"#, 3, "json-unknown-key",
                "unknown key 'titel' for 'PromotionalHeaderData'; did you mean 'title'?", #"{ "title": "c" }"#
            ),
            (
                "a JSON enum value", #"{ "type": "vipp" }"#, 11, "json-enum-value",
                "invalid value 'vipp' for 'type' of 'QuickLinkType'; did you mean 'vip'?", #"{ "type": "vip" }"#
            ),
            (
                "a label, where the message quotes the type first", "f(type: .vip, titel: 1)", 15, "swift-argument-label",
                "incorrect argument label 'titel' in call to 'QuickLinkItem.init(type:title:icon:)'; did you mean 'title'?",
                "f(type: .vip, title: 1)"
            ),
            (
                "a member after a Hangul string, columns counted in characters", #"print("배너", h.titel)"#, 15,
                "swift-unknown-member", "value of type 'H' has no member 'titel'; did you mean 'title'?",
                #"print("배너", h.title)"#
            ),
            (
                "a missing alpha", "UIColor(red: 1, green: 0, blue: 0)", 34, "swift-missing-argument",
                "missing argument for parameter 'alpha' in call to 'UIColor.init(red:green:blue:alpha:)'",
                "UIColor(red: 1, green: 0, blue: 0, alpha: 1)"
            ),
        ] as [(String, String, Int, String, String, String)])
    func applies(name: String, line: String, column: Int, rule: String, message: String, fixed: String) {
        let fixes = ExampleFix.fixes(for: [Self.error(message, line: 2, column: column, rule: rule)])
        let result = ExampleFix.apply(fixes, to: "before\n" + line + "\nafter")
        #expect(result.text == "before\n" + fixed + "\nafter", "\(name)")
        #expect(result.applied.count == 1, "\(name)")
    }

    @Test(
        "no fix without exactly one suggestion, outside the examples, or where the file says otherwise",
        arguments: [
            ("value of type 'H' has no member 'titel'", "swift-unknown-member", "h.titel", 3),
            ("link target not found: 'a.md'; did you mean 'b.md'?", "link-target", "[x](a.md)", 5),
            ("value of type 'H' has no member 'titel'; did you mean 'title'?", "swift-unknown-member", "h.title", 3),
            ("value of type 'H' has no member 'tit'; did you mean 'title'?", "swift-unknown-member", "h.titles", 3),
            ("missing argument for parameter 'id' in call to 'Item.init(id:)'", "swift-missing-argument", "Item()", 6),
            (
                "value of type 'Sheet' has no member 'view'; did you mean 'viewSafeAreaInsetsDidChange'?",
                "swift-unknown-member", "sheet.view", 7
            ),
            ("value of type 'Label' has no member 'text'; did you mean 'textStyle'?", "swift-unknown-member", "label.text", 7),
            ("value of type 'H' has no member 'tit'; did you mean 'title'?", "swift-unknown-member", "h.tit", 3),
        ] as [(String, String, String, Int)])
    func refuses(message: String, rule: String, line: String, column: Int) {
        let fixes = ExampleFix.fixes(for: [Self.error(message, line: 1, column: column, rule: rule)])
        let result = ExampleFix.apply(fixes, to: line)
        #expect(result.text == line)
        #expect(result.applied.isEmpty)
    }

    @Test("a warning's suggestion is never a fix: it is on a type that may have the name written")
    func warningsAreNotFixed() {
        let warning = Diagnostic.warning(
            "value of type 'Label' has no member 'textStyel' that docgen can see; did you mean 'textStyle'?",
            at: SourceLocation(file: "a.md", line: 1, column: 7), rule: "swift-unknown-member")
        #expect(ExampleFix.fixes(for: [warning]).isEmpty)
    }

    @Test("a misspelt storage name is fixed as a typo; a type's old name as the one model it names")
    func underscoreAndRename() {
        let fixes = ExampleFix.fixes(for: [
            Self.error(
                "value of type 'Chip' has no member '_name'; did you mean 'name'?", line: 1, column: 6,
                rule: "swift-unknown-member"),
            Self.error(
                "cannot find type 'PromoHeaderData' in scope; did you mean 'PromotionalHeaderData'?", line: 2, column: 1,
                rule: "swift-unknown-type"),
        ])
        let result = ExampleFix.apply(fixes, to: "self._name\nPromoHeaderData(id: 1)")
        #expect(result.text == "self.name\nPromotionalHeaderData(id: 1)")
    }

    @Test("a declared sample rule's one suggestion is a fix whatever its name; the same name undeclared is none")
    func declaredRule() {
        var declared = Self.error(
            "closeType 'weekly' is not 'close', 'never', 'week' or 'today'; did you mean 'week'?", line: 1, column: 16,
            rule: "banner-close-type")
        #expect(ExampleFix.fixes(for: [declared]).isEmpty)
        declared.isDeclaredRule = true
        let result = ExampleFix.apply(ExampleFix.fixes(for: [declared]), to: #"{ "closeType": "weekly" }"#)
        #expect(result.text == #"{ "closeType": "week" }"#)
    }

    @Test("two fixes on one line both apply, the later first, so columns stay right")
    func twoOnOneLine() {
        let fixes = ExampleFix.fixes(for: [
            Self.error("unknown key 'titel' for 'T'; did you mean 'title'?", line: 1, column: 3, rule: "json-unknown-key"),
            Self.error("unknown key 'subtitel' for 'T'; did you mean 'subtitle'?", line: 1, column: 15, rule: "json-unknown-key"),
        ])
        let result = ExampleFix.apply(fixes, to: #"{ "titel": 1, "subtitel": 2 }"#)
        #expect(result.text == #"{ "title": 1, "subtitle": 2 }"#)
        #expect(result.applied.map(\.written) == ["titel", "subtitel"])
    }

    @Test("the unified diff shows each changed run with three lines of context")
    func diff() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15"
        let new = old.replacingOccurrences(of: "5\n6", with: "five\nsix").replacingOccurrences(of: "14", with: "fourteen")
        #expect(
            UnifiedDiff.lineByLine(old: old, new: new, path: "a.md") == """
                --- a/a.md
                +++ b/a.md
                @@ -2,8 +2,8 @@
                 2
                 3
                 4
                -5
                -6
                +five
                +six
                 7
                 8
                 9
                @@ -11,5 +11,5 @@
                 11
                 12
                 13
                -14
                +fourteen
                 15

                """)
        #expect(UnifiedDiff.lineByLine(old: old, new: old, path: "a.md") == "")
    }
}
