import Foundation

/// The call-to-action button of an offer banner.
public struct OfferBannerCallToAction: Codable, Equatable, Hashable, Sendable {
    /// The button's label.
    public let title: String
    /// The address opened when the button is tapped.
    public let url: String

    /// Creates a call to action from its fields in declaration order.
    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}
