import ComponentModels
import DocGenMarkdown

extension PreviewRenderer {
    /// An offer banner: background image under a dark overlay, logo, discount badge, title and
    /// subtitle, a countdown to the end date, and the call-to-action button.
    ///
    /// The countdown is computed in the browser (the page's script); the built HTML holds only the
    /// end date, so a build today and one tomorrow write the same bytes.
    mutating func offerBanner(_ banner: OfferBannerConfiguration, into html: inout HTMLBytes) {
        html.raw("<div class=\"pv-device\"><div class=\"pv-screen\">\n<div class=\"pv-offer\" data-id=\"")
        html.attribute(banner.id)
        html.raw("\">\n")
        PreviewImage.write(url: banner.backgroundImageURL, alt: "", ratio: nil, className: "pv-offer-bg", into: &html)
        html.raw("<span class=\"pv-offer-overlay\"></span>\n<div class=\"pv-offer-content\">\n<div class=\"pv-offer-top\">")
        PreviewImage.write(
            url: banner.logoURL, alt: "logo", ratio: ImageAspectRatio(width: 1, height: 1), className: "pv-offer-logo",
            into: &html)
        if let badge = banner.discountBadge {
            html.raw("<span class=\"pv-offer-badge\">")
            html.text(badge)
            html.raw("</span>")
        }
        html.raw("</div>\n<span class=\"pv-offer-title\">")
        html.text(banner.title)
        html.raw("</span>\n")
        if let subtitle = banner.subtitle {
            html.raw("<span class=\"pv-offer-subtitle\">")
            html.text(subtitle)
            html.raw("</span>\n")
        }
        html.raw("<span class=\"pv-offer-countdown\">")
        html.text(strings.ends)
        html.raw(" <time datetime=\"")
        html.attribute(banner.countdownEndDate)
        html.raw("\" data-countdown>")
        html.text(banner.countdownEndDate)
        html.raw("</time></span>\n")
        if let url = HTMLSanitizer.safeURL(banner.callToAction.url, schemes: HTMLSanitizer.webSchemes) {
            html.raw("<a class=\"pv-offer-cta\" href=\"")
            html.attribute(url)
            html.raw("\" rel=\"noopener noreferrer nofollow\">")
            html.text(banner.callToAction.title)
            html.raw("</a>\n")
        } else {
            html.raw("<span class=\"pv-offer-cta\">")
            html.text(banner.callToAction.title)
            html.raw("</span>\n")
        }
        html.raw("</div>\n</div>\n</div></div>\n")
    }
}
