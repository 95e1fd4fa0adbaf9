import DocGenDiagnostics
import Testing

@testable import DocGenContent

@Suite struct FrontMatterParserTests {
    @Test("known keys are read and the body starts after the closing line")
    func knownKeys() {
        let text = "---\ntitle: Banner\ndescription: Banners.\norder: 3\nlang: ko\ntags: [a, b]\ndraft: false\n---\n# Body\n"
        let result = FrontMatterParser.parse(text, file: "p.md")
        #expect(result.diagnostics.isEmpty)
        #expect(result.frontMatter.title == "Banner")
        #expect(result.frontMatter.description == "Banners.")
        #expect(result.frontMatter.order == 3)
        #expect(result.frontMatter.lang == "ko")
        #expect(result.frontMatter.tags == ["a", "b"])
        #expect(result.frontMatter.draft == false)
        #expect(result.frontMatter.bodyStartLine == 9)
        #expect(result.body == "# Body\n")
    }

    @Test("a page without front matter is all body")
    func noFrontMatter() {
        let result = FrontMatterParser.parse("# Title\n---\n", file: "p.md")
        #expect(result.body == "# Title\n---\n")
        #expect(result.frontMatter.bodyStartLine == 1)
    }

    @Test(
        "wrong types are errors at the value's line and column",
        arguments: [
            ("order: first", "front matter 'order' must be an integer, found 'first'", 2, 8),
            ("order: \"3\"", "front matter 'order' must be an integer, found '3'", 2, 8),
            ("draft: maybe", "front matter 'draft' must be 'true' or 'false', found 'maybe'", 2, 8),
            ("title: [a, b]", "front matter 'title' must be a string, found a list", 2, 8),
            ("tags: {a: 1}", "front matter 'tags' must be a list of strings, found a mapping", 2, 7),
        ])
    func wrongTypes(line: String, message: String, row: Int, column: Int) throws {
        let result = FrontMatterParser.parse("---\n\(line)\n---\nbody\n", file: "p.md")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.rule == "front-matter-type")
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == SourceLocation(file: "p.md", line: row, column: column))
    }

    @Test("unknown keys are kept for templates, with a hint when they look misspelt")
    func unknownKeys() throws {
        let result = FrontMatterParser.parse("---\naudience: designers\ntitel: Oops\n---\n", file: "p.md")
        #expect(result.frontMatter.params["audience"] == .string("designers"))
        #expect(result.frontMatter.params["titel"] == .string("Oops"))
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "unknown front matter key 'titel'; did you mean 'title'?")
        #expect(warning.location == SourceLocation(file: "p.md", line: 3, column: 1))
    }

    @Test("invalid YAML is an error at the place the YAML parser stopped")
    func invalidYAML() throws {
        let result = FrontMatterParser.parse("---\ntitle: ok\ntags: [a, b\n---\n", file: "p.md")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == "front-matter-syntax")
        #expect(diagnostic.message.hasPrefix("front matter is not valid YAML"))
        #expect((diagnostic.location?.line ?? 0) >= 3)
    }

    @Test("front matter without a closing line is an error on line 1")
    func unclosed() throws {
        let result = FrontMatterParser.parse("---\ntitle: x\n# Body\n", file: "p.md")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "front matter is not closed: add a line '---' after it")
        #expect(diagnostic.location?.line == 1)
    }

    @Test("a scalar front matter is reported as not a mapping")
    func notAMapping() throws {
        let result = FrontMatterParser.parse("---\njust text\n---\n", file: "p.md")
        #expect(result.diagnostics.first?.message == "front matter must be a mapping of keys to values")
    }
}
