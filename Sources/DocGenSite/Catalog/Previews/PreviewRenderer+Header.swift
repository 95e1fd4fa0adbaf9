import ComponentModels
import DocGenExamples
import DocGenMarkdown

extension PreviewRenderer {
    /// A promotional header on a phone screen: 40 × 40 icon in the highlight color, bold 16pt title,
    /// regular 14pt subtitle (left out when nil), 16pt padding, 4pt between the texts, 12pt between
    /// icon and text, 12pt corners, and the sample's background with its alpha.
    mutating func header(_ data: PromotionalHeaderData, node: SampleNode?, isVisible: Bool, into html: inout HTMLBytes) {
        let icon = icon(data.icon, size: SymbolIcons.headerSize, at: node?.field("icon"))
        html.raw("<div class=\"pv-device\"><div class=\"pv-screen\">\n")
        if !isVisible {
            html.raw("<p class=\"pv-flag\">")
            html.text(strings.hidden)
            html.raw("</p>\n")
        }
        html.raw("<div class=\"pv-header\" data-id=\"")
        html.attribute(data.id)
        html.raw(isVisible ? "\" data-visible=\"true\"" : "\" data-visible=\"false\"")
        // The colors are CSS docgen writes itself from the sample's color, never text from it.
        if let color = PreviewColor(node?.field("backgroundColor")) {
            html.raw(" style=\"--pv-header-bg: ")
            html.raw(color.light)
            html.raw("; --pv-header-bg-dark: ")
            html.raw(color.dark)
            if let text = color.foreground {
                html.raw("; --pv-header-fg: ")
                html.raw(text.primary)
                html.raw("; --pv-header-fg-secondary: ")
                html.raw(text.secondary)
            }
            html.raw("\"")
        }
        html.raw(">\n<span class=\"pv-header-icon\">")
        html.raw(icon)
        html.raw("</span>\n<span class=\"pv-header-text\">\n<span class=\"pv-header-title\">")
        html.text(data.title)
        html.raw("</span>\n")
        if let subtitle = data.subtitle {
            html.raw("<span class=\"pv-header-subtitle\">")
            html.text(subtitle)
            html.raw("</span>\n")
        }
        html.raw("</span>\n</div>\n</div></div>\n")
    }
}
