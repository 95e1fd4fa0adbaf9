import Foundation
import Testing

@testable import DocGenHTML

/// Banner HTML content can never run script or escape its card.
@Suite("HTML sanitizer")
struct HTMLSanitizerTests {
    static let sanitizer = HTMLSanitizer()

    /// Payloads from the usual XSS cheat sheets; none may leave anything that runs.
    static let payloads: [String] = [
        "<script>alert(1)</script>",
        "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
        "<img src=x onerror=alert(1)>",
        "<img src=\"https://ok.example/a.png\" onerror=\"alert(1)\">",
        "<IMG SRC=\"jav\tascript:alert(1);\">",
        "<a href=\"javascript:alert(1)\">x</a>",
        "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
        "<a href=\"jav&#x61;script:alert(1)\">x</a>",
        "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">x</a>",
        "<a href=\"java&colon;alert(1)\">x</a>",
        "<a href=\" javascript:alert(1)\">x</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
        "<a href=\"vbscript:msgbox(1)\">x</a>",
        "<svg onload=alert(1)>",
        "<svg><script>alert(1)</script></svg>",
        "<math><mtext><script>alert(1)</script></mtext></math>",
        "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
        "<object data=\"javascript:alert(1)\"></object>",
        "<embed src=\"javascript:alert(1)\">",
        "<body onload=alert(1)>",
        "<div style=\"background:url(javascript:alert(1))\">x</div>",
        "<p style=\"color:red;position:fixed;top:0;left:0;width:100%;height:100%\">cover</p>",
        "<div style=\"behavior: url(x.htc)\">x</div>",
        "<b style=\"color: expression(alert(1))\">x</b>",
        "<form action=\"https://evil.example\"><input name=p></form>",
        "<button formaction=javascript:alert(1)>x</button>",
        "<details open ontoggle=alert(1)>",
        "<p onclick=alert(1) ONMOUSEOVER=alert(1)>x</p>",
        "<<script>script>alert(1)<</script>/script>",
        "<scr<script>ipt>alert(1)</script>",
        "<!--<script>alert(1)</script>-->",
        "<style>@import 'https://evil.example/x.css';</style>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<base href=\"javascript:/\">",
        "<link rel=stylesheet href=\"https://evil.example/x.css\">",
        "<template><script>alert(1)</script></template>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
        "<img src=`x` onerror=alert(1)>",
        "<img/src=x/onerror=alert(1)>",
        "<a href=\"https://ok.example\" target=_blank>x</a>",
        "</div></div></main><script>alert(1)</script>",
        "<textarea><script>alert(1)</script></textarea>",
        "<p>unclosed <b>bold",
        "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
        "<x onclick=alert(1)>custom</x>",
        "<p =onclick=alert(1)>x</p>",
    ]

    @Test("no payload leaves an element, attribute or URL that can run script", arguments: payloads)
    func payloadIsDefused(_ payload: String) {
        let html = Self.sanitizer.sanitize(payload).html.lowercased()
        for forbidden in [
            "<script", "<svg", "<iframe", "<object", "<embed", "<math", "<style", "<meta", "<base", "<link",
            "<form", "<button", "<template", "<textarea", "javascript:", "vbscript:", "data:", "expression(", "url(", "position",
        ] {
            #expect(!html.contains(forbidden), "\(payload) → \(html)")
        }
        #expect(html.range(of: #"<[^>]*\son[a-z]+\s*="#, options: .regularExpression) == nil, "\(payload) → \(html)")
        for element in ["div", "main", "p"] {
            let opened = html.components(separatedBy: "<\(element)").count
            let closed = html.components(separatedBy: "</\(element)>").count
            #expect(closed <= opened, "closes a '\(element)' it did not open: \(html)")
        }
    }

    static let kept: [(String, String)] = [
        (
            "<h3>이용약관 개정 안내</h3><p>2027년 1월 1일부터 <b>출금 한도</b> 조항이 바뀝니다.</p>",
            "<h3>이용약관 개정 안내</h3><p>2027년 1월 1일부터 <b>출금 한도</b> 조항이 바뀝니다.</p>"
        ),
        ("<p style=\"color: #d00; font-weight: bold\">Red</p>", "<p style=\"color: #d00; font-weight: bold\">Red</p>"),
        (
            "<a href=\"https://example.com/terms?a=1&amp;b=2\">terms</a>",
            "<a href=\"https://example.com/terms?a=1&amp;b=2\" rel=\"noopener noreferrer nofollow\">terms</a>"
        ),
        (
            "<img src=\"https://cdn.example.com/a.png\" alt=\"A &amp; B\" width=\"300\">",
            "<img src=\"https://cdn.example.com/a.png\" alt=\"A &amp; B\" width=\"300\">"
        ),
        ("<P>Upper <BR> case</P>", "<p>Upper <br> case</p>"),
        ("<p>unclosed <b>bold", "<p>unclosed <b>bold</b></p>"),
        ("<center>old tag</center>", "old tag"),
        ("1 < 2 & 3 > 2", "1 &lt; 2 &amp; 3 &gt; 2"),
        ("<ul><li>one<li>two</ul>", "<ul><li>one<li>two</li></li></ul>"),
    ]

    @Test("allowed markup is kept and re-escaped", arguments: kept)
    func keepsAllowedMarkup(_ input: String, _ expected: String) {
        #expect(Self.sanitizer.sanitize(input).html == expected)
    }

    @Test("what was removed is reported once per kind")
    func reportsRemovals() {
        let result = Self.sanitizer.sanitize("<p onclick=x>a</p><script>b</script><script>c</script><a href=javascript:x>d</a>")
        #expect(
            result.removed == [
                "removed the event handler 'onclick'", "removed the 'script' element",
                "removed the href 'javascript:x', which is not an allowed URL",
            ])
        #expect(Self.sanitizer.sanitize("<p>fine</p>").removed.isEmpty)
    }

    @Test("class and id are left out without a word: the app's HTML carries them, and they are not unsafe")
    func quietAttributes() {
        let result = Self.sanitizer.sanitize(#"<p class="promo" id="top" onclick="x()">Sale</p>"#)
        #expect(result.html == "<p>Sale</p>")
        #expect(result.removed == ["removed the event handler 'onclick'"])
    }
}

@Suite struct CharacterReferenceTests {
    @Test(
        "named references decode as a browser reads them, from the HTML standard's whole list",
        arguments: [
            ("a &rarr; b", false, "a → b"), ("&CounterClockwiseContourIntegral;", false, "∳"), ("&NotEqualTilde;", false, "≂̸"),
            ("&copyright", false, "©right"), ("&copy=2", true, "&copy=2"), ("?a=1&copy;", true, "?a=1©"),
            ("AT&T &bogus;", false, "AT&T &bogus;"), ("&AMP; &amp", false, "& &"), ("&COLON;", false, "&COLON;"),
            ("&#x1F600; &#106;", false, "😀 j"),
        ])
    func decodes(text: String, inAttribute: Bool, decoded: String) {
        #expect(CharacterReferences.decode(text, inAttribute: inAttribute) == decoded)
    }
}
