import DocGenContent
import DocGenDiagnostics
import DocGenExamples
import DocGenHighlight
import DocGenMarkdown
import DocGenTemplates

/// Renders fenced code blocks for pages: a labelled frame, a mark on examples that passed
/// their check, and the code, highlighted at build time where docgen knows the language.
struct CodeBlockRenderer {
    let checked: [Int: CheckedExample]
    let diagrams: [Int: RenderedDiagram]
    var previews: [Int: HTMLBytes] = [:]
    /// Swift blocks already highlighted by the examples step, by fence line.
    var highlighted: [Int: String] = [:]
    /// The URL of a model type's reference page from this page (the name may be `[Type]`).
    var typeLink: (String) -> String? = { _ in nil }
    /// The words of the page's language.
    var words = UIStrings.builtIn.words(for: UIStrings.baseLanguage)
    /// The page's errors that are shown beside their block (`ErrorPolicy`).
    var errors: [Diagnostic] = []
    /// Whether the site has model types, which a checked block was checked against; without
    /// them, its mark says only that it was checked.
    var hasModels = true
    let cache: BuildCache?

    /// Writes a block: a drawn diagram, or the code in its frame, followed by its preview.
    func render(_ block: CodeBlock, into html: inout HTMLBytes) {
        let language = block.language
        if language == "mermaid", let diagram = diagrams[block.position.line] {
            return render(diagram, source: block, into: &html)
        }
        guard let preview = previews[block.position.line] else { return code(block, into: &html) }
        // The id lets the catalog link back to the sample; the preview follows its code.
        html.raw("<div class=\"sample\" id=\"sample-L")
        html.decimal(block.position.line)
        html.raw("\">\n")
        code(block, into: &html)
        html.raw("<div class=\"sample-preview\" tabindex=\"0\">\n")
        html.raw(preview)
        html.raw("</div>\n</div>\n")
    }

    private func code(_ block: CodeBlock, into html: inout HTMLBytes) {
        let language = block.language
        html.raw("<div class=\"code-block\"")
        if !language.isEmpty {
            html.raw(" data-language=\"")
            html.attribute(language)
            html.raw("\"")
        }
        html.raw(">\n")
        let passed = checked[block.position.line].flatMap { $0.passed ? $0 : nil }
        if !language.isEmpty || passed != nil {
            html.raw("<div class=\"code-meta\">")
            if !language.isEmpty {
                html.raw("<span class=\"code-language\">")
                html.text(language)
                html.raw("</span>")
            }
            if let passed {
                html.raw("<span class=\"code-checked\" title=\"")
                html.attribute(words["checkedTitle"])
                html.raw("\">✓ ")
                if let typeName = passed.typeName {
                    // The type's place in the sentence depends on the language.
                    let sentence = words["checkedAgainst"]
                    let parts = sentence.components(separatedBy: "{type}")
                    html.text(parts[0])
                    typeHTML(typeName, into: &html)
                    html.text(parts.dropFirst().joined(separator: "{type}"))
                } else {
                    html.text(words[hasModels ? "checkedAgainstModels" : "checkedWithoutModels"])
                }
                html.raw("</span>")
            }
            html.raw("</div>\n")
        }
        if language.isEmpty {
            html.raw("<pre tabindex=\"0\"><code>")
        } else {
            html.raw("<pre tabindex=\"0\"><code class=\"language-")
            html.attribute(language)
            html.raw("\">")
        }
        if !highlight(block, language: language, into: &html) { html.code(block.code) }
        html.raw("</code></pre>\n</div>\n")
        problems(of: block, into: &html)
    }

    /// The errors reported inside a block, under it, so a site written despite them shows why
    /// the build failed where the reader sees the example.
    private func problems(of block: CodeBlock, into html: inout HTMLBytes) {
        guard !errors.isEmpty else { return }
        let first = block.position.line
        let last = first + block.code.utf8.count { $0 == UInt8(ascii: "\n") } + 1
        let found = errors.filter { ($0.location?.line).map { first...last ~= $0 } ?? false }
        guard !found.isEmpty else { return }
        html.raw("<div class=\"example-error\" role=\"note\">\n<p class=\"example-problem-title\">")
        html.text(words["exampleFailed"])
        html.raw("</p>\n<ul>\n")
        for problem in found {
            html.raw("<li><code>")
            html.decimal(problem.location?.line ?? first)
            if let column = problem.location?.column {
                html.raw(":")
                html.decimal(column)
            }
            html.raw("</code> ")
            html.text(problem.message)
            html.raw(" <span class=\"example-rule\">[")
            html.text(problem.rule)
            html.raw("]</span></li>\n")
        }
        html.raw("</ul>\n</div>\n")
    }

    /// The type name as code, linked to its model reference page when it has one.
    private func typeHTML(_ name: String, into html: inout HTMLBytes) {
        let url = typeLink(name)
        if let url {
            html.raw("<a class=\"symbol\" href=\"")
            html.attribute(url)
            html.raw("\">")
        }
        html.raw("<code>")
        html.text(name)
        html.raw("</code>")
        if url != nil { html.raw("</a>") }
    }

    /// Writes the code highlighted; false, with nothing written, when its language has no highlighter.
    private func highlight(_ block: CodeBlock, language: String, into html: inout HTMLBytes) -> Bool {
        // A Swift example's hidden setup lines (`#- `) are checked but not shown.
        let visible = language == "swift" ? HiddenLines.visible(block.code) : nil
        let code = visible ?? block.code
        guard SyntaxHighlighter.languages.contains(language) else { return false }
        // Only Swift is worth keeping: swift-syntax parses it, while JSON is highlighted in one
        // pass, about what hashing the code for a cache lookup costs, and caching it doubled
        // the cache and the memory it takes.
        guard language == "swift" else { return SyntaxHighlighter.write(code, language: language, into: &html) }
        if visible == nil, let highlighted = highlighted[block.position.line] {
            cache?.store(highlighted: highlighted, for: code, language: language)
            html.raw(highlighted)
            return true
        }
        if let cached = cache?.highlightedCode(code, language: language) {
            html.raw(cached)
            return true
        }
        guard let highlighted = SyntaxHighlighter.html(for: code, language: language) else { return false }
        cache?.store(highlighted: highlighted, for: code, language: language)
        html.raw(highlighted)
        return true
    }

    /// A drawn diagram in a figure, or its source with the reason it could not be drawn.
    private func render(_ diagram: RenderedDiagram, source: CodeBlock, into html: inout HTMLBytes) {
        if let svg = diagram.svg {
            html.raw("<figure class=\"diagram\">\n")
            html.raw(svg)
            html.raw("\n</figure>\n")
            return
        }
        html.raw(diagram.failed ? "<div class=\"diagram-error\"" : "<div class=\"diagram-note\"")
        html.raw(" role=\"note\">\n<p class=\"diagram-problem-title\">")
        html.text(words[diagram.failed ? "diagramFailed" : "diagramAsSource"])
        html.raw("</p>\n<ul>\n")
        for problem in diagram.problems {
            html.raw("<li>")
            html.text(problem)
            html.raw("</li>\n")
        }
        html.raw("</ul>\n<pre tabindex=\"0\"><code class=\"language-mermaid\">")
        html.code(source.code)
        html.raw("</code></pre>\n</div>\n")
    }
}
