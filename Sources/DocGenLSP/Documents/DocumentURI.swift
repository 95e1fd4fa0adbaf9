import Foundation

/// `file:` URIs and the paths they name.
enum DocumentURI {
    /// The absolute path of a `file:` URI; nil for any other scheme.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The `file:` URI of an absolute path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
