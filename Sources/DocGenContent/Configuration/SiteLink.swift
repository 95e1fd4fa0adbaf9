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
        case .file(let path): root + Self.percentEncoded(path)
        case .url(let url): url
        }
    }

    /// The path with what a URL path cannot hold percent-encoded; most paths need none, and
    /// Foundation's encoding for each page's links was a visible part of rendering a large site.
    private static func percentEncoded(_ path: String) -> String {
        let allowed = path.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default: "!$&'()*+,-./:;=@_~".utf8.contains(byte)
            }
        }
        return allowed ? path : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// Whether `text` is an absolute http or https URL with a host.
    package static func isWebURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return false
        }
        return url.host?.isEmpty == false
    }
}
