import Foundation

/// The content and styling of one promotional header: an icon, a title and an optional subtitle on a tinted card.
public struct PromotionalHeaderData: Codable, Equatable, Hashable, Sendable {
    /// A unique identifier for the header, such as "deposit_bonus".
    public let id: String
    /// An SF Symbol name or a custom image name shown on the leading side.
    public let icon: String
    /// The main promotional message; always shown.
    public let title: String
    /// Secondary description text; the subtitle label is hidden when nil.
    public let subtitle: String?
    /// The card's background color; the style provider's default is used when nil.
    public let backgroundColor: UIColor?

    /// Creates header data from its fields in declaration order.
    public init(
        id: String,
        icon: String,
        title: String,
        subtitle: String? = nil,
        backgroundColor: UIColor? = nil
    ) {
        self.id = id
        self.icon = icon
        self.title = title
        self.subtitle = subtitle
        self.backgroundColor = backgroundColor
    }
}
