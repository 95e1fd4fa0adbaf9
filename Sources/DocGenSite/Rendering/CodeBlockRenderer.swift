import DocGenExamples
import DocGenHighlight
import DocGenMarkdown

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
        html.raw("<div class=\"sample-preview\">\n")
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
                html.raw("<span class=\"code-checked\" title=\"docgen check found no error in this example\">✓ checked against ")
                if let typeName = passed.typeName { typeHTML(typeName, into: &html) } else { html.raw("the models") }
                html.raw("</span>")
            }
            html.raw("</div>\n")
        }
        if language.isEmpty {
            html.raw("<pre><code>")
        } else {
            html.raw("<pre><code class=\"language-")
            html.attribute(language)
            html.raw("\">")
        }
        if !highlight(block, language: language, into: &html) { html.text(block.code) }
        html.raw("</code></pre>\n</div>\n")
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
        html.raw(diagram.failed ? "This diagram has errors and was not drawn:" : "This diagram is shown as source:")
        html.raw("</p>\n<ul>\n")
        for problem in diagram.problems {
            html.raw("<li>")
            html.text(problem)
            html.raw("</li>\n")
        }
        html.raw("</ul>\n<pre><code class=\"language-mermaid\">")
        html.text(source.code)
        html.raw("</code></pre>\n</div>\n")
    }
}
