import Testing

@testable import DocGenHighlight

/// The JSON highlighter reads bytes; these inputs put multi-byte characters where a byte
/// scanner could cut them, and show how broken JSON is still shown whole.
@Suite struct JSONHighlighterTests {
    static let key = "<span class=\"hp\">"
    static let string = "<span class=\"hs\">"
    static let number = "<span class=\"hn\">"
    static let literal = "<span class=\"hb\">"
    static let end = "</span>"

    static let cases: [(json: String, html: String)] = [
        ("{\"이름\": \"배너 & 😀\"}", "{\(key)\"이름\"\(end): \(string)\"배너 &amp; 😀\"\(end)}"),
        (#"["a\"b", "c\\"]"#, "[\(string)\"a\\\"b\"\(end), \(string)\"c\\\\\"\(end)]"),
        ("\"\\é\" 1", "\(string)\"\\é\"\(end) \(number)1\(end)"),
        ("trueé true", "trueé \(literal)true\(end)"),
        ("nullx null1", "nullx \(literal)null\(end)\(number)1\(end)"),
        ("배너true TRUE", "배너true TRUE"),
        ("\"abc\n1", "\(string)\"abc\n\(end)\(number)1\(end)"),
        ("{\"k\"  \t: 1}", "{\(key)\"k\"\(end)  \t: \(number)1\(end)}"),
        ("1.5e+3,-2 -", "\(number)1.5e+3\(end),\(number)-2\(end) \(number)-\(end)"),
        ("😀1<>&", "😀\(number)1\(end)&lt;&gt;&amp;"),
        ("\"\\", "\(string)\"\\\(end)"),
        ("", ""),
    ]

    @Test("JSON tokens are classed and every byte is kept, escaped as code (quotes as they are)", arguments: cases)
    func highlighting(json: String, html: String) {
        #expect(JSONHighlighter.html(for: json) == html)
    }
}
