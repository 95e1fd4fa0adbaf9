import DocGenHighlight
import DocGenMarkdown

/// Renders fenced code blocks for pages: a labelled frame, a mark on examples that passed
/// their check, and the code, highlighted at build time where docgen knows the language.
struct CodeBlockRenderer {
    let checked: [Int: CheckedExample]
    let diagrams: [Int: RenderedDiagram]
    var previews: [Int: String] = [:]
    /// Swift blocks already highlighted by the examples step, by fence line.
    var highlighted: [Int: String] = [:]
    /// The URL of a model type's reference page from this page (the name may be `[Type]`).
    var typeLink: (String) -> String? = { _ in nil }
    let cache: BuildCache?

    func render(_ block: CodeBlock) -> String {
        let language = block.language
        if language == "mermaid", let diagram = diagrams[block.position.line] {
            return render(diagram, source: block)
        }
        guard let preview = previews[block.position.line] else { return code(block) }
        // The id lets the catalog link back to the sample; the preview follows its code.
        return "<div class=\"sample\" id=\"sample-L\(block.position.line)\">\n" + code(block)
            + "<div class=\"sample-preview\">\n\(preview)</div>\n</div>\n"
    }

    private func code(_ block: CodeBlock) -> String {
        let language = block.language
        var html = ""
        html.reserveCapacity(block.code.utf8.count * 3 + 512)
        html += "<div class=\"code-block\""
        if !language.isEmpty { html += " data-language=\"\(HTMLEscaping.attribute(language))\"" }
        html += ">\n"
        var meta = ""
        if !language.isEmpty { meta += "<span class=\"code-language\">\(HTMLEscaping.text(language))</span>" }
        if let result = checked[block.position.line], result.passed {
            let against = result.typeName.map { " against \(typeHTML($0))" } ?? " against the models"
            meta +=
                "<span class=\"code-checked\" title=\"docgen check found no error in this example\">✓ checked\(against)</span>"
        }
        if !meta.isEmpty { html += "<div class=\"code-meta\">\(meta)</div>\n" }
        html += language.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(HTMLEscaping.attribute(language))\">"
        if let highlighted = highlight(block, language: language) {
            html += highlighted
        } else {
            HTMLEscaping.appendText(block.code, to: &html)
        }
        html += "</code></pre>\n</div>\n"
        return html
    }

    /// The type name as code, linked to its model reference page when it has one.
    private func typeHTML(_ name: String) -> String {
        let code = "<code>\(HTMLEscaping.text(name))</code>"
        guard let url = typeLink(name) else { return code }
        return "<a class=\"symbol\" href=\"\(HTMLEscaping.attribute(url))\">\(code)</a>"
    }

    private func highlight(_ block: CodeBlock, language: String) -> String? {
        let code = block.code
        guard SyntaxHighlighter.languages.contains(language) else { return nil }
        // Only Swift is worth keeping: swift-syntax parses it, while JSON is highlighted in one
        // pass, about what hashing the code for a cache lookup costs, and caching it doubled
        // the cache and the memory it takes.
        guard language == "swift" else { return SyntaxHighlighter.html(for: code, language: language) }
        if let html = highlighted[block.position.line] {
            cache?.store(highlighted: html, for: code, language: language)
            return html
        }
        if let cached = cache?.highlightedCode(code, language: language) { return cached }
        let html = SyntaxHighlighter.html(for: code, language: language)
        if let html { cache?.store(highlighted: html, for: code, language: language) }
        return html
    }

    /// A drawn diagram in a figure, or its source with the reason it could not be drawn.
    private func render(_ diagram: RenderedDiagram, source: CodeBlock) -> String {
        if let svg = diagram.svg {
            return "<figure class=\"diagram\">\n\(svg)\n</figure>\n"
        }
        let kind = diagram.failed ? "diagram-error" : "diagram-note"
        let title = diagram.failed ? "This diagram has errors and was not drawn:" : "This diagram is shown as source:"
        var html = "<div class=\"\(kind)\" role=\"note\">\n<p class=\"diagram-problem-title\">\(title)</p>\n<ul>\n"
        for problem in diagram.problems {
            html += "<li>\(HTMLEscaping.text(problem))</li>\n"
        }
        html += "</ul>\n<pre><code class=\"language-mermaid\">"
        HTMLEscaping.appendText(source.code, to: &html)
        html += "</code></pre>\n</div>\n"
        return html
    }
}
