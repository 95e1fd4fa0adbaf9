import Foundation

/// One banner in the server's banner policy, with its fields exactly as the server sends them.
///
/// The string fields keep the server's raw values so that unknown values still decode;
/// the typed views (`bannerType`, `contentKind`, `landing`, `closeKind`) interpret them.
public struct BannerPolicyItemModel: Codable, Equatable, Hashable, Sendable {
    /// The banner's identifier; also the key of its entry in a `LocalBannerPolicy`.
    public let id: String
    /// The display priority: a larger number is a higher priority and is shown first.
    public let priority: Int
    /// The kind of `content`: "I" (image), "T" (text) or "H" (HTML); see `contentKind`.
    public let contentType: String
    /// The content itself: an image URL, plain text or an HTML string, depending on `contentType`.
    public let content: String
    /// Where a tap leads: nil, "" or "none" for nowhere, "web" for a web page, anything else for an in-app destination.
    public let landingType: String?
    /// The landing target: the web page URL when `landingType` is "web", otherwise the in-app destination.
    public let landingDestination: String?
    /// How the banner can be dismissed: "close", "never", "week" or "today"; see `closeKind`.
    public let closeType: String?
    /// The only app version that shows the banner; every version shows it when nil.
    public let appVersion: String?
    /// The slider category of a default banner, such as "message"; unused for popup banners.
    public let category: String?
    /// The presentation: "default" (image slider) or "popup" (sheet); any other value is never shown.
    public let type: String
    /// Free-form extra values agreed between server and app.
    public let additionalInfo: [String: String]?

    /// Creates a banner policy item from its fields in declaration order.
    public init(
        id: String,
        priority: Int,
        contentType: String,
        content: String,
        landingType: String? = nil,
        landingDestination: String? = nil,
        closeType: String? = nil,
        appVersion: String? = nil,
        category: String? = nil,
        type: String,
        additionalInfo: [String: String]? = nil
    ) {
        self.id = id
        self.priority = priority
        self.contentType = contentType
        self.content = content
        self.landingType = landingType
        self.landingDestination = landingDestination
        self.closeType = closeType
        self.appVersion = appVersion
        self.category = category
        self.type = type
        self.additionalInfo = additionalInfo
    }
}
