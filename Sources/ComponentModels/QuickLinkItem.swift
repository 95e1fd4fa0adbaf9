import Foundation

/// One quick link in the quick links tab bar: what it opens, its label and its icon.
public struct QuickLinkItem: Codable, Equatable, Hashable, Sendable {
    /// Which destination the link identifies; taps are reported with this value.
    public let type: QuickLinkType
    /// The label shown under the icon.
    public let title: String
    /// An SF Symbol name or a custom image name.
    public let icon: String

    /// Creates a quick link from its fields in declaration order.
    public init(type: QuickLinkType, title: String, icon: String) {
        self.type = type
        self.title = title
        self.icon = icon
    }
}
