import UIKit

/// How a button looks: its label, its role and whether it can be tapped.
public struct ButtonStyleModel: Codable, Equatable {
    /// The button's role, which picks its fill.
    public enum Role: String, Codable {
        case primary
        case secondary
        case destructive = "danger"
    }

    /// A stable identifier for analytics.
    public let id: String
    /// The label.
    public let title: String
    /// The SF Symbol shown before the label, if any.
    public let symbol: String?
    /// The role; decides the fill.
    public let role: Role
    /// Whether the button can be tapped.
    public let isEnabled: Bool
    /// The fill color of a primary button.
    public let tint: UIColor

    private enum CodingKeys: String, CodingKey {
        case id
        case title = "label"
        case symbol
        case role
        case isEnabled = "enabled"
        case tint
    }
}
