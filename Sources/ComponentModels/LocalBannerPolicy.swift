import Foundation

/// The banners the user has dismissed, as stored on the device: banner id → Unix time in seconds until which that banner stays hidden.
///
/// `close` and `never` store `Int.max` (hidden for good), `week` stores the dismissal time plus 7 days,
/// and `today` stores the end of the current day (the start of the next one). A banner is hidden while
/// the current time is earlier than its stored value; banners without an entry are not hidden.
/// See `BannerCloseType.hiddenUntil(now:calendar:)` and the helpers on `[String: Int]`.
public typealias LocalBannerPolicy = [String: Int]
