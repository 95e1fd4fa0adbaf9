import Foundation

/// How a dismissed banner stays hidden, read from `BannerPolicyItemModel.closeType`.
///
/// banner.ko.md ties these actions to popup banners in its introduction but lists `closeType` as
/// default-banner only in its field table; this model reads it on every banner and leaves to the
/// renderer which kinds offer the actions.
public enum BannerCloseType: String, CaseIterable, Codable, Hashable, Sendable {
    /// Close: the banner is shown once and never again.
    case close
    /// Don't show again.
    case never
    /// Don't show for a week.
    case week
    /// Don't show again today.
    case today

    /// The Unix time in seconds until which a banner dismissed at `now` stays hidden.
    ///
    /// `close` and `never` give `Int.max`; `week` gives `now` plus 7 calendar days;
    /// `today` gives the start of the next day in `calendar`'s time zone.
    public func hiddenUntil(now: Date, calendar: Calendar) -> Int {
        switch self {
        case .close, .never:
            return Int.max
        case .week:
            let later = calendar.date(byAdding: .day, value: 7, to: now)
            return Self.unixSeconds(later ?? now.addingTimeInterval(7 * 86_400))
        case .today:
            let startOfToday = calendar.startOfDay(for: now)
            let tomorrow = calendar.date(byAdding: .day, value: 1, to: startOfToday)
            return Self.unixSeconds(tomorrow ?? startOfToday.addingTimeInterval(86_400))
        }
    }

    // Converting a Double outside Int's range traps, so clamp before converting.
    private static func unixSeconds(_ date: Date) -> Int {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        if seconds.isNaN { return 0 }
        if seconds >= Double(Int.max) { return Int.max }
        if seconds <= Double(Int.min) { return Int.min }
        return Int(seconds)
    }
}
