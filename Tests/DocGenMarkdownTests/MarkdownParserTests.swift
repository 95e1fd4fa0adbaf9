import Testing

@testable import DocGenMarkdown

@Suite struct MarkdownParserTests {
    @Test("link positions count Hangul as one column each")
    func linkColumnsCountCharacters() throws {
        let document = MarkdownParser.parse("# 제목\n\n배너 정책은 [여기](banner.md#제약사항) 참고.\n")
        let link = try #require(document.links.first)
        #expect(link.link.destination == "banner.md#제약사항")
        #expect(link.link.position == SourcePosition(line: 3, column: 8))
    }

    @Test("positions are shifted by the first line when front matter came first")
    func firstLineOffset() throws {
        let document = MarkdownParser.parse("## Usage\n", firstLine: 5)
        let heading = try #require(document.headings.first)
        #expect(heading.position == SourcePosition(line: 5, column: 1))
    }

    @Test("fenced code blocks keep the whole info string for the pipeline")
    func codeBlockInfo() throws {
        let document = MarkdownParser.parse("```json [QuickLinkItem]\n[]\n```\n\n```swift no-check\nlet a = 1\n```\n")
        let blocks = document.codeBlocks
        #expect(blocks.map(\.language) == ["json", "swift"])
        #expect(blocks.map(\.arguments) == ["[QuickLinkItem]", "no-check"])
        #expect(blocks.first?.firstCodeLine == 2)
        #expect(blocks.last?.code == "let a = 1\n")
    }

    @Test(
        "a fence's info string loses the whitespace around it, Unicode spaces included",
        arguments: [
            ("swift", "swift"), ("json [QuickLinkItem]", "json [QuickLinkItem]"), ("swift\u{3000}", "swift"),
            ("\u{3000}json no-check", "json no-check"), ("mermaid\u{00A0}", "mermaid"), ("", ""),
        ])
    func fenceInfoTrimmed(info: String, expected: String) throws {
        let block = try #require(MarkdownParser.parse("```\(info)\nx\n```\n").codeBlocks.first)
        #expect(block.info == expected)
    }

    @Test(
        "a block's language is its info string's first word, lowercased",
        arguments: [
            "swift", "JSON [QuickLinkItem]", "Swift\tno-check", "", "MerMaid", "json5", "ÉCOLE x", "swift\u{301} x", "k\u{212A}",
            "a b c",
        ])
    func language(info: String) {
        let block = CodeBlock(info: info, code: "", position: SourcePosition(line: 1, column: 1))
        let expected = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { String($0).lowercased() } ?? ""
        #expect(block.language == expected)
    }

    @Test("the first level-1 heading is the document's title")
    func firstTitle() {
        let document = MarkdownParser.parse("Intro\n\n## Not this\n\n# The *Title*\n")
        #expect(document.firstTitle == "The Title")
    }

    @Test("headings get unique GitHub anchors in document order")
    func headingAnchors() {
        let document = MarkdownParser.parse("# 배너\n## 제약사항\n## Example\n## Example\n")
        #expect(document.headings.map(\.anchor) == ["배너", "제약사항", "example", "example-1"])
    }

    @Test("nesting deeper than the limit is cut off with a warning instead of crashing")
    func deepNesting() {
        let text = String(repeating: "> ", count: 10_000) + "deep\n"
        let document = MarkdownParser.parse(text)
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.message.contains("nested") == true)
    }

    @Test("footnote definitions keep their labels and follow the order of first reference")
    func footnoteLabels() {
        let document = MarkdownParser.parse("One[^b] two[^a].\n\n[^a]: First.\n[^b]: Second.\n")
        let labels = document.blocks.compactMap { block -> String? in
            if case .footnoteDefinition(let label, _, _) = block { return label }
            return nil
        }
        #expect(labels == ["b", "a"])
        let first = document.blocks.last { if case .footnoteDefinition = $0 { return true } else { return false } }
        #expect(
            first
                == .footnoteDefinition(
                    label: "a", references: 1, blocks: [.paragraph([.text("First.")], SourcePosition(line: 3, column: 7))]))
    }
}

@Suite struct ConcurrentParsingTests {
    @Test("parsing on many threads at once keeps every GFM extension working")
    func concurrentParsesAgree() async {
        let markdown = "~~gone~~ https://example.com and a | b\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        let expected = HTMLRenderer().render(MarkdownParser.parse(markdown))
        let outputs = await withTaskGroup(of: String.self) { group in
            for _ in 0..<400 {
                group.addTask { HTMLRenderer().render(MarkdownParser.parse(markdown)) }
            }
            var results: [String] = []
            for await output in group { results.append(output) }
            return results
        }
        #expect(expected.contains("<del>gone</del>"))
        #expect(outputs.allSatisfy { $0 == expected })
    }

    @Test("a batch parses each text as a single parse does, with batches and single parses at once")
    func batchesAgree() async {
        let texts = [
            "~~gone~~ https://example.com\n", "# 제목\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", "",
            "- [x] done\n- [ ] not\n\nnote[^1]\n\n[^1]: The note.\n", "www.example.com ~~x~~\n",
        ]
        let batch = texts.enumerated().map { (text: $1, firstLine: $0 + 1, options: MarkdownParser.Options()) }
        let expected = batch.map { HTMLRenderer().render(MarkdownParser.parse($0.text, firstLine: $0.firstLine)) }
        let outputs = await withTaskGroup(of: [String].self) { group in
            for task in 0..<100 {
                group.addTask {
                    if task.isMultiple(of: 2) {
                        return MarkdownParser.parse(batch: batch).map { HTMLRenderer().render($0) }
                    }
                    return batch.map { HTMLRenderer().render(MarkdownParser.parse($0.text, firstLine: $0.firstLine)) }
                }
            }
            var results: [[String]] = []
            for await output in group { results.append(output) }
            return results
        }
        #expect(expected[0].contains("<del>gone</del>") && expected[4].contains("<del>x</del>"))
        #expect(outputs.allSatisfy { $0 == expected })
        #expect(
            MarkdownParser.parse(batch: batch).map(\.blocks)
                == texts.indices.map { MarkdownParser.parse(texts[$0], firstLine: $0 + 1).blocks })
        #expect(MarkdownParser.parse(batch: []).isEmpty)
    }
}

@Suite struct SymbolLinkTests {
    @Test(
        "code between exactly two backticks is a DocC symbol link, at its text's place",
        arguments: [
            ("Use ``Store/send(_:)`` here.", ["Store/send(_:)"], 7), ("Plain `Store` code.", [], 0),
            ("Three ```Store``` ticks.", [], 0), ("배너 ``Banner``", ["Banner"], 6),
            ("> Quoted ``Store``", ["Store"], 12), ("A `` `tick` `` span.", [], 0),
        ])
    func symbolLinks(markdown: String, paths: [String], column: Int) {
        let links = MarkdownParser.parse(markdown + "\n").symbolLinks
        #expect(links.map(\.path) == paths)
        if let first = links.first { #expect(first.position.column == column && first.position.line == 1) }
    }
}

/// DocC reads its catalogs with smart punctuation; GitHub does not.
@Suite struct SmartPunctuationTests {
    @Test(
        "with smart punctuation, dashes, quotes and ellipses become typographic; code stays as written",
        arguments: [
            ("safe ways --- even here", "safe ways — even here", "safe ways --- even here"),
            ("pages 3--5", "pages 3–5", "pages 3--5"),
            ("it's \"done\"", "it’s “done”", "it's &quot;done&quot;"),
            ("wait...", "wait…", "wait..."),
            ("`a -- \"b\"`", "<code>a -- &quot;b&quot;</code>", "<code>a -- &quot;b&quot;</code>"),
        ])
    func smart(markdown: String, smart: String, plain: String) {
        #expect(HTMLRenderer().render(MarkdownParser.parse(markdown, options: .smartPunctuation)) == "<p>\(smart)</p>\n")
        #expect(HTMLRenderer().render(MarkdownParser.parse(markdown)) == "<p>\(plain)</p>\n")
    }
}
