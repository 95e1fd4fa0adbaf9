import Foundation

/// One file of a theme: its path inside the theme folder and its bytes.
public struct ThemeFile: Sendable, Equatable {
    /// The path relative to the theme folder, with `/` between folders (`assets/style.css`).
    public let path: String
    /// The file's bytes.
    public let contents: [UInt8]

    /// Creates a file from its bytes.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// Creates a text file, stored as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// Creates a file from base64, as generated for files that are not plain text.
    public init(path: String, base64: String) {
        // The generator writes the base64 itself; it always decodes.
        self.init(path: path, contents: Data(base64Encoded: base64).map { Array($0) } ?? [])
    }
}
