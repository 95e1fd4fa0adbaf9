import Foundation

// LocalBannerPolicy is a typealias, so its helpers live on every [String: Int].
extension Dictionary where Key == String, Value == Int {
    /// Whether the banner with this id is still hidden at `now` (its stored time is later than `now`).
    public func isHidden(bannerID: String, now: Date) -> Bool {
        guard let hiddenUntil = self[bannerID] else { return false }
        return now.timeIntervalSince1970 < Double(hiddenUntil)
    }

    /// This policy with the banner recorded as dismissed at `now` with the given close type.
    public func hiding(
        bannerID: String,
        closeType: BannerCloseType,
        now: Date,
        calendar: Calendar
    ) -> [String: Int] {
        var policy = self
        policy[bannerID] = closeType.hiddenUntil(now: now, calendar: calendar)
        return policy
    }

    /// This policy without the entries that no longer hide their banner at `now`.
    public func removingExpired(now: Date) -> [String: Int] {
        filter { entry in isHidden(bannerID: entry.key, now: now) }
    }
}
