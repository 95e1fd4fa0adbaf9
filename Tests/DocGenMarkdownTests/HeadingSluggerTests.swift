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
