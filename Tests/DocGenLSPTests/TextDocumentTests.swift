import DocGenLSP
import Testing

@Suite struct TextDocumentTests {
    /// docgen's scalar columns and LSP's UTF-16 characters: Hangul is one of each, an emoji
    /// beyond the BMP one scalar and two UTF-16 units.
    @Test(arguments: [
        ("\"배너\": 1", 6, 5),
        ("🎉 \"key\"", 3, 3),
        ("ascii", 4, 3),
        ("한🎉글 x", 5, 5),
        ("\tx", 2, 1),
    ])
    func columnsBecomeUTF16Characters(line: String, column: Int, character: Int) {
        let document = TextDocument(uri: "file:///a.md", version: 1, text: "first\n" + line + "\n")
        #expect(document.position(line: 2, column: column) == Position(line: 1, character: character))
        #expect(document.lineAndColumn(of: Position(line: 1, character: character)) == (2, column))
    }

    @Test func incrementalChangesReplaceSpans() {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "배너 🎉 one\ntwo\r\nthree\n")
        document.apply(
            TextDocumentContentChangeEvent(
                range: Range(start: .init(line: 0, character: 6), end: .init(line: 0, character: 9)), text: "1"))
        document.apply(
            TextDocumentContentChangeEvent(
                range: Range(start: .init(line: 1, character: 3), end: .init(line: 2, character: 0)), text: " "))
        #expect(document.text == "배너 🎉 1\ntwo three\n")
        document.apply(TextDocumentContentChangeEvent(text: "new"))
        #expect(document.text == "new")
        #expect(document.lines == ["new"])
    }
}
