import Foundation

/// A file of the built site: where it goes and what it holds.
public struct OutputFile: Sendable {
    /// Where the bytes come from.
    public enum Contents: Sendable {
        /// Generated text, written as UTF-8.
        case text(String)
        /// A file copied as it is.
        case copy(URL)
        /// A page the render step already wrote into the build's staging folder.
        case staged
    }

    /// The path relative to the output folder.
    public var path: String
    /// What to write.
    public var contents: Contents

    /// Creates an output file.
    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }
}
