import DocGenDiagnostics
import DocGenTheme
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenTemplates

/// The theme's words per language (`i18n/<lang>.yml`) and how a templates folder changes them.
@Suite struct UIStringsTests {
    private func file(_ path: String, _ text: String, fromFolder: Bool = true) -> TemplateFiles.File {
        TemplateFiles.File(
            path: path, contents: Array(text.utf8), displayPath: "Templates/" + path,
            url: fromFolder ? URL(fileURLWithPath: "/t/" + path) : nil)
    }

    private var defaults: [TemplateFiles.File] {
        DefaultTheme.files.filter { $0.path.hasPrefix("i18n/") }.map {
            TemplateFiles.File(path: $0.path, contents: $0.contents, displayPath: $0.path, url: nil)
        }
    }

    @Test("the default theme ships English and Korean with the same keys")
    func shipped() {
        let ui = UIStrings.builtIn
        #expect(ui.languages == ["en", "ko"])
        let english = ui.words(for: "en").table
        let korean = ui.words(for: "ko").table
        #expect(Set(english.keys) == Set(korean.keys))
        #expect(korean["onThisPage"] == "이 페이지의 내용")
        #expect(english["onThisPage"] == "On this page")
    }

    @Test(
        "a page's language picks its words: the tag, its primary language, the site's, then English",
        arguments: [
            ("ko", "en", "이전"), ("ko-KR", "en", "이전"), ("KO_kr", "en", "이전"), ("en-GB", "ko", "Previous"),
            ("fr", "ko", "이전"), ("fr", "de", "Previous"),
        ])
    func fallback(language: String, site: String, previous: String) {
        var diagnostics = DiagnosticBag()
        let ui = UIStrings.load(defaults, siteLanguage: site, diagnostics: &diagnostics)
        #expect(ui.words(for: language)["previous"] == previous)
        #expect(diagnostics.all.isEmpty)
    }

    @Test("a templates folder changes single words, and adds a language whose gaps are English")
    func overrides() {
        var diagnostics = DiagnosticBag()
        let ui = UIStrings.load(
            defaults + [
                file("i18n/ko.yml", "next: 다음 글\n"), file("i18n/ja.yml", "previous: 前へ\nlanguageName: 日本語\n"),
                file("i18n/de.yml", "previous: Zurück\n"),
            ],
            siteLanguage: "en", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(ui.words(for: "ko")["next"] == "다음 글")
        #expect(ui.words(for: "ko")["previous"] == "이전")
        #expect(ui.words(for: "ja")["previous"] == "前へ")
        #expect(ui.words(for: "ja")["next"] == "Next")
        #expect(ui.name(of: "ja") == "日本語")
        #expect(ui.name(of: "ko-KR") == "한국어")
        #expect(ui.name(of: "ja-JP") == "日本語")
        // A file without its own name is not named after English, whose words fill its gaps.
        #expect(ui.name(of: "de") == "Deutsch")
    }

    @Test(
        "a language the theme has no words for is named by the built-in table, else by its tag",
        arguments: [
            ("de", "Deutsch"), ("ja", "日本語"), ("ko", "한국어"), ("en", "English"), ("pt-BR", "Português"),
            ("zh", "中文"), ("zh-Hans", "简体中文"), ("zh-CN", "简体中文"), ("zh_CN", "简体中文"), ("zh-Hant", "繁體中文"),
            ("zh-TW", "繁體中文"), ("zh-Hant-HK", "繁體中文"), ("ar", "العربية"), ("tr", "Türkçe"),
            ("vi", "Tiếng Việt"), ("id", "Bahasa Indonesia"), ("th", "ภาษาไทย"), ("uk", "Українська"),
            ("xx", "xx"), ("qaa-Latn", "qaa-Latn"),
        ])
    func builtInNames(language: String, name: String) {
        #expect(UIStrings.builtIn.name(of: language) == name)
    }

    @Test(
        "a language file that is not a mapping of words is an error at its line",
        arguments: [
            ("next: [a, b]\n", 1, "each key of a language file holds one line of text"),
            ("- one\n- two\n", 1, "a language file is a mapping of keys to words"),
            // The scanner finds the unclosed quote at the end of the file.
            ("next: ok\nprevious: \"open\n", 3, "language file is not valid YAML"),
        ])
    func errors(text: String, line: Int, message: String) {
        var diagnostics = DiagnosticBag()
        _ = UIStrings.load(defaults + [file("i18n/ko.yml", text)], siteLanguage: "en", diagnostics: &diagnostics)
        let found = diagnostics.all.first
        #expect(found?.rule == "i18n-syntax")
        #expect(found?.location?.file == "Templates/i18n/ko.yml")
        #expect(found?.location?.line == line)
        #expect(found?.message.hasPrefix(message) == true, "\(String(describing: found?.message))")
    }

    @Test("a word with placeholders is filled in, and an unknown key shows itself")
    func format() {
        let words = UIStrings.builtIn.words(for: "ko")
        #expect(words.format("searchResultCount", ["count": "3"]) == "검색 결과 3건")
        #expect(words["noSuchKey"] == "noSuchKey")
    }

    @Test(
        "placeholders are filled in one pass: a value is not read for placeholders, an unknown one stays",
        arguments: [
            ("{a} and {b}", ["a": "1", "b": "2"], "1 and 2"),
            ("{a} and {b}", ["a": "{b}", "b": "2"], "{b} and 2"),
            ("{a} and {c}", ["a": "1"], "1 and {c}"),
            ("{ {a}} {", ["a": "x"], "{ x} {"),
            ("no placeholder", ["a": "1"], "no placeholder"),
        ])
    func formatOnePass(words: String, values: [String: String], expected: String) {
        let table = UIWords(table: ["key": words], language: "en")
        #expect(table.format("key", values) == expected)
    }

    @Test("the words are part of a page's skeleton, one per language, not texts to fill in")
    func skeletonShape() {
        var korean = ContextShape()
        let koreanDescribed = korean.describe(["ui": UIStrings.builtIn.words(for: "ko").context], template: "page")
        var english = ContextShape()
        let englishDescribed = english.describe(["ui": UIStrings.builtIn.words(for: "en").context], template: "page")
        #expect(koreanDescribed && englishDescribed)
        #expect(korean.texts.isEmpty)
        #expect(korean.key != english.key)
    }
}
