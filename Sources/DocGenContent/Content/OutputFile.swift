import DocGenMarkdown
import Foundation

/// A file of the built site: where it goes and what it holds.
public struct OutputFile: Sendable {
    /// Where the bytes come from.
    public enum Contents: Sendable {
        /// Generated text, written as UTF-8.
        case text(String)
        /// Generated UTF-8 bytes, such as the search index's JSON, which would only be checked
        /// again on the way into a `String`.
        case bytes([UInt8])
        /// A rendered page's HTML, written from the buffer it was rendered into.
        case html(HTMLBytes)
        /// A file copied as it is.
        case copy(URL)
        /// A page the render step already wrote into the build's staging folder.
        case staged
    }

    /// The path relative to the output folder.
    public var path: String
    /// What to write.
    public var contents: Contents

    /// The text of a generated file; nil for a copied or staged one.
    package var generatedText: String? {
        switch contents {
        case .text(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        case .html(let html): html.text
        case .copy, .staged: nil
        }
    }

    /// Creates an output file.
    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }
}
