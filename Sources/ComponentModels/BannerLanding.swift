import Foundation

/// Where a tap on a banner leads, as reported by the banner manager's landing publisher.
///
/// The banner module only reports the landing; the app performs it.
public enum BannerLanding: Equatable, Hashable, Sendable {
    /// The banner does not react to taps.
    case none
    /// Open this http or https page in a web view.
    case web(URL)
    /// Navigate to this in-app destination.
    case inApp(destination: String)
}
