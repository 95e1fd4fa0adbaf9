import Testing

@testable import DocGenContent

/// A page's link rewrites are one run of bytes: they read back as the links step wrote them,
/// and bytes they did not write read as nothing.
@Suite struct LinkRewritesTests {
    @Test(
        "each destination reads back with what it is written as",
        arguments: [
            [("buttons.md", "buttons.html", nil)],
            [("../a/b.md#setup", "../a/b.html#setup", nil), ("#usage", "#usage", nil)],
            [("doc:GettingStarted", "getting-started.html", "Getting Started")],
            [("배너.md#정책", "배너.html#정책", nil), ("", "", nil)],
            [("only-title", nil, "A title")],
        ] as [[(String, String?, String?)]])
    func readsBack(_ links: [(String, String?, String?)]) throws {
        var rewrites = LinkRewrites()
        for (destination, href, title) in links { rewrites.add(destination, href: href, title: title) }
        let read = try #require(LinkRewrites(bytes: rewrites.bytes))
        let (hrefs, titles) = read.tables()
        for (destination, href, title) in links {
            #expect(hrefs[destination] == href)
            #expect(titles[destination] == title)
        }
        #expect(read == rewrites)
    }

    @Test("a link with nothing to rewrite takes no bytes, and the first of a destination written twice is kept")
    func nothingAndDuplicates() {
        var rewrites = LinkRewrites()
        rewrites.add("https://example.com", href: nil, title: nil)
        #expect(rewrites.isEmpty)
        rewrites.add("a.md", href: "a.html", title: nil)
        rewrites.add("a.md", href: "other.html", title: nil)
        #expect(rewrites.tables().hrefs == ["a.md": "a.html"])
    }

    @Test("cut or padded bytes read as no rewrites, never as some of them")
    func damagedBytes() {
        var rewrites = LinkRewrites()
        rewrites.add("a.md", href: "a.html", title: nil)
        rewrites.add("doc:B", href: "b.html", title: "B")
        #expect(LinkRewrites(bytes: Array(rewrites.bytes.dropLast())) == nil)
        #expect(LinkRewrites(bytes: rewrites.bytes + [7]) == nil)
        #expect(LinkRewrites(bytes: []) == LinkRewrites())
    }
}
