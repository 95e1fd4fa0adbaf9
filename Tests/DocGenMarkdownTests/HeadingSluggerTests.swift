import Testing

@testable import DocGenMarkdown

@Suite struct HeadingSluggerTests {
    @Test(
        "slugs match GitHub's for the same heading text",
        arguments: [
            ("제약사항", "제약사항"),
            ("Hello World", "hello-world"),
            ("API: v2.0!", "api-v20"),
            ("🎉 Launch day", "-launch-day"),
            ("snake_case and kebab-case", "snake_case-and-kebab-case"),
            ("C++ / Swift", "c--swift"),
            ("Ünïcödé Straße", "ünïcödé-straße"),
            ("배너의 정책 (Policy)", "배너의-정책-policy"),
            ("`QuickLinkItem` (Struct)", "quicklinkitem-struct"),
            ("What's new?", "whats-new"),
        ])
    func slugMatchesGitHub(text: String, expected: String) {
        #expect(HeadingSlugger.slug(text) == expected)
    }

    @Test("ASCII headings, slugged byte by byte, get the slug the Unicode rules give")
    func asciiMatchesUnicodeRules() {
        let everyByte = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for text in [everyByte, "MiXeD_Case-42", "Tab\there", "  two  spaces ", "a\u{7F}b", ""] {
            // A trailing `é` sends the text down the Unicode path and adds only itself.
            #expect(HeadingSlugger.slug(text) + "é" == HeadingSlugger.slug(text + "é"))
        }
        #expect(HeadingSlugger.slug(everyByte) == "--0123456789abcdefghijklmnopqrstuvwxyz_abcdefghijklmnopqrstuvwxyz")
    }

    @Test(
        "headings of ASCII and Hangul syllables, slugged byte by byte, get the slug the Unicode rules give",
        arguments: ["배너의 정책 (Policy)", "\u{AC00}\u{D7A3} Mixed_Case-42", "제약사항!", "가 ᄀ 나", "ㄱ 가", "힣\u{1160}", "가\u{301}"])
    func hangulMatchesUnicodeRules(text: String) {
        #expect(HeadingSlugger.slug(text) + "é" == HeadingSlugger.slug(text + "é"))
    }

    @Test("repeated headings get -1, -2 suffixes in order")
    func repeatedHeadings() {
        var slugger = HeadingSlugger()
        let slugs = ["Usage", "Usage", "Example", "Usage"].map { slugger.slug(for: $0) }
        #expect(slugs == ["usage", "usage-1", "example", "usage-2"])
    }

    @Test("a heading whose slug equals an earlier suffixed slug is suffixed again")
    func suffixCollision() {
        var slugger = HeadingSlugger()
        let slugs = ["a", "a-1", "a"].map { slugger.slug(for: $0) }
        #expect(slugs == ["a", "a-1", "a-2"])
    }
}
