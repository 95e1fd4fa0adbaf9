import Foundation

/// The absolute http or https URL a site is served from (`baseURL` in docgen.yml, `--base-url`),
/// normalised once when the configuration loads: it always ends in `/`.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    /// The URL, ending in `/` (`https://docs.example.com/components/`).
    public let text: String
    /// Its path, ending in `/` (`/components/`); `/` for a URL without one.
    public let path: String

    /// The base URL `text` names; nil unless it is an absolute http or https URL with a host.
    public init?(_ text: String) {
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()),
            url.host != nil
        else { return nil }
        self.text = text.hasSuffix("/") ? text : text + "/"
        path = url.path.isEmpty ? "/" : url.path.hasSuffix("/") ? url.path : url.path + "/"
    }

    /// The absolute URL of a relative URL from the site's root (`components/button.html`).
    public func appending(_ relativeURL: String) -> String {
        text + relativeURL
    }

    public var description: String { text }
}
