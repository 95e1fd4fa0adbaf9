import Testing

@testable import DocGenContent

/// Which languages' pages are written right to left.
@Suite struct TextDirectionTests {
    @Test(
        "a language tag runs right to left by its script, else by its primary language",
        arguments: [
            ("ar", true), ("ar-EG", true), ("he", true), ("he-IL", true), ("fa", true), ("ur", true), ("ps", true),
            ("sd", true), ("ug", true), ("yi", true), ("dv", true), ("ckb", true), ("AR_sa", true), ("pa-Arab", true),
            ("az-Arab-IR", true), ("en", false), ("ko", false), ("zh-Hant", false), ("pt-BR", false),
            ("ku-Latn", false), ("", false),
        ])
    func direction(tag: String, isRightToLeft: Bool) {
        #expect(TextDirection.isRightToLeft(tag) == isRightToLeft)
    }
}
