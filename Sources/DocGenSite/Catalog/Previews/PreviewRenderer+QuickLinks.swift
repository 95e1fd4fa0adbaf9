import ComponentModels
import DocGenExamples

extension PreviewRenderer {
    /// A quick links tab bar: the items in order, side by side, each an icon over its title.
    mutating func quickLinks(_ items: [QuickLinkItem], nodes: [SampleNode]) -> String {
        var html = "<div class=\"pv-device\"><div class=\"pv-screen pv-screen-flush\">\n"
        html += "<div class=\"pv-tabbar\" role=\"list\" data-count=\"\(items.count)\">\n"
        for (index, item) in items.enumerated() {
            let node = index < nodes.count ? nodes[index] : nil
            let icon = icon(item.icon, size: SymbolIcons.quickLinkSize, at: node?.field("icon"))
            html += "<span class=\"pv-tab\" role=\"listitem\" data-type=\"\(attribute(item.type.rawValue))\">"
            html += "<span class=\"pv-tab-icon\">\(icon)</span><span class=\"pv-tab-title\">\(text(item.title))</span></span>\n"
        }
        html += "</div>\n</div></div>\n"
        return html
    }
}
