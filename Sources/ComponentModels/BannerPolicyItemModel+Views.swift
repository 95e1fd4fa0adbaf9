import Foundation

extension BannerPolicyItemModel {
    /// The presentation named by `type`, or nil for any value other than "default" and "popup" (such a banner is never shown).
    public var bannerType: BannerType? {
        BannerType(rawValue: type)
    }

    /// The kind named by `contentType`, or nil for any value other than "I", "T" and "H".
    public var contentKind: BannerContentType? {
        BannerContentType(rawValue: contentType)
    }

    /// The close behaviour named by `closeType`, or nil when it is absent or unknown.
    public var closeKind: BannerCloseType? {
        closeType.flatMap(BannerCloseType.init(rawValue:))
    }

    /// Where a tap leads, following the landing rules (values are matched exactly, case-sensitively).
    ///
    /// `landingType` nil, "" or "none" → `.none`. "web" → `.web` when `landingDestination` is an
    /// absolute http or https URL with a host; otherwise `.none`, and `landingProblem` explains why.
    /// Any other value → `.inApp`, with `landingDestination` as the destination, or the
    /// `landingType` itself when there is no destination.
    public var landing: BannerLanding {
        switch landingType {
        case nil, "", "none":
            return .none
        case "web":
            return webLandingURL.map(BannerLanding.web) ?? .none
        case let other?:
            return .inApp(destination: landingDestination ?? other)
        }
    }

    /// Why a web landing was turned into `.none`, or nil when `landing` is exactly what the fields ask for.
    public var landingProblem: String? {
        guard landingType == "web", webLandingURL == nil else { return nil }
        guard let destination = landingDestination else {
            return "landingType is \"web\" but landingDestination is missing; expected an http or https URL"
        }
        return "landingType is \"web\" but landingDestination \"\(destination)\" is not an http or https URL"
    }

    private var webLandingURL: URL? {
        guard let destination = landingDestination,
            let url = URL(string: destination),
            let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
