extension HTMLRenderer {
    func render(_ inlines: [Inline], into output: inout HTMLBytes) {
        for inline in inlines {
            render(inline, into: &output)
        }
    }

    private func render(_ inline: Inline, into output: inout HTMLBytes) {
        switch inline {
        case .text(let text):
            output.text(text)
        case .softBreak:
            output.raw("\n")
        case .lineBreak:
            output.raw("<br />\n")
        case .code(let code):
            if let url = linkCode(code), !URLSafety.isDangerous(url) {
                output.raw("<a class=\"symbol\" href=\"")
                output.attribute(url)
                output.raw("\"><code>")
                output.text(code)
                output.raw("</code></a>")
            } else {
                output.raw("<code>")
                output.text(code)
                output.raw("</code>")
            }
        case .html(let html):
            if allowRawHTML { output.raw(html) } else { output.text(html) }
        case .emphasis(let children):
            output.raw("<em>")
            render(children, into: &output)
            output.raw("</em>")
        case .strong(let children):
            output.raw("<strong>")
            render(children, into: &output)
            output.raw("</strong>")
        case .strikethrough(let children):
            output.raw("<del>")
            render(children, into: &output)
            output.raw("</del>")
        case .link(let link):
            output.raw("<a href=\"")
            writeURL(link, isImage: false, into: &output)
            output.raw("\"")
            writeTitle(link, into: &output)
            output.raw(">")
            // A link's text must not hold links of its own.
            var inner = self
            inner.linkCode = { _ in nil }
            inner.render(link.content, into: &output)
            output.raw("</a>")
        case .image(let link):
            output.raw("<img src=\"")
            writeURL(link, isImage: true, into: &output)
            output.raw("\" alt=\"")
            output.attribute(link.content.plainText)
            output.raw("\"")
            writeTitle(link, into: &output)
            output.raw(" loading=\"lazy\" />")
        case .footnoteReference(let label, _):
            let id = Self.footnoteID(label)
            let (number, occurrence) = footnotes.reference(to: label)
            output.raw("<sup class=\"footnote-ref\"><a href=\"#fn-")
            output.raw(id)
            output.raw("\" id=\"fnref-")
            output.raw(id)
            if occurrence != 1 {
                output.raw("-")
                output.decimal(occurrence)
            }
            output.raw("\">")
            output.decimal(number)
            output.raw("</a></sup>")
        }
    }

    /// The link's resolved URL as an attribute value; nothing for a dangerous one.
    private func writeURL(_ link: Link, isImage: Bool, into output: inout HTMLBytes) {
        let url = resolveURL(link, isImage)
        if !URLSafety.isDangerous(url) { output.attribute(url) }
    }

    private func writeTitle(_ link: Link, into output: inout HTMLBytes) {
        guard !link.title.isEmpty else { return }
        output.raw(" title=\"")
        output.attribute(link.title)
        output.raw("\"")
    }
}
