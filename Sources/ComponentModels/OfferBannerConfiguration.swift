import Foundation

/// The configuration of an offer banner as delivered for an active campaign component.
public struct OfferBannerConfiguration: Codable, Equatable, Hashable, Sendable {
    /// The component's identifier.
    public let id: String
    /// The headline text.
    public let title: String
    /// Secondary text under the title; hidden when nil.
    public let subtitle: String?
    /// The address of the logo image.
    public let logoURL: String
    /// The address of the full-bleed background image, drawn under a dark overlay.
    public let backgroundImageURL: String
    /// The moment the countdown reaches zero, as a date string (ISO 8601 in practice).
    public let countdownEndDate: String
    /// The discount badge text, such as "-30%"; no badge when nil.
    public let discountBadge: String?
    /// The button shown at the bottom of the banner.
    public let callToAction: OfferBannerCallToAction

    /// Creates an offer banner configuration from its fields in declaration order.
    public init(
        id: String,
        title: String,
        subtitle: String? = nil,
        logoURL: String,
        backgroundImageURL: String,
        countdownEndDate: String,
        discountBadge: String? = nil,
        callToAction: OfferBannerCallToAction
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.logoURL = logoURL
        self.backgroundImageURL = backgroundImageURL
        self.countdownEndDate = countdownEndDate
        self.discountBadge = discountBadge
        self.callToAction = callToAction
    }
}
