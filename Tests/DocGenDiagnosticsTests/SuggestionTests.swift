import Testing

@testable import DocGenDiagnostics

@Suite struct SuggestionTests {
    @Test(
        "a hint names every candidate as close as the best one, so no fix picks one of several",
        arguments: [
            ("titel", ["title", "subtitle"], "; did you mean 'title'?"),
            ("tilte", ["title", "tile"], "; did you mean 'tile' or 'title'?"),
            ("bax", ["bar", "baz", "bay", "box"], "; did you mean 'bar', 'bay' or 'baz'?"),
            ("Title", ["title", "tile"], "; did you mean 'title'?"),
            ("zzzzzz", ["title"], ""),
        ] as [(String, [String], String)])
    func hintNamesTies(word: String, candidates: [String], expected: String) {
        #expect(Suggestion.hint(for: word, in: candidates) == expected)
    }

    @Test(
        "close misspellings get a suggestion and distant words do not",
        arguments: [
            ("titel", "title"),
            ("subtitel", "subtitle"),
            ("Subtitle", "subtitle"),
            ("slotz", "slots"),
            ("backgroundColour", "backgroundColor"),
            ("zzz", nil),
            ("identifier", nil),
        ] as [(String, String?)])
    func suggestions(word: String, expected: String?) {
        let candidates = ["title", "subtitle", "slots", "backgroundColor", "id"]
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test(
        "a name shortened, extended or renamed in its last word gets a suggestion",
        arguments: [
            ("iconName", ["icon", "title"], "icon"),
            ("webView", ["web", "inApp", "none"], "web"),
            ("background", ["backgroundColor", "title"], "backgroundColor"),
            ("QuickLinkModel", ["QuickLinkItem", "PromotionalHeaderData"], "QuickLinkItem"),
            ("QuickLinkModel", ["QuickLinkItem", "QuickLinkType"], nil),
            ("identifier", ["id"], nil),
            ("iconography", ["icon"], nil),
            ("LinkModel", ["LinkItem"], nil),
        ] as [(String, [String], String?)])
    func shortenedAndRenamed(word: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test(
        "an old model name is a name one shortened or role word away, and no other",
        arguments: [
            ("PromoHeaderData", "PromotionalHeaderData"),
            ("QuickLinkModel", "QuickLinkItem"),
            ("PromotionalHeaderView", nil),
            ("BannerCell", nil),
            ("QuickLinkItem", nil),
        ] as [(String, String?)])
    func oldName(word: String, expected: String?) {
        #expect(Suggestion.oldName(word, in: ["PromotionalHeaderData", "QuickLinkItem", "BannerPolicyItemModel"]) == expected)
    }

    @Test(
        "a typo is a near misspelling, a case or underscore variant, and never a completion of the name written",
        arguments: [
            ("titel", "title", false, true),
            ("_count", "count", false, true),
            ("Title", "title", true, true),
            ("titles", "title", false, true),
            ("view", "viewSafeAreaInsetsDidChange", false, false),
            ("text", "textStyle", false, false),
            ("tit", "title", false, false),
            ("textStyel", "textStyle", true, true),
            ("tintColor", "textColor", true, false),
            ("tintColor", "textColor", false, true),
            ("texts", "text", true, false),
            ("title", "title", false, false),
        ] as [(String, String, Bool, Bool)])
    func typos(word: String, candidate: String, strict: Bool, expected: Bool) {
        #expect(Suggestion.isTypo(word, of: candidate, strict: strict) == expected)
    }

    @Test("a typo hint names every candidate as near as the nearest, and none for a completion")
    func typoHints() {
        #expect(Suggestion.typoHint(for: "titel", in: ["title", "subtitle"]) == "; did you mean 'title'?")
        #expect(Suggestion.typoHint(for: "bax", in: ["bar", "baz", "box"]) == "; did you mean 'bar', 'baz' or 'box'?")
        #expect(Suggestion.typoHint(for: "text", in: ["textStyle"]) == "")
        #expect(Suggestion.typo(for: "bax", in: ["bar", "baz"]) == nil)
        #expect(Suggestion.typo(for: "_count", in: ["count", "amount"]) == "count")
    }

    @Test("edit distance counts a swap of neighbours as one edit")
    func transposition() {
        #expect(Suggestion.editDistance("titel", "title") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
    }
}
