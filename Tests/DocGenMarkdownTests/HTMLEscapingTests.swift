import Foundation
import Testing

@testable import DocGenMarkdown

/// The byte-level escapers against hand-written expectations, on text that trips up byte scanners.
@Suite struct HTMLEscapingTests {
    static let cases: [(input: String, text: String, attribute: String)] = [
        ("", "", ""),
        ("plain words", "plain words", "plain words"),
        ("a & b", "a &amp; b", "a &amp; b"),
        ("&&&", "&amp;&amp;&amp;", "&amp;&amp;&amp;"),
        ("<b>\"x\"</b>", "&lt;b&gt;&quot;x&quot;&lt;/b&gt;", "&lt;b&gt;&quot;x&quot;&lt;/b&gt;"),
        ("it's", "it's", "it&#39;s"),
        ("&amp; stays text", "&amp;amp; stays text", "&amp;amp; stays text"),
        ("배너 <정책> & 노출", "배너 &lt;정책&gt; &amp; 노출", "배너 &lt;정책&gt; &amp; 노출"),
        ("😀<😀>", "😀&lt;😀&gt;", "😀&lt;😀&gt;"),
        ("👩‍👩‍👧 & é", "👩‍👩‍👧 &amp; é", "👩‍👩‍👧 &amp; é"),
        ("e\u{301}\"", "e\u{301}&quot;", "e\u{301}&quot;"),
        ("tab\there\nline\r\u{7}", "tab\there\nline\r\u{7}", "tab\there\nline\r\u{7}"),
        ("nul\u{0}end", "nul\u{FFFD}end", "nul\u{FFFD}end"),
        ("\u{0}<", "\u{FFFD}&lt;", "\u{FFFD}&lt;"),
        ("end>", "end&gt;", "end&gt;"),
        ("한", "한", "한"),
    ]

    @Test("text and attribute escaping", arguments: cases)
    func escaping(input: String, text: String, attribute: String) {
        #expect(HTMLEscaping.text(input) == text)
        #expect(HTMLEscaping.attribute(input) == attribute)
    }

    @Test("appending escapes the same way and keeps what was there", arguments: cases)
    func appending(input: String, text: String, attribute: String) {
        var output = "<p>"
        HTMLEscaping.appendText(input, to: &output)
        #expect(output == "<p>" + text)
        var quoted = HTMLBytes()
        quoted.raw("x=\"")
        quoted.attribute(input)
        #expect(quoted.text == "x=\"" + attribute)
    }

    @Test("the byte buffer escapes element content as the string escaper does", arguments: cases)
    func bytes(input: String, text: String, attribute: String) {
        var buffer = HTMLBytes()
        buffer.raw("<code>")
        var input = input
        input.withUTF8 { buffer.text($0) }
        buffer.raw("</code>")
        #expect(buffer.text == "<code>" + text + "</code>")
    }

    @Test("code is escaped as element content, except that a double quote stays", arguments: cases)
    func code(input: String, text: String, attribute: String) {
        var buffer = HTMLBytes()
        buffer.code(input)
        #expect(buffer.text == text.replacingOccurrences(of: "&quot;", with: "\""))
    }

    @Test("a range of the bytes is escaped on its own")
    func byteRange() {
        var buffer = HTMLBytes()
        var input = "ab<배>cd"
        input.withUTF8 { buffer.text($0, 2..<6) }
        #expect(buffer.text == "&lt;배")
    }

    @Test("UTF-8 scalars decode with their length; continuation bytes do not start one")
    func scalars() {
        var text = "a é 배 😀"
        text.withUTF8 { bytes in
            #expect(UTF8Scalar.decode(bytes, at: 0).map { [String($0.0), "\($0.1)"] } == ["a", "1"])
            #expect(UTF8Scalar.decode(bytes, at: 2).map { [String($0.0), "\($0.1)"] } == ["é", "2"])
            #expect(UTF8Scalar.decode(bytes, at: 3) == nil)
            #expect(UTF8Scalar.decode(bytes, at: 5).map { [String($0.0), "\($0.1)"] } == ["배", "3"])
            #expect(UTF8Scalar.decode(bytes, at: 9).map { [String($0.0), "\($0.1)"] } == ["😀", "4"])
            #expect(UTF8Scalar.decode(UnsafeBufferPointer(rebasing: bytes[0..<11]), at: 9) == nil)
        }
    }
}
