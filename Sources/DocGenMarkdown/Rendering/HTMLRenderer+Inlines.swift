extension HTMLRenderer {
    func render(_ inlines: [Inline], into output: inout String) {
        for inline in inlines {
            render(inline, into: &output)
        }
    }

    private func render(_ inline: Inline, into output: inout String) {
        switch inline {
        case .text(let text):
            HTMLEscaping.appendText(text, to: &output)
        case .softBreak:
            output += "\n"
        case .lineBreak:
            output += "<br />\n"
        case .code(let code):
            if let url = linkCode(code), !URLSafety.isDangerous(url) {
                output += "<a class=\"symbol\" href=\"\(HTMLEscaping.attribute(url))\"><code>"
                HTMLEscaping.appendText(code, to: &output)
                output += "</code></a>"
            } else {
                output += "<code>"
                HTMLEscaping.appendText(code, to: &output)
                output += "</code>"
            }
        case .html(let html):
            if allowRawHTML { output += html } else { HTMLEscaping.appendText(html, to: &output) }
        case .emphasis(let children):
            output += "<em>"
            render(children, into: &output)
            output += "</em>"
        case .strong(let children):
            output += "<strong>"
            render(children, into: &output)
            output += "</strong>"
        case .strikethrough(let children):
            output += "<del>"
            render(children, into: &output)
            output += "</del>"
        case .link(let link):
            output += "<a href=\"\(safeURL(link, isImage: false))\""
            if !link.title.isEmpty { output += " title=\"\(HTMLEscaping.attribute(link.title))\"" }
            output += ">"
            // A link's text must not hold links of its own.
            var inner = self
            inner.linkCode = { _ in nil }
            inner.render(link.content, into: &output)
            output += "</a>"
        case .image(let link):
            output += "<img src=\"\(safeURL(link, isImage: true))\" alt=\"\(HTMLEscaping.attribute(link.content.plainText))\""
            if !link.title.isEmpty { output += " title=\"\(HTMLEscaping.attribute(link.title))\"" }
            output += " loading=\"lazy\" />"
        case .footnoteReference(let label, _):
            let id = Self.footnoteID(label)
            let (number, occurrence) = footnotes.reference(to: label)
            let refID = occurrence == 1 ? "fnref-\(id)" : "fnref-\(id)-\(occurrence)"
            output += "<sup class=\"footnote-ref\"><a href=\"#fn-\(id)\" id=\"\(refID)\">\(number)</a></sup>"
        }
    }

    private func safeURL(_ link: Link, isImage: Bool) -> String {
        let url = resolveURL(link, isImage)
        return URLSafety.isDangerous(url) ? "" : HTMLEscaping.attribute(url)
    }
}
