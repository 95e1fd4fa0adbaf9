import ComponentModels
import Foundation

/// A banner with sensible defaults so each test spells out only the fields it is about.
func banner(
    id: String = "banner",
    priority: Int = 0,
    contentType: String = "I",
    landingType: String? = nil,
    landingDestination: String? = nil,
    closeType: String? = nil,
    appVersion: String? = nil,
    category: String? = nil,
    type: String = "popup"
) -> BannerPolicyItemModel {
    BannerPolicyItemModel(
        id: id,
        priority: priority,
        contentType: contentType,
        content: "https://cdn.example.com/banners/\(id).png",
        landingType: landingType,
        landingDestination: landingDestination,
        closeType: closeType,
        appVersion: appVersion,
        category: category,
        type: type
    )
}

/// A Gregorian calendar in UTC, so day boundaries in tests do not depend on the machine.
let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    return calendar
}()

/// Friday 2025-03-14 15:30:00 UTC.
let fixedNow = Date(timeIntervalSince1970: 1_741_966_200)
