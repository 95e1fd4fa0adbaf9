import DocGenHighlight
import DocGenMarkdown

/// Renders fenced code blocks for pages: a labelled frame, a mark on examples that passed
/// their check, and the code, highlighted at build time where docgen knows the language.
struct CodeBlockRenderer {
    let checked: [Int: CheckedExample]
    let diagrams: [Int: RenderedDiagram]
    let cache: BuildCache?

    func render(_ block: CodeBlock) -> String {
        let language = block.language
        if language == "mermaid", let diagram = diagrams[block.position.line] {
            return render(diagram, source: block)
        }
        var html = "<div class=\"code-block\""
        if !language.isEmpty { html += " data-language=\"\(HTMLEscaping.attribute(language))\"" }
        html += ">\n"
        var meta = ""
        if !language.isEmpty { meta += "<span class=\"code-language\">\(HTMLEscaping.text(language))</span>" }
        if let result = checked[block.position.line], result.passed {
            let against = result.typeName.map { " against <code>\(HTMLEscaping.text($0))</code>" } ?? " against the models"
            meta +=
                "<span class=\"code-checked\" title=\"docgen check found no error in this example\">✓ checked\(against)</span>"
        }
        if !meta.isEmpty { html += "<div class=\"code-meta\">\(meta)</div>\n" }
        html += language.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(HTMLEscaping.attribute(language))\">"
        if let highlighted = highlight(block.code, language: language) {
            html += highlighted
        } else {
            HTMLEscaping.appendText(block.code, to: &html)
        }
        html += "</code></pre>\n</div>\n"
        return html
    }

    private func highlight(_ code: String, language: String) -> String? {
        guard SyntaxHighlighter.languages.contains(language) else { return nil }
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
