import DocGenDiagnostics
import Foundation

/// The display rules of the Banner reference (banner.ko.md) for `BannerPolicyItemModel` samples.
///
/// Project decisions: a larger `priority` is shown first (ties by ascending `id`); `closeType`
/// applies to popup banners and is ignored on default ones; `category` applies to default banners.
/// Same-category image aspect ratios cannot be checked without the images and are not.
struct BannerPolicyRules: JSONDomainRule {
    let typeName = "BannerPolicyItemModel"

    private static let bannerTypes = ["default", "popup"]
    private static let contentTypes = ["I", "T", "H"]
    private static let closeTypes = ["close", "never", "week", "today"]

    func check(_ items: [JSONNode], isList: Bool) -> [PositionedDiagnostic] {
        let banners = items.compactMap(BannerSample.init)
        var found = banners.flatMap(checkItem)
        if isList {
            found += duplicateIDs(banners)
            found += inAppPopupsLast(banners)
        }
        return found
    }

    private func checkItem(_ banner: BannerSample) -> [PositionedDiagnostic] {
        var found: [PositionedDiagnostic] = []
        if let type = banner.field("type"), !Self.bannerTypes.contains(type.text) {
            found.append(
                .warning("banner is never shown: type '\(type.text)' is not 'default' or 'popup'", type.position, "banner-type"))
        }
        if let contentType = banner.field("contentType") {
            if !Self.contentTypes.contains(contentType.text) {
                let hint = Suggestion.hint(for: contentType.text, in: Self.contentTypes)
                found.append(
                    .error(
                        "contentType '\(contentType.text)' is not 'I', 'T' or 'H'\(hint)", contentType.position,
                        "banner-content-type"))
            } else if banner.type == "default", contentType.text != "I" {
                found.append(
                    .error(
                        "default banners show images only: contentType must be 'I', not '\(contentType.text)'",
                        contentType.position, "banner-content-type"))
            } else if contentType.text == "I", let content = banner.field("content"), !Self.isWebURL(content.text) {
                found.append(
                    .error(
                        "image content must be a public http(s) url, found '\(content.text)'", content.position,
                        "banner-image-url"))
            }
        }
        found += checkLanding(banner)
        if let closeType = banner.field("closeType") {
            if !Self.closeTypes.contains(closeType.text) {
                let hint = Suggestion.hint(for: closeType.text, in: Self.closeTypes)
                let message = "closeType '\(closeType.text)' is not 'close', 'never', 'week' or 'today'\(hint)"
                found.append(.error(message, closeType.position, "banner-close-type"))
            } else if banner.type == "default" {
                found.append(
                    .warning(
                        "closeType is ignored on default banners; it applies to popup banners", closeType.position,
                        "banner-close-type"))
            }
        }
        if banner.type == "popup", let category = banner.field("category") {
            found.append(
                .warning("category is ignored on popup banners; it groups default banners", category.position, "banner-category"))
        }
        return found
    }

    private func checkLanding(_ banner: BannerSample) -> [PositionedDiagnostic] {
        guard let landing = banner.field("landingType") else { return [] }
        if landing.text == "web" {
            guard let destination = banner.field("landingDestination") else {
                return [.error("web landing needs an http(s) 'landingDestination'", landing.position, "banner-web-landing")]
            }
            guard Self.isWebURL(destination.text) else {
                return [
                    .error(
                        "web landing needs an http(s) url with a host, found '\(destination.text)'", destination.position,
                        "banner-web-landing")
                ]
            }
        } else if let meant = ["web", "none"].first(where: { $0 == landing.text.lowercased() && $0 != landing.text }) {
            let message =
                "landingType '\(landing.text)' is an in-app landing because values are case-sensitive; did you mean '\(meant)'?"
            return [.warning(message, landing.position, "banner-landing-type")]
        }
        return []
    }

    private func duplicateIDs(_ banners: [BannerSample]) -> [PositionedDiagnostic] {
        var firstLine: [String: Int] = [:]
        var found: [PositionedDiagnostic] = []
        for banner in banners {
            guard let id = banner.field("id") else { continue }
            if let line = firstLine[id.text] {
                found.append(
                    .error(
                        "duplicate banner id '\(id.text)'; it is first used on line \(line) of this sample", id.position,
                        "banner-duplicate-id"))
            } else {
                firstLine[id.text] = id.position.line
            }
        }
        return found
    }

    // A popup with an in-app landing stops the popups after it, so it must be shown last.
    private func inAppPopupsLast(_ banners: [BannerSample]) -> [PositionedDiagnostic] {
        let popups = banners.filter { $0.type == "popup" && $0.priority != nil }.sorted { lhs, rhs in
            let (left, right) = (lhs.priority ?? 0, rhs.priority ?? 0)
            return left != right ? left > right : (lhs.id ?? "") < (rhs.id ?? "")
        }
        guard let last = popups.last, let lowest = last.priority else { return [] }
        return popups.dropLast().filter(\.hasInAppLanding).compactMap { popup in
            guard let priority = popup.priorityField, let value = popup.priority else { return nil }
            let name = popup.id.map { "popup '\($0)'" } ?? "a popup"
            let lastName = last.id ?? ""
            let reason =
                value == lowest
                ? "its priority \(priority.text) ties with '\(lastName)', which id order shows after it"
                : "its priority \(priority.text) is not the lowest in this list ('\(lastName)' has \(last.priorityField?.text ?? ""))"
            return .error(
                "\(name) has an in-app landing but is not shown last: \(reason)", priority.position, "banner-inapp-priority")
        }
    }

    static func isWebURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
}
