import Foundation

/// How a banner is presented, read from `BannerPolicyItemModel.type`.
public enum BannerType: String, CaseIterable, Codable, Hashable, Sendable {
    /// A default banner: one page of its category's image slider.
    case `default`
    /// A popup banner: a sheet presented in priority order when the banner manager starts.
    case popup
}
