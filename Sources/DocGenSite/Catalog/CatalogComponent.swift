/// The components the catalog previews, each from the model types its samples are written in.
enum CatalogComponent: String, CaseIterable, Sendable {
    case promotionalHeader = "promotional-header"
    case quickLinks = "quick-links-tab-bar"
    case banner
    case offerBanner = "offer-banner"

    /// The component a sample of this model type (or an array of it) previews, or nil.
    init?(modelName: String) {
        switch modelName {
        case "PromotionalHeaderData", "PromotionalHeaderDisplayState": self = .promotionalHeader
        case "QuickLinkItem": self = .quickLinks
        case "BannerPolicyItemModel": self = .banner
        case "OfferBannerConfiguration": self = .offerBanner
        default: return nil
        }
    }

    var title: String {
        switch self {
        case .promotionalHeader: "Promotional header"
        case .quickLinks: "Quick links tab bar"
        case .banner: "Banner"
        case .offerBanner: "Offer banner"
        }
    }

    var summary: String {
        switch self {
        case .promotionalHeader: "An icon, a bold title and an optional subtitle on a tinted, rounded card."
        case .quickLinks: "A horizontal row of shortcuts, each an icon over a short title."
        case .banner: "Default banners as image sliders per category, popup banners as bottom sheets."
        case .offerBanner: "A campaign banner: background image, logo, countdown, discount badge and call to action."
        }
    }

    /// The page of the catalog, relative to the output folder.
    var outputPath: String { outputPath(page: 1) }

    /// The numbered catalog page (`catalog/banner.html`, then `catalog/banner-2.html`, …).
    func outputPath(page: Int) -> String {
        page == 1 ? "catalog/\(rawValue).html" : "catalog/\(rawValue)-\(page).html"
    }
}
