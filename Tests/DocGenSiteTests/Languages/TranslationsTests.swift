import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// Translations: `name.<lang>.md` beside `name.md`.
@Suite struct TranslationsTests {
    @Test(
        "a file name ending in a language tag names its original",
        arguments: [
            ("components/banner.en.md", "components/banner.md", "en"),
            ("banner.ko.md", "banner.md", "ko"),
            ("a/b/index.pt-BR.md", "a/b/index.md", "pt-BR"),
            ("guide.zh-Hant.markdown", "guide.markdown", "zh-Hant"),
        ])
    func split(path: String, original: String, language: String) {
        let found = Translations.split(path)
        #expect(found?.original == original)
        #expect(found?.language == language)
    }

    @Test(
        "other dotted names are not translations",
        arguments: ["banner.md", "release.v2.md", "notes.EN.md", ".en.md", "a.b/banner.md", "x.english.md", "y.e.md"])
    func notTranslations(path: String) {
        #expect(Translations.split(path) == nil)
    }

    @Test(
        "a README named for its language is in that language",
        arguments: [
            ("README_ko.md", "ko"), ("Translations/README-ja.md", "ja"), ("Translations/README_zh-CN.md", "zh-CN"),
            ("README_zh_CN.md", "zh-CN"), ("README.pt-BR.md", "pt-BR"), ("readme_de.markdown", "de"),
            ("README_ar.md", "ar"),
        ])
    func readmeLanguage(path: String, language: String) {
        #expect(Translations.readmeLanguage(path) == language)
        var pages = [page(path)]
        var diagnostics = DiagnosticBag()
        Translations.assignLanguages(&pages, diagnostics: &diagnostics)
        #expect(pages[0].frontMatter.lang == language)
        #expect(diagnostics.all.isEmpty)
    }

    @Test(
        "other names, and tags of no language docgen knows, are not",
        arguments: [
            "README.md", "README_old.md", "README_v2.md", "README_CN.md", "README-.md", "READMEko.md", "getting_started.md",
            "guide_ko.md", "docs/README_ko/setup.md",
        ])
    func notReadmeLanguage(path: String) {
        #expect(Translations.readmeLanguage(path) == nil)
    }

    @Test("front matter's lang wins over a README's name")
    func readmeFrontMatter() {
        var pages = [page("README_ko.md", lang: "en")]
        var diagnostics = DiagnosticBag()
        Translations.assignLanguages(&pages, diagnostics: &diagnostics)
        #expect(pages[0].frontMatter.lang == "en")
    }

    private func page(_ path: String, lang: String? = nil) -> Page {
        var frontMatter = FrontMatter()
        frontMatter.lang = lang
        return Page(
            source: SourceFile(relativePath: path, url: URL(fileURLWithPath: "/c/" + path), displayPath: "Content/" + path),
            frontMatter: frontMatter, body: "")
    }

    @Test("a translation takes its language from its name and its original's place for that language")
    func groups() {
        var pages = [
            page("index.md"), page("banner.md", lang: "ko"), page("banner.en.md"), page("banner.ja.md"), page("notes.fr.md"),
        ]
        var diagnostics = DiagnosticBag()
        Translations.assignLanguages(&pages, diagnostics: &diagnostics)
        #expect(pages.map(\.frontMatter.lang) == [nil, "ko", "en", "ja", nil])
        let translations = Translations(pages: pages)
        #expect(translations.original(of: 2) == 1)
        #expect(translations.original(of: 4) == 4)
        #expect(translations.variant(of: 1, language: "en") == 2)
        #expect(translations.variant(of: 1, language: "ko") == 1)
        #expect(translations.variant(of: 0, language: "en") == 0)
        #expect(translations.group(of: 3) == [1, 2, 3])
        #expect(translations.group(of: 0) == [])
        let tree = NavigationTree(pages: pages)
        #expect(tree.root.children.compactMap(\.pageIndex) == [1, 4])
        #expect(tree.sections(containing: 2) == tree.sections(containing: 1))
    }

    @Test("front matter that disagrees with the file name is a warning")
    func disagreement() {
        var pages = [page("banner.md"), page("banner.en.md", lang: "ko")]
        var diagnostics = DiagnosticBag()
        Translations.assignLanguages(&pages, diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.rule) == ["translation-language"])
        #expect(pages[1].frontMatter.lang == "ko")
    }

    @Test("a built site links translations both ways, in the head, the switch and the sitemap")
    func builtSite() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("---\ntitle: Banner\nlang: ko\n---\n\n# 배너\n\n본문입니다.\n", to: "Content/guide/banner.md")
        try site.write("---\ntitle: Banner\n---\n\n# Banner\n\nThe body.\n", to: "Content/guide/banner.en.md")
        try site.write("baseURL: https://docs.example.com/\n", to: "docgen.yml")
        let report = try site.build()
        #expect(report.wroteSite, "\(report.diagnostics)")
        let korean = try site.read("guide/banner.html")
        let english = try site.read("guide/banner.en.html")
        #expect(korean.contains(#"<link rel="alternate" hreflang="en" href="https://docs.example.com/guide/banner.en.html">"#))
        #expect(english.contains(#"<link rel="alternate" hreflang="ko" href="https://docs.example.com/guide/banner.html">"#))
        #expect(korean.contains(#"<a href="banner.en.html" hreflang="en" lang="en">English</a>"#))
        #expect(english.contains(#"<a href="banner.html" hreflang="ko" lang="ko">한국어</a>"#))
        #expect(korean.contains(#"<h2 id="toc-title" class="toc-title">"#) == false || korean.contains("이 페이지의 내용"))
        // One entry for both languages, leading to the reader's version.
        #expect(english.components(separatedBy: #"href="banner.en.html""#).count > 1)
        #expect(!english.contains(#"<a href="banner.html" lang="ko" aria-current"#))
        let sitemap = try site.read("sitemap.xml")
        #expect(sitemap.contains(#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#))
        #expect(
            sitemap.contains(#"<xhtml:link rel="alternate" hreflang="en" href="https://docs.example.com/guide/banner.en.html"/>"#)
        )
    }

    @Test(
        "the site title leads to the home page in the page's language when there is one",
        arguments: [
            ("guide/start.ko.html", "../index.ko.html"),
            ("guide/start.ja.html", "../index.html"),
            ("guide/start.html", "../index.html"),
            ("index.ko.html", "index.ko.html"),
            ("guide/index.ko.html", "../index.ko.html"),
        ])
    func homeLink(page: String, home: String) throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# 홈\n", to: "Content/index.ko.md")
        try site.write("# Start\n", to: "Content/guide/start.md")
        try site.write("# 시작\n", to: "Content/guide/start.ko.md")
        try site.write("# 開始\n", to: "Content/guide/start.ja.md")
        let report = try site.build()
        #expect(report.wroteSite, "\(report.diagnostics)")
        #expect(try site.read(page).contains(#"<a class="site-title" href="\#(home)">"#))
    }

    @Test(
        "a page in a right-to-left language is written right to left",
        arguments: [
            ("hello.ar.html", #"<html lang="ar" dir="rtl">"#), ("shalom.html", #"<html lang="he" dir="rtl">"#),
            ("hello.html", #"<html lang="en">"#),
        ])
    func rightToLeft(page: String, html: String) throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("# Hello\n", to: "Content/hello.md")
        try site.write("# مرحبا\n", to: "Content/hello.ar.md")
        try site.write("---\nlang: he\n---\n\n# שלום\n", to: "Content/shalom.md")
        let report = try site.build()
        #expect(report.wroteSite, "\(report.diagnostics)")
        #expect(try site.read(page).contains(html))
    }

    @Test("a site without translations has no alternates, no switch and a plain sitemap")
    func noTranslations() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("baseURL: https://docs.example.com/\n", to: "docgen.yml")
        _ = try site.build()
        let home = try site.read("index.html")
        #expect(!home.contains("hreflang"))
        #expect(!home.contains("language-switch"))
        #expect(!(try site.read("sitemap.xml")).contains("xhtml"))
    }
}
