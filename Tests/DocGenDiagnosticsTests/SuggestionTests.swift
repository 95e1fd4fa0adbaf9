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

    @Test("edit distance counts a swap of neighbours as one edit")
    func transposition() {
        #expect(Suggestion.editDistance("titel", "title") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
    }
}
