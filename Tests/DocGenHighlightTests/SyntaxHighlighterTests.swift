import Foundation
import Testing

@testable import DocGenHighlight

@Suite struct SyntaxHighlighterTests {
    @Test("Swift tokens get classes from swift-syntax's classification")
    func swift() throws {
        let html = try #require(
            SyntaxHighlighter.html(
                for: "// Note\nlet header = PromotionalHeaderData(id: \"a\", count: 3, on: true)\n", language: "swift"))
        #expect(html.contains("<span class=\"hc\">// Note</span>"))
        #expect(html.contains("<span class=\"hk\">let</span>"))
        #expect(html.contains("<span class=\"hs\">a</span>") || html.contains("<span class=\"hs\">\"a\"</span>"))
        #expect(!html.contains("&quot;"))
        #expect(html.contains("<span class=\"hn\">3</span>"))
        #expect(html.contains("<span class=\"hb\">true</span>"))
        #expect(html.contains("<span class=\"hl\">id</span>"))
    }

    @Test("highlighting never drops or reorders text")
    func lossless() throws {
        let code = "struct A<T> { var x: [String: T?] = [:] /* c */ }\n#if DEBUG\nlet s = \"<é>\"\n#endif\n"
        let html = try #require(SyntaxHighlighter.html(for: code, language: "swift"))
        let text = html.replacingOccurrences(of: #"<span class="[a-z-]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == code)
    }

    @Test("JSON keys, strings, numbers and literals are told apart")
    func json() throws {
        let html = try #require(SyntaxHighlighter.html(for: "{\"id\": \"a<b\", \"n\": -1.5e3, \"ok\": null}", language: "json"))
        #expect(html.contains("<span class=\"hp\">\"id\"</span>"))
        #expect(html.contains("<span class=\"hs\">\"a&lt;b\"</span>"))
        #expect(html.contains("<span class=\"hn\">-1.5e3</span>"))
        #expect(html.contains("<span class=\"hb\">null</span>"))
    }

    @Test("other languages are left to the default renderer")
    func otherLanguages() {
        #expect(SyntaxHighlighter.html(for: "echo hi", language: "sh") == nil)
    }
}
