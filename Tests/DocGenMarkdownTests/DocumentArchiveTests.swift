import Testing

@testable import DocGenMarkdown

@Suite struct DocumentArchiveTests {
    @Test(
        "a parsed document reads back from its bytes as the same document",
        arguments: [
            ("headings and paragraphs", "# Title\n\nSome *soft* and **strong** text,\nover two lines.  \nA break.\n\n## Usage\n"),
            ("Korean text and anchors", "---\n\n# 배너\n\n## 제약사항\n\n배너 정책은 [여기](banner.md#제약사항) 참고.\n"),
            (
                "lists, tasks and quotes",
                "1. one\n2. two\n\n   - nested\n\n5) five\n\n- [x] done\n- [ ] open\n\n> quoted\n> > deeper\n"
            ),
            (
                "code, raw HTML and rules",
                "```json [QuickLinkItem]\n[]\n```\n\n    indented\n\n~~~~swift no-check\nlet a = 1\n~~~~\n\n<div>raw</div>\n\n***\n"
            ),
            (
                "tables with alignments",
                "| a | b | c | d |\n| :- | :-: | -: | - |\n| `x` | ~~y~~ | <br> | [l](u \"t\") |\n| 1 |\n"
            ),
            (
                "links, images, autolinks and footnotes",
                "See ![alt *text*](img.png \"title\"), <https://example.com>, www.example.org and a note.[^n]\n\n[^n]: The note, with ``Kit/Badge`` inside.\n"
            ),
            ("symbol links and inline code", "Call ``Store/send(_:)-4kx2a`` or `plain()` with `` ` ``.\n"),
            ("an empty text", ""),
        ])
    func roundTrip(name: String, markdown: String) throws {
        let document = MarkdownParser.parse(markdown, firstLine: 3)
        let bytes = DocumentArchive.bytes(of: document)
        #expect(DocumentArchive.document(from: bytes) == document)
    }

    @Test("the same holds with smart punctuation and nesting warnings")
    func roundTripWarningsAndOptions() throws {
        let nested = String(repeating: "> ", count: 300) + "deep\n"
        let document = MarkdownParser.parse("\"Quoted\" -- dashes --- and...\n\n" + nested, options: .smartPunctuation)
        #expect(!document.warnings.isEmpty)
        #expect(DocumentArchive.document(from: DocumentArchive.bytes(of: document)) == document)
    }

    @Test("bytes that are not a whole archive read as nothing, never as part of a document")
    func malformedBytes() throws {
        let bytes = DocumentArchive.bytes(of: MarkdownParser.parse("# Title\n\nText with a [link](x.md).\n"))
        for length in 0..<bytes.count {
            #expect(DocumentArchive.document(from: Array(bytes[..<length])) == nil)
        }
        #expect(DocumentArchive.document(from: bytes + [0]) == nil)
        #expect(DocumentArchive.document(from: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]) == nil)
    }
}
