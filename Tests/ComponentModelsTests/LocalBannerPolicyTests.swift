import ComponentModels
import Foundation
import Testing

@Suite("Local banner policy")
struct LocalBannerPolicyTests {
    @Test(
        "Each close type hides until the expected Unix time",
        arguments: [
            (BannerCloseType.close, Int.max),
            (.never, Int.max),
            (.week, 1_742_571_000),  // 2025-03-21 15:30:00 UTC
            (.today, 1_741_996_800),  // 2025-03-15 00:00:00 UTC
        ])
    func hiddenUntil(closeType: BannerCloseType, expected: Int) {
        #expect(closeType.hiddenUntil(now: fixedNow, calendar: utcCalendar) == expected)
    }

    @Test("today ends at midnight in the calendar's own time zone")
    func todayFollowsCalendarTimeZone() throws {
        var seoul = Calendar(identifier: .gregorian)
        seoul.timeZone = try #require(TimeZone(identifier: "Asia/Seoul"))
        // fixedNow is 2025-03-15 00:30 in Seoul, so the day ends at 2025-03-16 00:00 KST = 2025-03-15 15:00 UTC.
        #expect(BannerCloseType.today.hiddenUntil(now: fixedNow, calendar: seoul) == 1_742_050_800)
    }

    @Test("A banner is hidden strictly before its stored time and shown from then on")
    func isHiddenBoundary() {
        let policy: LocalBannerPolicy = ["a": 1_741_966_201, "b": 1_741_966_200, "forever": Int.max]
        #expect(policy.isHidden(bannerID: "a", now: fixedNow))
        #expect(!policy.isHidden(bannerID: "b", now: fixedNow))
        #expect(policy.isHidden(bannerID: "forever", now: fixedNow))
        #expect(!policy.isHidden(bannerID: "never-closed", now: fixedNow))
    }

    @Test("Hiding with today hides the banner for the rest of the day only")
    func hidingToday() {
        let policy = LocalBannerPolicy().hiding(bannerID: "promo", closeType: .today, now: fixedNow, calendar: utcCalendar)
        #expect(policy == ["promo": 1_741_996_800])
        #expect(policy.isHidden(bannerID: "promo", now: fixedNow.addingTimeInterval(8 * 3_600)))
        #expect(!policy.isHidden(bannerID: "promo", now: fixedNow.addingTimeInterval(9 * 3_600)))
    }

    @Test("Hiding replaces an earlier entry and keeps the others")
    func hidingReplaces() {
        let policy: LocalBannerPolicy = ["promo": 100, "other": 200]
        let updated = policy.hiding(bannerID: "promo", closeType: .never, now: fixedNow, calendar: utcCalendar)
        #expect(updated == ["promo": Int.max, "other": 200])
    }

    @Test("removingExpired drops entries that no longer hide their banner")
    func removingExpired() {
        let policy: LocalBannerPolicy = ["past": 1_741_900_000, "now": 1_741_966_200, "later": 1_742_000_000, "forever": Int.max]
        #expect(policy.removingExpired(now: fixedNow) == ["later": 1_742_000_000, "forever": Int.max])
    }
}
