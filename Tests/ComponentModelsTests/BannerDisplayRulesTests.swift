import ComponentModels
import Foundation
import Testing

@Suite("Banner display rules")
struct BannerDisplayRulesTests {
    @Test("Larger priority is shown first, ties ordered by id")
    func sortedForDisplay() {
        let banners = [
            banner(id: "c", priority: 1), banner(id: "b", priority: 5),
            banner(id: "a", priority: 1), banner(id: "d", priority: -2), banner(id: "e", priority: 5),
        ]
        #expect(banners.sortedForDisplay().map(\.id) == ["b", "e", "a", "c", "d"])
    }

    @Test(
        "Version matching compares dotted numbers and treats a missing target as every version",
        arguments: [
            (nil, "1.0.0", true),
            ("", "4.5", true),
            ("1.2", "1.2", true),
            ("1.2", "1.2.0", true),
            ("1.2.0", "1.2", true),
            ("1.02", "1.2", true),
            (" 1.2 ", "1.2", true),
            ("1.2", "1.2.1", false),
            ("1.2.1", "1.2", false),
            ("1.10", "1.1", false),
            ("2.0", "1.9.9", false),
            ("1.2-beta", "1.2-beta", true),
            ("1.2-beta", "1.2", false),
            ("1..2", "1.0.2", false),
        ] as [(String?, String, Bool)])
    func versionMatching(target: String?, current: String, expected: Bool) {
        #expect(banner(appVersion: target).isShown(inAppVersion: current) == expected)
    }

    @Test("visible keeps shown banners of one type and category in display order")
    func visibleBanners() {
        let policy: LocalBannerPolicy = ["hidden": Int.max, "expired": 1_741_900_000]
        let banners = [
            banner(id: "low", priority: 1, category: "message", type: "default"),
            banner(id: "high", priority: 9, category: "message", type: "default"),
            banner(id: "hidden", priority: 20, category: "message", type: "default"),
            banner(id: "expired", priority: 5, category: "message", type: "default"),
            banner(id: "old-version", priority: 30, appVersion: "2.9", category: "message", type: "default"),
            banner(id: "other-category", priority: 40, category: "event", type: "default"),
            banner(id: "popup", priority: 50, type: "popup"),
            banner(id: "unknown-type", priority: 60, category: "message", type: "toast"),
        ]
        let visible = banners.visible(
            type: .default, category: "message", inAppVersion: "3.0", policy: policy, now: fixedNow
        )
        #expect(visible.map(\.id) == ["high", "expired", "low"])
        let popups = banners.visible(type: .popup, inAppVersion: "3.0", policy: policy, now: fixedNow)
        #expect(popups.map(\.id) == ["popup"])
    }
}
