import DocGenMarkdown
import Foundation
import Testing

@testable import DocGenSite

@Suite struct SearchIndexTests {
    @Test(
        "text is cut into words and East Asian pairs",
        arguments: [
            ("Quick Links", ["quick", "links"]),
            ("배너의 정책을", ["배너", "너의", "정책", "책을"]),
            ("배너 API v2", ["배너", "api", "v2"]),
            ("끝", ["끝"]),
            ("isVisible: false", ["isvisible", "false"]),
            ("snake_case-word", ["snake_case", "word"]),
        ])
    func tokens(text: String, expected: [String]) {
        #expect(SearchTokenizer.tokens(text).map(\.text) == expected)
    }

    private func page(_ path: String, _ markdown: String) -> Page {
        var page = Page(
            source: SourceFile(relativePath: path, url: URL(fileURLWithPath: "/c/\(path)"), displayPath: path),
            frontMatter: FrontMatter(), body: markdown)
        page.document = MarkdownParser.parse(markdown)
        return page
    }

    @Test("sections split at headings and carry the heading's anchor")
    func sections() {
        let sections = SearchSection.sections(of: page("banner.md", "# 배너\n\n소개.\n\n## 제약사항\n\n우선순위.\n"))
        #expect(sections.map(\.heading) == ["배너", "제약사항"])
        #expect(sections.map(\.anchor) == [nil, "제약사항"])
        #expect(sections[1].text == "우선순위.")
    }

    @Test("the index lists each term's sections in a shard chosen by its first character")
    func files() throws {
        let index = SearchIndex(pages: [page("a.md", "# Banner\n\n배너 정책\n"), page("b.md", "# Header\n\nA banner too.\n")])
        let files = index.files()
        #expect(files.map(\.path) == ["search/meta.json", "search/terms-0.json", "search/sections-0.json"])
        guard case .text(let terms) = files[1].contents else { throw TestFailure() }
        let decoded = try JSONDecoder().decode([String: [[Int]]].self, from: Data(terms.utf8))
        #expect(decoded["banner"]?.map { $0[0] } == [0, 1])
        #expect(decoded["배너"]?.map { $0[0] } == [0])
        #expect((decoded["banner"]?.first?[1] ?? 0) >= SearchIndex.weights.title)
    }

    @Test("large sites get several shards, so a query loads only a part of the index")
    func sharding() {
        let pages = (0..<600).map { page("p\($0).md", "# Page \($0)\n\nText \($0).\n") }
        let index = SearchIndex(pages: pages)
        #expect(index.shardCount > 1)
        #expect(index.files().filter { $0.path.hasPrefix("search/terms-") }.count == index.shardCount)
        #expect(index.files().filter { $0.path.hasPrefix("search/sections-") }.count == 2)
    }

    struct TestFailure: Error {}
}
