import ComponentModels
import DocGenDiagnostics
import DocGenMarkdown

extension PreviewRenderer {
    /// One image slider per category, in the order categories first appear, each highest priority first.
    mutating func defaultBanners(_ banners: [BannerEntry], into html: inout HTMLBytes) {
        var categories: [String] = []
        var members: [String: [BannerEntry]] = [:]
        for banner in banners {
            let category = banner.model.category ?? ""
            if members[category] == nil { categories.append(category) }
            members[category, default: []].append(banner)
        }
        html.raw("<div class=\"pv-banner-group\">\n<p class=\"pv-group-title\">")
        html.text(strings.defaultBanners)
        html.raw("</p>\n")
        for category in categories {
            slider(category: category, banners: BannerEntry.displayOrder(members[category] ?? []), into: &html)
        }
        html.raw("</div>\n")
    }

    private mutating func slider(category: String, banners: [BannerEntry], into html: inout HTMLBytes) {
        let ratio = checkedRatio(category: category, banners: banners)
        html.raw("<div class=\"pv-device\"><div class=\"pv-screen\">\n<div class=\"pv-slider\" data-category=\"")
        html.attribute(category)
        html.raw("\">\n<p class=\"pv-slider-label\">")
        html.text(strings.category(category.isEmpty ? "—" : category))
        if let ratio {
            html.raw(" · ")
            html.raw(ratio.description)
        }
        html.raw("</p>\n<div class=\"pv-slides\" tabindex=\"0\" role=\"group\" aria-label=\"")
        html.attribute(strings.category(category))
        html.raw("\">\n")
        for (index, banner) in banners.enumerated() {
            html.raw("<figure class=\"pv-slide\" data-id=\"")
            html.attribute(banner.model.id)
            html.raw("\">")
            content(banner, ratio: imageRatio(banner.model) ?? ratio, into: &html)
            figureCaption(banner.model, position: index + 1, of: banners.count, into: &html)
            html.raw("</figure>\n")
        }
        html.raw("</div>\n<div class=\"pv-dots\" aria-hidden=\"true\">")
        for index in banners.indices {
            html.raw(index == 0 ? "<span class=\"pv-dot pv-dot-current\"></span>" : "<span class=\"pv-dot\"></span>")
        }
        html.raw("</div>\n</div>\n</div></div>\n")
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
    mutating func popupBanners(_ banners: [BannerEntry], into html: inout HTMLBytes) {
        let ordered = BannerEntry.displayOrder(banners)
        html.raw("<div class=\"pv-banner-group\">\n<p class=\"pv-group-title\">")
        html.text(strings.popupBanners)
        html.raw("</p>\n<div class=\"pv-popups\">\n")
        for (index, banner) in ordered.enumerated() {
            html.raw("<figure class=\"pv-popup\" data-id=\"")
            html.attribute(banner.model.id)
            html.raw("\">\n<div class=\"pv-device\"><div class=\"pv-screen pv-screen-dim\">\n")
            html.raw("<div class=\"pv-sheet\" role=\"group\" aria-label=\"")
            html.attribute(banner.model.id)
            html.raw("\"><span class=\"pv-sheet-grabber\"></span>\n<div class=\"pv-sheet-content\">")
            content(banner, ratio: imageRatio(banner.model), into: &html)
            html.raw("</div>\n<div class=\"pv-sheet-actions\">")
            if let closeType = banner.model.closeType, let action = strings.closeAction(closeType) {
                html.raw("<span class=\"pv-sheet-action\" data-close-type=\"")
                html.attribute(closeType)
                html.raw("\">")
                html.text(action)
                html.raw("</span>")
            }
            html.raw("<span class=\"pv-sheet-action pv-sheet-close\">")
            html.text(strings.close)
            html.raw("</span></div>\n</div>\n</div></div>\n")
            figureCaption(banner.model, position: index + 1, of: ordered.count, into: &html)
            html.raw("\n</figure>\n")
        }
        html.raw("</div>\n</div>\n")
    }

    /// A banner's caption under its slide or sheet: its place in the display order, then `caption`.
    private func figureCaption(_ banner: BannerPolicyItemModel, position: Int, of count: Int, into html: inout HTMLBytes) {
        html.raw("<figcaption class=\"pv-caption\"><span class=\"pv-order\">")
        html.text(strings.position(position, of: count))
        html.raw("</span> · ")
        caption(banner, into: &html)
        html.raw("</figcaption>")
    }
}
