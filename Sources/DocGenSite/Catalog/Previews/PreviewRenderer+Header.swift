import ComponentModels
import DocGenExamples

extension PreviewRenderer {
    /// A promotional header on a phone screen: 40 × 40 icon in the highlight color, bold 16pt title,
    /// regular 14pt subtitle (left out when nil), 16pt padding, 4pt between the texts, 12pt between
    /// icon and text, 12pt corners, and the sample's background with its alpha.
    mutating func header(_ data: PromotionalHeaderData, node: SampleNode?, isVisible: Bool) -> String {
        var style = ""
        if let color = PreviewColor(node?.field("backgroundColor")) {
            var properties = "--pv-header-bg: \(color.light); --pv-header-bg-dark: \(color.dark)"
            if let text = color.foreground {
                properties += "; --pv-header-fg: \(text.primary); --pv-header-fg-secondary: \(text.secondary)"
            }
            style = " style=\"\(properties)\""
        }
        let icon = icon(data.icon, size: SymbolIcons.headerSize, at: node?.field("icon"))
        var html = "<div class=\"pv-device\"><div class=\"pv-screen\">\n"
        if !isVisible { html += "<p class=\"pv-flag\">\(text(strings.hidden))</p>\n" }
        html += "<div class=\"pv-header\" data-id=\"\(attribute(data.id))\" data-visible=\"\(isVisible)\"\(style)>\n"
        html += "<span class=\"pv-header-icon\">\(icon)</span>\n<span class=\"pv-header-text\">\n"
        html += "<span class=\"pv-header-title\">\(text(data.title))</span>\n"
        if let subtitle = data.subtitle {
            html += "<span class=\"pv-header-subtitle\">\(text(subtitle))</span>\n"
        }
        html += "</span>\n</div>\n</div></div>\n"
        return html
    }
}
