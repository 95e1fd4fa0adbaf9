import ComponentModels
import DocGenDiagnostics
import DocGenExamples
import DocGenMarkdown
import Foundation

extension PreviewRenderer {
    /// Banners as the app shows them: default banners as one image slider per category, highest
    /// priority first; popup banners as bottom sheets in display order; banners the app would never
    /// show greyed, with the reason.
    mutating func banners(_ items: [BannerPolicyItemModel], nodes: [SampleNode], into html: inout HTMLBytes) {
        let banners = items.enumerated().map { BannerEntry(model: $1, node: $0 < nodes.count ? nodes[$0] : nil) }
        let reasons = banners.map { neverShownReason($0.model) }
        let never = zip(banners, reasons).compactMap { banner, reason in reason.map { (banner, $0) } }
        let shown = zip(banners, reasons).filter { $0.1 == nil }.map(\.0)
        let defaults = shown.filter { $0.model.bannerType == .default }
        if !defaults.isEmpty { defaultBanners(defaults, into: &html) }
        let popups = shown.filter { $0.model.bannerType == .popup }
        if !popups.isEmpty { popupBanners(popups, into: &html) }
        if !never.isEmpty {
            html.raw("<div class=\"pv-banner-group\">\n<p class=\"pv-group-title\">")
            html.text(strings.neverShown)
            html.raw("</p>\n")
            for (banner, reason) in never { neverShown(banner, reason: reason, into: &html) }
            html.raw("</div>\n")
        }
    }

    /// Why the app would never show the banner, or nil when it can be shown.
    func neverShownReason(_ banner: BannerPolicyItemModel) -> String? {
        if banner.bannerType == nil { return strings.unknownType(banner.type) }
        if let version = banner.appVersion?.trimmingCharacters(in: .whitespaces), !version.isEmpty, !Self.isVersionNumber(version)
        {
            return strings.badVersion(version)
        }
        return nil
    }

    private static func isVersionNumber(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// The caption line under a banner: id, priority, target version and landing.
    func caption(_ banner: BannerPolicyItemModel, into html: inout HTMLBytes) {
        html.raw("<code>")
        html.text(banner.id)
        html.raw("</code> · ")
        html.text(strings.priority(banner.priority))
        if let version = banner.appVersion?.trimmingCharacters(in: .whitespaces), !version.isEmpty {
            html.raw(" · <span class=\"pv-tag\">")
            html.text(strings.onlyVersion(version))
            html.raw("</span>")
        }
        html.raw(" · ")
        switch banner.landing {
        case .none: html.text(strings.noLanding)
        case let .web(url): html.text(strings.web(url.absoluteString))
        case let .inApp(destination): html.text(strings.inApp(destination))
        }
    }

    private mutating func neverShown(_ banner: BannerEntry, reason: String, into html: inout HTMLBytes) {
        html.raw("<div class=\"pv-never\" data-id=\"")
        html.attribute(banner.model.id)
        html.raw("\">\n<p class=\"pv-never-reason\"><strong>")
        html.text(strings.neverShown)
        html.raw("</strong>: ")
        html.text(reason)
        html.raw("</p>\n<div class=\"pv-never-content\">")
        content(banner, ratio: imageRatio(banner.model), into: &html)
        html.raw("</div>\n<p class=\"pv-caption\">")
        caption(banner.model, into: &html)
        html.raw("</p>\n</div>\n")
    }

    /// The banner's content: its image, its text, or its HTML after sanitizing.
    mutating func content(_ banner: BannerEntry, ratio: ImageAspectRatio?, into html: inout HTMLBytes) {
        let model = banner.model
        switch model.contentKind {
        case .image?:
            PreviewImage.write(url: model.content, alt: model.id, ratio: ratio, into: &html)
        case .html?:
            let result = HTMLSanitizer().sanitize(model.content)
            if !result.removed.isEmpty {
                diagnostics.append(
                    .warning(
                        "the HTML content of banner '\(model.id)' is shown without what is unsafe: "
                            + result.removed.joined(separator: "; "), at: banner.node?.field("content")?.location,
                        rule: "banner-html"))
            }
            html.raw("<div class=\"pv-html\">")
            html.raw(result.html)
            html.raw("</div>")
        case .text?, nil:
            html.raw("<p class=\"pv-text\">")
            html.text(model.content)
            html.raw("</p>")
        }
    }

    /// The ratio a banner image declares: `additionalInfo.aspectRatio`, else a size in the file name.
    func imageRatio(_ banner: BannerPolicyItemModel) -> ImageAspectRatio? {
        if let declared = banner.additionalInfo?["aspectRatio"].flatMap(ImageAspectRatio.init(text:)) { return declared }
        return banner.contentKind == .image ? ImageAspectRatio(url: banner.content) : nil
    }
}

/// A banner with the sample node it was decoded from, for locating diagnostics.
struct BannerEntry {
    var model: BannerPolicyItemModel
    var node: SampleNode?

    /// The entries in the app's display order (`sortedForDisplay`: larger priority first, then id).
    static func displayOrder(_ entries: [BannerEntry]) -> [BannerEntry] {
        var remaining = entries
        return entries.map(\.model).sortedForDisplay().compactMap { model in
            guard let index = remaining.firstIndex(where: { $0.model == model }) else { return nil }
            return remaining.remove(at: index)
        }
    }
}
