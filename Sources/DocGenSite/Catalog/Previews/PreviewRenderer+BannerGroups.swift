import ComponentModels
import DocGenDiagnostics

extension PreviewRenderer {
    /// One image slider per category, in the order categories first appear, each highest priority first.
    mutating func defaultBanners(_ banners: [BannerEntry]) -> String {
        var categories: [String] = []
        var members: [String: [BannerEntry]] = [:]
        for banner in banners {
            let category = banner.model.category ?? ""
            if members[category] == nil { categories.append(category) }
            members[category, default: []].append(banner)
        }
        var html = "<div class=\"pv-banner-group\">\n<p class=\"pv-group-title\">\(text(strings.defaultBanners))</p>\n"
        for category in categories {
            html += slider(category: category, banners: BannerEntry.displayOrder(members[category] ?? []))
        }
        return html + "</div>\n"
    }

    private mutating func slider(category: String, banners: [BannerEntry]) -> String {
        let ratio = checkedRatio(category: category, banners: banners)
        let label = text(strings.category(category.isEmpty ? "—" : category)) + (ratio.map { " · \($0.description)" } ?? "")
        var html = "<div class=\"pv-device\"><div class=\"pv-screen\">\n"
        html += "<div class=\"pv-slider\" data-category=\"\(attribute(category))\">\n<p class=\"pv-slider-label\">\(label)</p>\n"
        html +=
            "<div class=\"pv-slides\" tabindex=\"0\" role=\"group\" aria-label=\"\(attribute(strings.category(category)))\">\n"
        for (index, banner) in banners.enumerated() {
            html += "<figure class=\"pv-slide\" data-id=\"\(attribute(banner.model.id))\">"
            html += content(banner, ratio: imageRatio(banner.model) ?? ratio)
            html +=
                "<figcaption class=\"pv-caption\"><span class=\"pv-order\">\(text(strings.position(index + 1, of: banners.count)))</span> · "
            html += caption(banner.model) + "</figcaption></figure>\n"
        }
        html += "</div>\n<div class=\"pv-dots\" aria-hidden=\"true\">"
        for index in banners.indices {
            html += index == 0 ? "<span class=\"pv-dot pv-dot-current\"></span>" : "<span class=\"pv-dot\"></span>"
        }
        html += "</div>\n</div>\n</div></div>\n"
        return html
    }

    /// The category's ratio when its images agree; a warning at the first image that differs otherwise.
    private mutating func checkedRatio(category: String, banners: [BannerEntry]) -> ImageAspectRatio? {
        let declared = banners.compactMap { banner in imageRatio(banner.model).map { (banner, $0) } }
        guard let (first, ratio) = declared.first else { return nil }
        if let (other, otherRatio) = declared.first(where: { $0.1 != ratio }) {
            diagnostics.append(
                .warning(
                    "banner images of category '\(category)' declare different aspect ratios: '\(first.model.id)' is "
                        + "\(ratio.description) but '\(other.model.id)' is \(otherRatio.description); one slider needs one ratio",
                    at: other.node?.field("content")?.location, rule: "banner-aspect-ratio"))
            return nil
        }
        return ratio
    }

    /// Popup banners as bottom sheets over a dimmed screen, in the order they are shown.
    mutating func popupBanners(_ banners: [BannerEntry]) -> String {
        let ordered = BannerEntry.displayOrder(banners)
        var html = "<div class=\"pv-banner-group\">\n<p class=\"pv-group-title\">\(text(strings.popupBanners))</p>\n"
        html += "<div class=\"pv-popups\">\n"
        for (index, banner) in ordered.enumerated() {
            html += "<figure class=\"pv-popup\" data-id=\"\(attribute(banner.model.id))\">\n"
            html += "<div class=\"pv-device\"><div class=\"pv-screen pv-screen-dim\">\n"
            html += "<div class=\"pv-sheet\" role=\"group\" aria-label=\"\(attribute(banner.model.id))\">"
            html += "<span class=\"pv-sheet-grabber\"></span>\n<div class=\"pv-sheet-content\">"
            html += content(banner, ratio: imageRatio(banner.model)) + "</div>\n<div class=\"pv-sheet-actions\">"
            if let closeType = banner.model.closeType, let action = strings.closeAction(closeType) {
                html += "<span class=\"pv-sheet-action\" data-close-type=\"\(attribute(closeType))\">\(text(action))</span>"
            }
            html += "<span class=\"pv-sheet-action pv-sheet-close\">\(text(strings.close))</span></div>\n</div>\n</div></div>\n"
            html +=
                "<figcaption class=\"pv-caption\"><span class=\"pv-order\">\(text(strings.position(index + 1, of: ordered.count)))</span> · "
            html += caption(banner.model) + "</figcaption>\n</figure>\n"
        }
        return html + "</div>\n</div>\n"
    }
}
