extension HTMLRenderer {
    /// Renders inlines as one container of raw HTML: what they open, they close.
    func renderContained(_ inlines: [Inline], into output: inout HTMLBytes) {
        enterContainer()
        render(inlines, into: &output)
        leaveContainer(into: &output)
    }

    /// Renders blocks as one container of raw HTML: what they open, they close.
    func renderContained(_ blocks: [Block], into output: inout HTMLBytes) {
        enterContainer()
        blocks.forEach { render($0, tight: false, into: &output) }
        leaveContainer(into: &output)
    }

    func enterContainer() {
        if case .filtered(let filter) = rawHTML { filter.enterContainer() }
    }

    func leaveContainer(into output: inout HTMLBytes) {
        if case .filtered(let filter) = rawHTML { filter.leaveContainer(into: &output) }
    }

    /// A GitHub alert, written as GitHub writes it: a `markdown-alert` block with a title line
    /// (an icon and the kind's name in the page's language, or `title`) instead of the marker.
    func renderAlert(_ kind: AlertKind, _ blocks: [Block], title: String? = nil, into output: inout HTMLBytes) {
        output.raw("<div class=\"markdown-alert markdown-alert-")
        output.raw(kind.rawValue)
        output.raw(
            "\">\n<p class=\"markdown-alert-title\"><svg class=\"markdown-alert-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\">"
        )
        output.raw(kind.icon)
        output.raw("</svg>")
        output.text(title ?? alertTitle(kind))
        output.raw("</p>\n")
        renderContained(blocks, into: &output)
        output.raw("</div>\n")
    }
}
