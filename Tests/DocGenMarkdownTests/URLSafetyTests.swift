import Testing

@testable import DocGenMarkdown

/// The URL check reads the start of ASCII URLs as bytes and falls back to Unicode for the rest.
@Suite struct URLSafetyTests {
    @Test(
        "dangerous schemes are found however they are spelled",
        arguments: [
            ("javascript:alert(1)", true), (" JaVaScRiPt:alert(1)", true), ("\u{1}\u{7}javascript:x", true),
            ("java\n\tscript:x", true), ("VBScript:x", true), ("file:///etc/passwd", true), ("data:text/html,x", true),
            ("DATA:IMAGE/SVG+XML,x", true), ("data:image/png;base64,AAAA", false), ("DATA:IMAGE/JPEG,x", false),
            ("data:image/webp", false), ("data:image/gif,x", false), ("data:", true), ("https://example.com", false),
            ("../banner.html#배너", false), ("", false), ("javascript", false), ("ｊavascript:x", false),
            ("\u{130}javascript:x", false), ("javascr\u{130}pt:x", false), ("data:image/png\u{301}", true),
            ("배너:javascript:x", false), ("mailto:a@example.com", false),
        ])
    func schemes(url: String, dangerous: Bool) {
        #expect(URLSafety.isDangerous(url) == dangerous)
    }
}
