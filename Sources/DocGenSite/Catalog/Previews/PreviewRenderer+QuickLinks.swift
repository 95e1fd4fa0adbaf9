import ComponentModels
import DocGenExamples
import DocGenMarkdown

extension PreviewRenderer {
    /// A quick links tab bar: the items in order, side by side, each an icon over its title.
    mutating func quickLinks(_ items: [QuickLinkItem], nodes: [SampleNode], into html: inout HTMLBytes) {
        html.raw(
            "<div class=\"pv-device\"><div class=\"pv-screen pv-screen-flush\">\n<div class=\"pv-tabbar\" role=\"list\" data-count=\""
        )
        html.decimal(items.count)
        html.raw("\">\n")
        for (index, item) in items.enumerated() {
            let node = index < nodes.count ? nodes[index] : nil
            let icon = icon(item.icon, size: SymbolIcons.quickLinkSize, at: node?.field("icon"))
            html.raw("<span class=\"pv-tab\" role=\"listitem\" data-type=\"")
            html.attribute(item.type.rawValue)
            html.raw("\"><span class=\"pv-tab-icon\">")
            html.raw(icon)
            html.raw("</span><span class=\"pv-tab-title\">")
            html.text(item.title)
            html.raw("</span></span>\n")
        }
        html.raw("</div>\n</div></div>\n")
    }
}
