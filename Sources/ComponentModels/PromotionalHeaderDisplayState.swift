import Foundation

/// What a promotional header view renders: its content and whether it is shown.
public struct PromotionalHeaderDisplayState: Codable, Equatable, Hashable, Sendable {
    /// The header's content and styling.
    public let headerData: PromotionalHeaderData
    /// Whether the header is shown; a hidden header takes no space.
    public let isVisible: Bool

    /// Creates a display state from its fields in declaration order.
    public init(headerData: PromotionalHeaderData, isVisible: Bool) {
        self.headerData = headerData
        self.isVisible = isVisible
    }
}
