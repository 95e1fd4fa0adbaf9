import Foundation

extension Array where Element == BannerPolicyItemModel {
    /// The banners in display order: larger `priority` first, ties broken by ascending `id` so the order is deterministic.
    ///
    /// The source only says "highest priority first"; this module reads a larger number as a higher priority.
    public func sortedForDisplay() -> [BannerPolicyItemModel] {
        sorted { lhs, rhs in
            if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
            return lhs.id < rhs.id
        }
    }

    /// The banners of one presentation that should be shown now, in display order.
    ///
    /// Keeps banners whose `bannerType` is `type`, whose `category` matches when one is given,
    /// that target `appVersion`, and that `policy` does not hide at `now`.
    public func visible(
        type: BannerType,
        category: String? = nil,
        inAppVersion appVersion: String,
        policy: LocalBannerPolicy,
        now: Date
    ) -> [BannerPolicyItemModel] {
        filter { banner in
            banner.bannerType == type
                && (category == nil || banner.category == category)
                && banner.isShown(inAppVersion: appVersion)
                && !policy.isHidden(bannerID: banner.id, now: now)
        }
        .sortedForDisplay()
    }
}
