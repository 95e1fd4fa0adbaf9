import Foundation

/// The kind of a banner's `content`, read from `BannerPolicyItemModel.contentType`.
///
/// Default banners use images only; popup banners may use all three kinds.
public enum BannerContentType: String, CaseIterable, Codable, Hashable, Sendable {
    /// `content` is the URL of a publicly reachable image, shown at its own aspect ratio.
    case image = "I"
    /// `content` is plain text.
    case text = "T"
    /// `content` is an HTML string, recommended for styled text; links inside it are discouraged.
    case html = "H"
}
