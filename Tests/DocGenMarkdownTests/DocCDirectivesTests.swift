import Testing

@testable import DocGenMarkdown

/// DocC's directives taken out of the text before cmark-gfm reads it, every line kept in place.
@Suite struct DocCDirectivesTests {
    @Test(
        "directives are left out or their Markdown kept, line for line",
        arguments: [
            ("@Metadata {\n  @DisplayName(\"Nice\")\n}\n# T\n", "\n\n\n# T\n"),
            ("@Comment {\n  hidden\n}\ntext\n", "\n\n\ntext\n"),
            ("@Row {\n    @Column {\n        - item\n    }\n}\n", "\n\n- item\n\n\n"),
            ("@Small {\n  Fine print.\n}\n", "\nFine print.\n\n"),
            ("@Options(scope: local) {\n@AutomaticTitleHeading(disabled)\n}\n", "\n\n\n"),
            ("@Redirected(from: \"old\")\ntext\n", "\ntext\n"),
            ("@Forums(\n  destination: \"x\"\n) {\n  body\n}\nafter\n", "\n\n\n\n\nafter\n"),
            ("@Comment { one line }\nafter\n", "\nafter\n"),
            ("@Row {\n  @Column {\n    ```swift\n    @Reducer\n    ```\n  }\n}\n", "\n\n```swift\n@Reducer\n```\n\n\n"),
        ])
    func process(input: String, expected: String) {
        #expect(DocCDirectives.process(input)?.text == expected)
    }

    @Test(
        "text that is no directive is left alone",
        arguments: [
            "mail me@example.com\n", "@lowercase mention\n", "```swift\n@Reducer\nstruct A {}\n```\n",
            "~~~\n@Metadata {\n}\n~~~\n", "@Name: text after a colon\n",
        ])
    func untouched(input: String) {
        #expect(DocCDirectives.process(input) == nil)
    }

    @Test("the display name, the technology root and the first use of each left-out directive are found")
    func found() throws {
        let text =
            "@Metadata {\n  @DisplayName(\"Getting Started\")\n  @TechnologyRoot\n  @PageColor(blue)\n}\n"
            + "@Options {\n}\n@Options {\n}\n"
        let directives = try #require(DocCDirectives.process(text))
        #expect(directives.displayName == "Getting Started")
        #expect(directives.isTechnologyRoot)
        #expect(directives.dropped == [.init(name: "PageColor", line: 4), .init(name: "Options", line: 6)])
    }
}
