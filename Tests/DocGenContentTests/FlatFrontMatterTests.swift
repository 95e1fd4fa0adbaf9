import Testing

@testable import DocGenContent

@Suite struct FlatFrontMatterTests {
    @Test(
        "flat front matter reads as Yams reads it, and anything else is left to Yams",
        arguments: [
            (
                "title: \"고정된 토스트 6571\"\ndescription: \"분석 모듈은 보이는 범위를 발행합니다.\"\norder: 17\nlang: ko\ntags: [theming, banner]",
                true
            ),
            ("title: Quick Links\norder: 0\ndraft: true\ntags: []", true),
            ("title: 2024\ndescription: true\nlang: en\ntags: [a,b-c, d_e]\ndraft: false", true),
            ("title: \"It's <b> & 'fine' # not a comment: really\"", true),
            ("title: \"😀 𠀀 é\"", true),
            ("title: null", false), ("title: ~", false), ("title: Null value", true), ("tags: [null]", false),
            ("order: 017", false), ("order: -3", false), ("order: 1_000", false), ("order: 12345678901234567890", false),
            ("title: \"a\\\"b\"", false), ("title: \"tab\tin\"", false), ("title: 'single'", false),
            ("title: \"a\u{2028}b\"", false), ("title: \"a\u{85}b\"", false), ("title: \"a\u{9F}b\"", false),
            ("title: \"a\u{FEFF}b\"", false), ("title: \"a\u{FFFE}b\"", false),
            ("title: \"a\" # comment", false), ("title: a # comment", false), ("title: a  b", false), ("title: a ", false),
            ("title: \"a\"\ntitle: \"b\"", false), ("title: \"a\"\n\norder: 1", false), ("  title: \"a\"", false),
            ("title: \"a\"\r", false), ("author: me", false), ("draft: yes", false), ("draft: True", false),
            ("tags: [a b]", false), ("tags: [a, b ]", false), ("tags: a", false), ("tags: [-a]", false),
            ("title: -a", false), ("title:", false), ("title:\"a\"", false), ("", false), ("title: \"\"", true),
            ("description: yes", true), ("lang: ko-KR", true), ("title: a-b c_d 1", true),
        ])
    func matchesYams(yaml: String, flat: Bool) {
        var expected = FrontMatter()
        expected.bodyStartLine = 7
        var reader = FrontMatterReader(file: "page.md")
        reader.readWithYAML(yaml, into: &expected)
        var read = FrontMatter()
        read.bodyStartLine = 7
        #expect(FlatFrontMatter.read(yaml, into: &read) == flat)
        if flat {
            #expect(read == expected)
            #expect(reader.diagnostics.isEmpty)
        } else {
            #expect(
                read
                    == {
                        var empty = FrontMatter()
                        empty.bodyStartLine = 7
                        return empty
                    }())
        }
    }
}
