import ComponentModels

extension PreviewRenderer {
    /// An offer banner: background image under a dark overlay, logo, discount badge, title and
    /// subtitle, a countdown to the end date, and the call-to-action button.
    ///
    /// The countdown is computed in the browser (the page's script); the built HTML holds only the
    /// end date, so a build today and one tomorrow write the same bytes.
    mutating func offerBanner(_ banner: OfferBannerConfiguration) -> String {
        var html = "<div class=\"pv-device\"><div class=\"pv-screen\">\n"
        html += "<div class=\"pv-offer\" data-id=\"\(attribute(banner.id))\">\n"
        html += PreviewImage.html(url: banner.backgroundImageURL, alt: "", ratio: nil, className: "pv-offer-bg")
        html += "<span class=\"pv-offer-overlay\"></span>\n<div class=\"pv-offer-content\">\n<div class=\"pv-offer-top\">"
        html += PreviewImage.html(
            url: banner.logoURL, alt: "logo", ratio: ImageAspectRatio(width: 1, height: 1), className: "pv-offer-logo")
        if let badge = banner.discountBadge {
            html += "<span class=\"pv-offer-badge\">\(text(badge))</span>"
        }
        html += "</div>\n<span class=\"pv-offer-title\">\(text(banner.title))</span>\n"
        if let subtitle = banner.subtitle {
            html += "<span class=\"pv-offer-subtitle\">\(text(subtitle))</span>\n"
        }
        html += "<span class=\"pv-offer-countdown\">\(text(strings.ends)) "
        html +=
            "<time datetime=\"\(attribute(banner.countdownEndDate))\" data-countdown>\(text(banner.countdownEndDate))</time></span>\n"
        let cta = text(banner.callToAction.title)
        if let url = HTMLSanitizer.safeURL(banner.callToAction.url, schemes: HTMLSanitizer.webSchemes) {
            html += "<a class=\"pv-offer-cta\" href=\"\(attribute(url))\" rel=\"noopener noreferrer nofollow\">\(cta)</a>\n"
        } else {
            html += "<span class=\"pv-offer-cta\">\(cta)</span>\n"
        }
        html += "</div>\n</div>\n</div></div>\n"
        return html
    }
}
