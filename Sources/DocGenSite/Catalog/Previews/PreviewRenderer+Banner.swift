import ComponentModels
import DocGenDiagnostics
import DocGenExamples
import Foundation

extension PreviewRenderer {
    /// Banners as the app shows them: default banners as one image slider per category, highest
    /// priority first; popup banners as bottom sheets in display order; banners the app would never
    /// show greyed, with the reason.
    mutating func banners(_ items: [BannerPolicyItemModel], nodes: [SampleNode]) -> String {
        let banners = items.enumerated().map { BannerEntry(model: $1, node: $0 < nodes.count ? nodes[$0] : nil) }
        var html = ""
        let reasons = banners.map { neverShownReason($0.model) }
        let never = zip(banners, reasons).compactMap { banner, reason in reason.map { (banner, $0) } }
        let shown = zip(banners, reasons).filter { $0.1 == nil }.map(\.0)
        let defaults = shown.filter { $0.model.bannerType == .default }
        if !defaults.isEmpty { html += defaultBanners(defaults) }
        let popups = shown.filter { $0.model.bannerType == .popup }
        if !popups.isEmpty { html += popupBanners(popups) }
        if !never.isEmpty {
            html += "<div class=\"pv-banner-group\">\n<p class=\"pv-group-title\">\(text(strings.neverShown))</p>\n"
            for (banner, reason) in never { html += neverShown(banner, reason: reason) }
            html += "</div>\n"
        }
        return html
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
    func caption(_ banner: BannerPolicyItemModel) -> String {
        var parts = ["<code>\(text(banner.id))</code>", text(strings.priority(banner.priority))]
        if let version = banner.appVersion?.trimmingCharacters(in: .whitespaces), !version.isEmpty {
            parts.append("<span class=\"pv-tag\">\(text(strings.onlyVersion(version)))</span>")
        }
        switch banner.landing {
        case .none: parts.append(text(strings.noLanding))
        case let .web(url): parts.append(text(strings.web(url.absoluteString)))
        case let .inApp(destination): parts.append(text(strings.inApp(destination)))
        }
        return parts.joined(separator: " · ")
    }

    private mutating func neverShown(_ banner: BannerEntry, reason: String) -> String {
        var html = "<div class=\"pv-never\" data-id=\"\(attribute(banner.model.id))\">\n"
        html += "<p class=\"pv-never-reason\"><strong>\(text(strings.neverShown))</strong>: \(text(reason))</p>\n"
        html += "<div class=\"pv-never-content\">\(content(banner, ratio: imageRatio(banner.model)))</div>\n"
        html += "<p class=\"pv-caption\">\(caption(banner.model))</p>\n</div>\n"
        return html
    }

    /// The banner's content: its image, its text, or its HTML after sanitizing.
    mutating func content(_ banner: BannerEntry, ratio: ImageAspectRatio?) -> String {
        let model = banner.model
        switch model.contentKind {
        case .image?:
            return PreviewImage.html(url: model.content, alt: model.id, ratio: ratio)
        case .html?:
            let result = HTMLSanitizer().sanitize(model.content)
            if !result.removed.isEmpty {
                diagnostics.append(
                    .warning(
                        "the HTML content of banner '\(model.id)' is shown without what is unsafe: "
                            + result.removed.joined(separator: "; "), at: banner.node?.field("content")?.location,
                        rule: "banner-html"))
            }
            return "<div class=\"pv-html\">\(result.html)</div>"
        case .text?, nil:
            return "<p class=\"pv-text\">\(text(model.content))</p>"
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
