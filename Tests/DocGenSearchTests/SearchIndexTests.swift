import DocGenMarkdown
import Foundation
import Testing

@testable import DocGenSearch

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
            ("İstanbul ÉCOLE ΣΑΣ", ["i\u{307}stanbul", "école", "σασ"]),
            ("ＡＢＣ１ K\u{212A}", ["ａｂｃ１", "kk"]),
            ("배너API가 a😀b", ["배너", "api", "가", "a", "b"]),
            ("東京タワー", ["東京", "京タ", "タワ", "ワー"]),
            ("", []),
            ("abc", ["abc"]), ("abcDef ghi", ["abcdef", "ghi"]), ("café latte", ["café", "latte"]),
            ("e\u{301}cole nai\u{308}ve", ["e\u{301}cole", "nai\u{308}ve"]), ("éabc x", ["éabc", "x"]),
            ("배너abc 배abc", ["배너", "abc", "배", "abc"]), ("abc배너 a_1.b2", ["abc", "배너", "a_1", "b2"]),
            ("x\u{0}y", ["x", "y"]),
        ])
    func tokens(text: String, expected: [String]) {
        #expect(SearchTokenizer.tokens(text).map(\.text) == expected)
    }

    @Test(
        "snippets keep up to 160 characters and cut longer text to 157 and an ellipsis",
        arguments: [
            (String(repeating: "a", count: 160), String(repeating: "a", count: 160)),
            (String(repeating: "a", count: 161), String(repeating: "a", count: 157) + "…"),
            (String(repeating: "a", count: 159) + "👩‍👩‍👧", String(repeating: "a", count: 159) + "👩‍👩‍👧"),
            (String(repeating: "배", count: 400), String(repeating: "배", count: 157) + "…"),
            (String(repeating: "e\u{301}", count: 161), String(repeating: "e\u{301}", count: 157) + "…"),
            ("", ""),
        ])
    func snippets(text: String, expected: String) {
        #expect(SearchIndex.snippet(text) == expected)
    }

    @Test("ASCII snippets, cut by bytes, cut where characters would, around CR LF and combining marks too")
    func asciiSnippets() {
        let a = { (count: Int) in String(repeating: "a", count: count) }
        let texts = [
            a(156) + "\r\n" + a(10), a(158) + "\r\n" + a(10), a(160) + "e\u{301}", a(161) + "\u{301}", a(156) + "\u{301}" + a(9),
            a(157) + "\u{301}" + a(9), a(160), a(161), a(400) + "배", "short \t\n text", a(159) + "\n",
        ]
        for text in texts {
            let expected = text.count <= 160 ? text : String(text.prefix(157)) + "…"
            #expect(SearchIndex.snippet(text) == expected)
        }
    }

    @Test("Korean snippets, cut by scalars, cut where characters would, next to jamo, marks and CR LF too")
    func syllableSnippets() {
        let ko = { (count: Int) in String(repeating: "배너", count: count / 2) + (count % 2 == 1 ? "한" : "") }
        let texts = [
            ko(160), ko(161), ko(400), "a" + ko(159), ko(157) + "\u{1161}" + ko(10), ko(158) + "\u{11A8}" + ko(10),
            ko(156) + "\u{301}" + ko(9), ko(156) + "\r\n" + ko(10), ko(159) + "👩‍👩‍👧" + ko(3), "짧은 글 ab", ko(170) + "\u{1161}",
            String(repeating: "가\u{11A8}", count: 170),
        ]
        for text in texts {
            let expected = text.count <= 160 ? text : String(text.prefix(157)) + "…"
            #expect(SearchIndex.snippet(text) == expected)
        }
    }

    /// The sections of a page at `path` (its output path with `.html`), titled by its first heading.
    private func page(_ path: String, _ markdown: String) -> [SearchSection] {
        SearchSection.sections(markdown: markdown, outputPath: String(path.dropLast(3)) + ".html")
    }

    @Test("sections split at headings and carry the heading's anchor")
    func sections() {
        let sections = (page("banner.md", "# 배너\n\n소개.\n\n## 제약사항\n\n우선순위.\n"))
        #expect(sections.map(\.heading) == ["배너", "제약사항"])
        #expect(sections.map(\.anchor) == [nil, "제약사항"])
        #expect(sections[1].text == "우선순위.")
    }

    @Test("the index lists each term's sections in a shard chosen by its first character")
    func files() throws {
        let index = SearchIndex(pageSections: [page("a.md", "# Banner\n\n배너 정책\n"), page("b.md", "# Header\n\nA banner too.\n")])
        let files = index.files()
        #expect(files.map(\.path) == ["search/meta.json", "search/terms-0.json", "search/sections-0.json"])
        let terms = files[1].text
        let decoded = try JSONDecoder().decode([String: [Int]].self, from: Data(terms.utf8))
        // Section 0, its weight, then section 1 as a gap of 1 from it, and its weight.
        #expect(decoded["banner"]?.count == 4)
        #expect(decoded["banner"]?[0] == 0)
        #expect(decoded["banner"]?[2] == 1)
        #expect(decoded["배너"]?.count == 2)
        #expect(decoded["배너"]?[0] == 0)
        #expect((decoded["banner"]?[1] ?? 0) >= SearchIndex.weights.title)
    }

    @Test("large sites get several shards, so a query loads only a part of the index")
    func sharding() {
        let pages = (0..<600).map { page("p\($0).md", "# Page \($0)\n\nText \($0).\n") }
        let index = SearchIndex(pageSections: pages)
        #expect(index.shardCount > 1)
        #expect(index.files().filter { $0.path.hasPrefix("search/terms-") }.count == index.shardCount)
        #expect(index.files().filter { $0.path.hasPrefix("search/sections-") }.count == 2)
    }

    @Test("the parallel index writes the same bytes as the serial JSONEncoder index it replaced")
    func sameAsSerialEncoder() {
        let words = ["Banner", "배너의", "정책을", "isVisible", "v2", "snake_case", "東京", "カナ", "e\u{301}cole", "tab\there"]
        let pages = (0..<700).map { number in
            let word = { (offset: Int) in words[(number * 7 + offset) % words.count] }
            return page(
                "folder\(number % 9)/p\(number).md",
                "# \(word(0)) \(number)\n\nIntro \(word(1)) \"quoted\" \\ back.\n\n## \(word(2)) part\n\n\(word(3)) \(word(4)) text.\n"
                    + "\n### Deep \(word(5))\n\n| a | b |\n| - | - |\n| \(word(6)) | \(number) |\n")
        }
        let index = SearchIndex(pageSections: pages)
        #expect(index.shardCount > 1)
        let files = index.files()
        let expected = Self.serialFiles(index.sections, shards: index.shardCount)
        #expect(files.map(\.path) == expected.map(\.path))
        for (file, reference) in zip(files, expected) {
            #expect(file.text == reference.text, "\(file.path)")
        }
    }

    /// The index as the build wrote it before it was parallel: one pass, Foundation's encoder.
    private static func serialFiles(_ sections: [SearchSection], shards: Int) -> [(path: String, text: String)] {
        func json(_ value: some Encodable) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
        }
        var postings: [String: [Int: Int]] = [:]
        for (id, section) in sections.enumerated() {
            func add(_ text: String, weight: Int) {
                for token in SearchTokenizer.tokens(text) {
                    let current = postings[token.text, default: [:]][id] ?? 0
                    postings[token.text, default: [:]][id] = min(current + weight, 30)
                }
            }
            add(section.pageTitle, weight: 10)
            if let heading = section.heading { add(heading, weight: 5) }
            add(section.text, weight: 1)
        }
        var shardTerms = Array(repeating: [String: [Int]](), count: shards)
        for (term, docs) in postings {
            guard let first = term.utf16.first else { continue }
            var previous = 0
            shardTerms[Int(first) % shards][term] = docs.sorted { $0.key < $1.key }.flatMap { section, weight in
                defer { previous = section }
                return [section - previous, weight]
            }
        }
        var files = [("search/meta.json", json(["version": 2, "shards": shards, "chunk": 400, "sections": sections.count]))]
        for (index, terms) in shardTerms.enumerated() { files.append(("search/terms-\(index).json", json(terms))) }
        for start in stride(from: 0, to: sections.count, by: 400) {
            let rows = sections[start..<min(sections.count, start + 400)].map { section -> [String] in
                let url = section.outputPath + (section.anchor.map { "#\($0)" } ?? "")
                let snippet = section.text.count <= 160 ? section.text : String(section.text.prefix(157)) + "…"
                return [section.pageTitle, url, section.heading ?? "", snippet]
            }
            files.append(("search/sections-\(start / 400).json", json(rows)))
        }
        return files.map { (path: $0.0, text: $0.1) }
    }
}

@Suite struct SearchPostingTests {
    @Test(
        "a posting packed in 32 bits gives back its section and weight",
        arguments: [(0, 0), (1, 1), (60_000, 30), (134_217_727, 30), (12_345, 17)])
    func roundTrip(section: Int, weight: Int) {
        let posting = SearchPostings.Posting(section: section, weight: weight)
        #expect(posting.section == section)
        #expect(posting.weight == weight)
    }

    @Test(
        "a posting is written as its gap and weight, after a comma unless it is the first",
        arguments: [
            (0, 0, true, "0,0"), (7, 1, false, ",7,1"), (10, 30, true, "10,30"),
            (134_217_727, 31, false, ",134217727,31"), (1_000_000, 9, true, "1000000,9"),
        ])
    func writes(gap: Int, weight: Int, first: Bool, expected: String) {
        var writer = JSONWriter()
        writer.raw("x")
        SearchPostings.write(gap: gap, weight: weight, first: first, to: &writer)
        #expect(writer.text == "x" + expected)
    }

    @Test("a term's postings are its first section and weight, then each further section as a gap")
    func writesGaps() {
        var writer = JSONWriter()
        SearchPostings.write(
            [.init(section: 3, weight: 10), .init(section: 4, weight: 1), .init(section: 90, weight: 30)], to: &writer)
        #expect(writer.text == "[3,10,1,1,86,30]")
    }

    @Test("the weight cap fits the five bits a posting has for it")
    func capFits() {
        #expect(3 * SearchIndex.weights.title <= 31)
    }
}
