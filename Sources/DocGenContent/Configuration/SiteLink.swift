import Foundation

/// Where a setting such as `logo` or `stylesheet` points: a file of the built site, or a URL.
public enum SiteLink: Sendable, Hashable {
    /// A file of the built site, at this path from its root (`images/logo.svg`).
    case file(String)
    /// An absolute http or https URL, used as it is.
    case url(String)

    /// The link as a page sees it, whose prefix to the site root is `root` (`../`).
    package func href(root: String) -> String {
        switch self {
        case .file(let path): root + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
        case .url(let url): url
        }
    }

    /// Whether `text` is an absolute http or https URL with a host.
    package static func isWebURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return false
        }
        return url.host?.isEmpty == false
    }
}
