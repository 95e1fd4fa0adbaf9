import Testing

@testable import DocGenMarkdown

/// The byte buffer pages are rendered into: what it appends, what it reports, and that copies
/// are values.
@Suite struct HTMLBytesTests {
    @Test("strings, markup, numbers and attributes are appended as the string escapers write them")
    func appends() {
        var html = HTMLBytes()
        html.raw("<a href=\"")
        html.attribute("x?a=1&b='2'")
        html.raw("\">")
        html.text("배너 <정책>")
        html.raw("</a>")
        html.decimal(-42)
        html.raw(" 한글 raw ")
        #expect(html.text == "<a href=\"x?a=1&amp;b=&#39;2&#39;\">배너 &lt;정책&gt;</a>-42 한글 raw ")
        #expect(html.count == html.text.utf8.count)
        #expect(html.bytes == Array(html.text.utf8))
    }

    @Test("a suffix is found only at the end, and the last bytes can be taken off")
    func suffixes() {
        var html = HTMLBytes()
        #expect(!html.hasSuffix("</p>\n"))
        html.raw("<p>note</p>\n")
        #expect(html.hasSuffix("</p>\n"))
        #expect(!html.hasSuffix("<p>\n"))
        html.removeLast(5)
        #expect(html.text == "<p>note")
        #expect(html.hasSuffix("note"))
    }

    @Test("a copy keeps its bytes when the original goes on, and equal bytes compare equal")
    func copies() {
        var original = HTMLBytes(capacity: 1)
        original.raw("<p>")
        let copy = original
        original.raw(String(repeating: "x", count: 500))
        #expect(copy.text == "<p>")
        #expect(original.count == 503)
        var same = HTMLBytes()
        same.raw("<p>")
        #expect(same == copy)
        #expect(same != original)
        var appended = HTMLBytes()
        appended.raw(copy)
        appended.raw(copy)
        #expect(appended.text == "<p><p>")
    }
}
