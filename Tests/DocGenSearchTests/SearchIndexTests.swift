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
            ("isVisible: false", ["isvisible", "is", "visible", "false"]),
            ("snake_case-word", ["snake_case", "snake", "case", "word"]),
            ("İstanbul ÉCOLE ΣΑΣ", ["i\u{307}stanbul", "école", "σασ"]),
            ("ＡＢＣ１ K\u{212A}", ["ａｂｃ１", "kk"]),
            ("배너API가 a😀b", ["배너", "api", "가", "a", "b"]),
            ("東京タワー", ["東京", "京タ", "タワ", "ワー"]),
            ("", []),
            ("abc", ["abc"]), ("abcDef ghi", ["abcdef", "abc", "def", "ghi"]), ("café latte", ["café", "latte"]),
            ("e\u{301}cole nai\u{308}ve", ["e\u{301}cole", "nai\u{308}ve"]), ("éabc x", ["éabc", "x"]),
            ("배너abc 배abc", ["배너", "abc", "배", "abc"]), ("abc배너 a_1.b2", ["abc", "배너", "a_1", "b2"]),
            ("x\u{0}y", ["x", "y"]),
        ])
    func tokens(text: String, expected: [String]) {
        #expect(SearchTokenizer.tokens(text).map(\.text) == expected)
    }

    @Test(
        "an identifier is a term, and so is each of its parts of two characters or more",
        arguments: [
            ("ToastPresenter", ["toastpresenter", "toast", "presenter"]),
            ("isEnabled", ["isenabled", "is", "enabled"]),
            ("is_enabled", ["is_enabled", "is", "enabled"]),
            ("URLSession URLs IDs", ["urlsession", "url", "session", "urls", "ids"]),
            ("HTMLParser2Go", ["htmlparser2go", "html", "parser2", "go"]),
            ("iOS x2Scale", ["ios", "os", "x2scale", "x2", "scale"]),
            ("_private a_b", ["_private", "private", "a_b"]),
            ("ÉcoleNormale", ["écolenormale", "école", "normale"]),
            ("The JSON", ["the", "json"]),
        ])
    func identifierParts(text: String, expected: [String]) {
        #expect(SearchTokenizer.tokens(text).map(\.text) == expected)
    }

    @Test(
        "a term in the page title outranks one in the heading, which outranks one in the text however often",
        arguments: [
            ("# Toast\n\n## Part\n\nOther.\n", "toast", 16),
            ("# Page\n\n## Toast\n\nOther.\n", "toast", 8),
            ("# Page\n\n## Part\n\ntoast toast.\n", "toast", 2),
            ("# Page\n\n## Part\n\n" + String(repeating: "toast ", count: 40) + "\n", "toast", 7),
            ("# Toast\n\n## Toast\n\ntoast toast toast.\n", "toast", 16 + 8 + 3),
        ])
    func weights(markdown: String, term: String, expected: Int) throws {
        let section = try #require(page("p.md", markdown).last)
        #expect(SearchPostings.weights(of: section)[term] == expected)
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
        #expect(files.map(\.path) == ["search/meta.js", "search/terms-0.js", "search/sections-0.js"])
        #expect(files.allSatisfy { $0.text.hasPrefix("docgenSearch(\"\(String($0.path.dropFirst(7).dropLast(3)))\",") })
        #expect(files.allSatisfy { $0.text.hasSuffix(");\n") })
        let terms = try #require(files[1].json)
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(terms.utf8)).mapValues(Self.postings)
        // Section 0, its weight, then section 1 as a gap of 1 from it, and its weight.
        #expect(decoded["banner"]?.count == 4)
        #expect(decoded["banner"]?[0] == 0)
        #expect(decoded["banner"]?[2] == 1)
        #expect(decoded["배너"]?.count == 2)
        #expect(decoded["배너"]?[0] == 0)
        #expect((decoded["banner"]?[1] ?? 0) >= SearchIndex.weights.title)
    }

    @Test("a combining accent and the precomposed letter are one term, whichever page comes first")
    func composedTerms() throws {
        // Section 0 and 2 spell the word composed, section 1 with a combining accent: filed
        // apart, their postings would come out of order.
        let pages = [
            page("a.md", "# A\n\nL'\u{E9}cole.\n"), page("b.md", "# B\n\nL'e\u{301}cole.\n"),
            page("c.md", "# C\n\n\u{C9}cole \u{E9}cole.\n"),
        ]
        let files = SearchIndex(pageSections: pages).files()
        let terms = try #require(files.first { $0.path == "search/terms-0.js" }?.json)
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(terms.utf8))
        let spellings = decoded.keys.filter { $0 == "\u{E9}cole" }
        #expect(spellings.map { Array($0.utf8) } == [Array("\u{E9}cole".utf8)])
        #expect(decoded["\u{E9}cole"].map(Self.postings) == [0, 1, 1, 1, 1, 2])
    }

    @Test(
        "postings of one term from two batches merge in section order, a shared section's weights added",
        arguments: [
            ([(0, 1), (4, 16)], [(6, 2)], [(0, 1), (4, 16), (6, 2)]),
            ([(0, 1), (4, 16)], [(2, 8), (4, 3)], [(0, 1), (2, 8), (4, 19)]),
            ([(3, 6)], [(1, 1), (3, 5), (9, 8)], [(1, 1), (3, 7), (9, 8)]),
        ])
    func mergedPostings(earlier: [(Int, Int)], later: [(Int, Int)], expected: [(Int, Int)]) {
        func postings(_ pairs: [(Int, Int)]) -> [SearchPostings.Posting] {
            pairs.map { SearchPostings.Posting(section: $0.0, weight: $0.1) }
        }
        var merged = postings(earlier)
        merged.append(inOrder: postings(later))
        #expect(merged.map { [$0.section, $0.weight] } == expected.map { [$0.0, $0.1] })
    }

    /// A term's postings read back as `assets/search.js` reads them: `[gap, weight, …]`.
    static func postings(_ text: String) -> [Int] {
        let digits = Dictionary(uniqueKeysWithValues: SearchPostings.digits.enumerated().map { ($1, $0) })
        var numbers: [Int] = []
        var value = 0
        var shift = 0
        for byte in text.utf8 {
            let digit = digits[byte] ?? 0
            value |= (digit & 31) << shift
            if digit & 32 != 0 {
                shift += 5
                continue
            }
            numbers += [value >> 5, value & 31]
            (value, shift) = (0, 0)
        }
        return numbers
    }

    @Test(
        "postings come back as written, far sections and heavy weights too",
        arguments: [[(0, 1)], [(0, 31), (1, 1), (40, 24)], [(5, 7), (134_217_727, 31)], [(31, 1), (32, 2), (1_057, 3)]])
    func postingDigits(postings: [(Int, Int)]) {
        var writer = JSONWriter()
        SearchPostings.write(postings.map { SearchPostings.Posting(section: $0.0, weight: $0.1) }, to: &writer)
        let text = String(decoding: writer.bytes, as: UTF8.self)
        #expect(text.first == "\"" && text.last == "\"")
        var previous = 0
        let expected = postings.flatMap { section, weight in
            defer { previous = section }
            return [section - previous, weight]
        }
        #expect(Self.postings(String(text.dropFirst().dropLast())) == expected)
    }

    @Test(
        "packed postings come back as they were filed, far sections and heavy weights too",
        arguments: [[(0, 1)], [(0, 31), (1, 1), (40, 24)], [(5, 7), (134_217_727, 31)], [(31, 1), (32, 2), (1_057, 3)]])
    func packedPostings(postings: [(Int, Int)]) {
        var packed = SearchPostings.PackedTerms()
        packed.append("before", postings: [SearchPostings.Posting(section: 3, weight: 16)])
        packed.append("term", postings: postings.map { SearchPostings.Posting(section: $0.0, weight: $0.1) })
        packed.append("after", postings: [])
        let trimmed = packed.trimmed()
        #expect(trimmed.terms == ["before", "term", "after"])
        #expect(trimmed.postings(at: 0).map { [$0.section, $0.weight] } == [[3, 16]])
        #expect(trimmed.postings(at: 1).map { [$0.section, $0.weight] } == postings.map { [$0.0, $0.1] })
        #expect(trimmed.postings(at: 2).isEmpty)
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
        let expected = Self.serialFiles(
            index.sections.sections(in: 0..<index.sections.count, reading: nil), shards: index.shardCount)
        #expect(files.map(\.path) == expected.map(\.path))
        for (file, reference) in zip(files, expected) {
            #expect(file.json == reference.text, "\(file.path)")
        }
    }

    /// The index's JSON as the build wrote it before it was parallel: one pass, Foundation's
    /// encoder, each weight made by its rule (a bit for the title, one for the heading, the
    /// count in the text up to 7).
    private static func serialFiles(_ sections: [SearchSection], shards: Int) -> [(path: String, text: String)] {
        func json(_ value: some Encodable) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
        }
        var postings: [String: [Int: Int]] = [:]
        for (id, section) in sections.enumerated() {
            func add(_ text: String, weight: (Int) -> Int) {
                for token in SearchTokenizer.tokens(text) {
                    postings[token.text, default: [:]][id] = weight(postings[token.text, default: [:]][id] ?? 0)
                }
            }
            add(section.pageTitle) { $0 | 16 }
            if let heading = section.heading { add(heading) { $0 | 8 } }
            add(section.text) { $0 & 7 == 7 ? $0 : $0 + 1 }
        }
        var shardTerms = Array(repeating: [String: String](), count: shards)
        for (term, docs) in postings {
            guard let first = term.utf16.first else { continue }
            var previous = 0
            shardTerms[Int(first) % shards][term] = String(
                decoding: docs.sorted { $0.key < $1.key }.flatMap { section, weight in
                    defer { previous = section }
                    // Five bits a digit, lowest first, the sixth bit on all but the last.
                    var value = (section - previous) << 5 | weight
                    var digits: [UInt8] = []
                    while value >= 32 {
                        digits.append(SearchPostings.digits[value & 31 | 32])
                        value >>= 5
                    }
                    return digits + [SearchPostings.digits[value]]
                }, as: UTF8.self)
        }
        var files = [("search/meta.js", json(["version": 5, "shards": shards, "chunk": 400, "sections": sections.count]))]
        for (index, terms) in shardTerms.enumerated() { files.append(("search/terms-\(index).js", json(terms))) }
        for start in stride(from: 0, to: sections.count, by: 400) {
            var previousPath: String?
            let rows = sections[start..<min(sections.count, start + 400)].map { section -> [String] in
                let anchor = section.anchor.map { "#\($0)" } ?? ""
                let snippet = section.text.count <= 160 ? section.text : String(section.text.prefix(157)) + "…"
                // A page's later rows in a file leave out its title and path.
                defer { previousPath = section.outputPath }
                guard section.outputPath != previousPath else { return ["", anchor, section.heading ?? "", snippet] }
                return [section.pageTitle, section.outputPath + anchor, section.heading ?? "", snippet]
            }
            files.append(("search/sections-\(start / 400).js", json(rows)))
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
        "postings are written as base-64 digits of each gap times 32 plus its weight, lowest five bits first",
        arguments: [
            ([(0, 0)], "A"), ([(7, 1), (8, 31)], "hH_B"), ([(134_217_727, 31)], "______D"),
            ([(3, 10), (4, 1), (90, 30)], "qDhB-2C"), ([(5, 9), (1_000_005, 24)], "pF4gywe"), ([], ""),
        ])
    func writes(postings: [(Int, Int)], expected: String) {
        var writer = JSONWriter()
        SearchPostings.write(postings.map { SearchPostings.Posting(section: $0.0, weight: $0.1) }, to: &writer)
        #expect(writer.text == "\"\(expected)\"")
    }

    @Test("the largest weight fits the five bits a posting has for it")
    func weightFits() {
        let weights = SearchIndex.weights
        #expect(weights.title | weights.heading | weights.bodyCap <= 31)
        #expect(weights.heading > weights.bodyCap && weights.title > weights.heading | weights.bodyCap)
    }
}
