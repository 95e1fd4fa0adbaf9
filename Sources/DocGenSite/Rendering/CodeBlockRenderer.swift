import DocGenMarkdown

/// Renders fenced code blocks for pages: a labelled frame, a mark on examples that passed
/// their check, and the escaped code.
struct CodeBlockRenderer {
    let checked: [Int: CheckedExample]

    func render(_ block: CodeBlock) -> String {
        let language = block.language
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
        HTMLEscaping.appendText(block.code, to: &html)
        html += "</code></pre>\n</div>\n"
        return html
    }
}
