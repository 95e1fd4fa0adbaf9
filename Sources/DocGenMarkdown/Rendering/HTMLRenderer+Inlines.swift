extension HTMLRenderer {
    func render(_ inlines: [Inline], into output: inout HTMLBytes) {
        for inline in inlines {
            if case .filtered(let filter) = rawHTML, filter.suppressesMarkdown {
                guard case .html = inline else { continue }
            }
            render(inline, into: &output)
        }
    }

    private func render(_ inline: Inline, into output: inout HTMLBytes) {
        switch inline {
        case .text(let text):
            output.text(emojiShortcodes ? EmojiShortcodes.replacing(in: text) : text)
        case .softBreak:
            output.raw("\n")
        case .lineBreak:
            output.raw("<br />\n")
        case .code(let code):
            renderCode(code, shown: code, into: &output)
        case .symbolLink(let path):
            renderCode(path, shown: symbolText(path) ?? path, into: &output)
        case .html(let html):
            switch rawHTML {
            case .escaped: output.text(html)
            case .tagFiltered: TagFilter.append(html, everyTag: false, to: &output)
            case .filtered(let filter): filter.append(html, isBlock: false, to: &output)
            }
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
        case .link(let link) where !writesLink(link):
            if let text = linkText(link) { output.text(text) } else { render(link.content, into: &output) }
        case .link(let link):
            output.raw("<a href=\"")
            writeURL(link, isImage: false, into: &output)
            output.raw("\"")
            writeTitle(link, into: &output)
            output.raw(">")
            if let text = linkText(link) {
                output.text(text)
            } else {
                // A link's text must not hold links of its own.
                var inner = self
                inner.linkCode = { _ in nil }
                // An autolink's text is its URL, where a `:name:` is not an emoji.
                if case .text(let text)? = link.content.first, link.content.count == 1, link.destination.hasSuffix(text) {
                    inner.emojiShortcodes = false
                }
                inner.render(link.content, into: &output)
            }
            output.raw("</a>")
        case .image(let link):
            // An image drawn for a 2× screen (`chart@2x.png`) is shown at half its pixel size: a
            // `<source>` giving its only density, since `<img>`'s own `src` would count as 1×.
            let url = resolveURL(link, true)
            let scale = URLSafety.isDangerous(url) ? nil : imageScale(url).flatMap { $0 > 1 ? $0 : nil }
            if let scale {
                output.raw("<picture><source srcset=\"")
                output.url(url)
                output.raw(" ")
                output.decimal(scale)
                output.raw("x\" />")
            }
            output.raw("<img src=\"")
            writeURL(link, isImage: true, into: &output)
            output.raw("\" alt=\"")
            renderAltText(link.content, into: &output)
            output.raw("\"")
            writeTitle(link, into: &output)
            output.raw(" loading=\"lazy\" />")
            if scale != nil { output.raw("</picture>") }
        case .footnoteReference(let label, let position):
            let (number, occurrence) = footnotes.reference(to: label, at: position)
            output.raw("<sup class=\"footnote-ref\"><a href=\"#fn-")
            output.url(label)
            output.raw("\" id=\"fnref-")
            output.url(label)
            if occurrence != 1 {
                output.raw("-")
                output.decimal(occurrence)
            }
            output.raw("\" data-footnote-ref>")
            output.decimal(number)
            output.raw("</a></sup>")
        }
    }

    /// The link's resolved URL, percent-encoded as cmark-gfm writes it; nothing for a dangerous one.
    private func writeURL(_ link: Link, isImage: Bool, into output: inout HTMLBytes) {
        let url = resolveURL(link, isImage)
        if !URLSafety.isDangerous(url) { output.url(url) }
    }

    // Titles and alt text are escaped as element content is, as cmark-gfm escapes them: `'` is
    // harmless inside the double quotes.
    private func writeTitle(_ link: Link, into output: inout HTMLBytes) {
        guard !link.title.isEmpty else { return }
        output.raw(" title=\"")
        output.text(link.title)
        output.raw("\"")
    }

    /// A code span, a link when `linkCode` gives `code` a page, showing `shown`.
    private func renderCode(_ code: String, shown: String, into output: inout HTMLBytes) {
        if let url = linkCode(code), !URLSafety.isDangerous(url) {
            output.raw("<a class=\"symbol\" href=\"")
            output.attribute(url)
            output.raw("\"><code>")
            output.text(shown)
            output.raw("</code></a>")
        } else {
            output.raw("<code>")
            output.text(shown)
            output.raw("</code>")
        }
    }

    /// An image's alt text: its content as text, raw HTML included, each line break a space.
    private func renderAltText(_ inlines: [Inline], into output: inout HTMLBytes) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text), .symbolLink(let text), .html(let text): output.text(text)
            case .softBreak, .lineBreak: output.raw(" ")
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                renderAltText(children, into: &output)
            case .link(let link), .image(let link): renderAltText(link.content, into: &output)
            case .footnoteReference(let label, let position):
                // Not shown, but counted among the footnote's references, as cmark counts it.
                _ = footnotes.reference(to: label, at: position)
            }
        }
    }
}
