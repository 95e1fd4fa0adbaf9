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

    /// A GitHub alert, written as GitHub writes it: a `markdown-alert` block with a title line.
    ///
    /// The title line (an icon and the kind's name in the page's language, or `title`; none for
    /// an empty one) stands instead of the marker. A folding one (MkDocs' `???`) is a `details`
    /// element whose summary is the title line.
    func renderAlert(
        _ kind: AlertKind, _ blocks: [Block], title: String? = nil, folding: Admonitions.Folding? = nil,
        into output: inout HTMLBytes
    ) {
        let element: StaticString = folding == nil ? "div" : "details"
        output.raw("<")
        output.raw(element)
        output.raw(" class=\"markdown-alert markdown-alert-")
        output.raw(kind.rawValue)
        output.raw(folding == .open ? "\" open>\n" : "\">\n")
        let shown = title ?? alertTitle(kind)
        if !shown.isEmpty || folding != nil {
            output.raw(folding == nil ? "<p class=\"markdown-alert-title\">" : "<summary class=\"markdown-alert-title\">")
            output.raw(
                "<svg class=\"markdown-alert-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\">"
            )
            output.raw(kind.icon)
            output.raw("</svg>")
            output.text(shown.isEmpty ? alertTitle(kind) : shown)
            output.raw(folding == nil ? "</p>\n" : "</summary>\n")
        }
        renderContained(blocks, into: &output)
        output.raw("</")
        output.raw(element)
        output.raw(">\n")
    }
}
