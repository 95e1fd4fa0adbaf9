import Foundation

/// The type-safe identifier of a quick link in the quick links tab bar; the raw value is the case name.
public enum QuickLinkType: String, CaseIterable, Codable, Hashable, Sendable {
    /// The Aviator game.
    case aviator
    /// The slots lobby.
    case slots
    /// The promotions page.
    case promos
    /// The casino lobby.
    case casino
    /// The sports book.
    case sports
    /// The live casino lobby.
    case liveCasino
    /// The tournaments page.
    case tournaments
    /// The bonuses page.
    case bonuses
    /// The VIP programme page.
    case vip
    /// Customer support.
    case support
}
