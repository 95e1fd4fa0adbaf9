import DocGenMarkdown
import Testing

@testable import DocGenContent

/// A one-off build keeps each page's links in its spill file from the parse step to the links
/// step: they read back as the outline listed them, and bytes they did not write as nothing.
@Suite struct OutlineLinksArchiveTests {
    @Test(
        "a page's links read back with their places and kinds",
        arguments: [
            "[Buttons](buttons.md) and ![a chart](chart.png) and ![](blank.png)\n",
            "# 배너\n\nSee [정책](../정책.md#규칙), <https://example.com> and [top](#배너).\n",
            "<a href=\"raw.md\">raw</a>\n\n<img src=\"pic.png\" alt=\"pic\">\n",
            "No links at all.\n",
        ])
    func readsBack(_ markdown: String) throws {
        let links = PageOutline(MarkdownParser.parse(markdown)).links
        let read = try #require(PageOutline.Link.links(from: PageOutline.Link.bytes(of: links)[...]))
        #expect(read.map(\.destination) == links.map(\.destination))
        #expect(read.map(\.position) == links.map(\.position))
        #expect(read.map(\.isImage) == links.map(\.isImage))
        #expect(read.map(\.hasText) == links.map(\.hasText))
        #expect(read.map(\.isInHTML) == links.map(\.isInHTML))
    }

    @Test("cut or padded bytes read as no links, never as some of them")
    func damagedBytes() {
        let links = PageOutline(MarkdownParser.parse("[a](a.md) [b](b.md)\n")).links
        let bytes = PageOutline.Link.bytes(of: links)
        #expect(PageOutline.Link.links(from: bytes.dropLast()) == nil)
        #expect(PageOutline.Link.links(from: (bytes + [0])[...]) == nil)
        #expect(PageOutline.Link.links(from: [][...]) == nil)
    }
}
