import Foundation

/// A file found under the content folder.
public struct SourceFile: Sendable, Hashable {
    /// The path relative to the content folder, with `/` separators (`components/banner.md`).
    public var relativePath: String
    /// The file on disk.
    public var url: URL
    /// The path shown in diagnostics (`Content/components/banner.md`).
    public var displayPath: String

    /// Whether the file is Markdown (`.md` or `.markdown`).
    public var isMarkdown: Bool {
        let lowered = relativePath.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    /// The folder part of the relative path, empty for the content root.
    public var folder: String {
        // Bytes in ASCII, nearly every path: the same place, without grapheme breaking.
        let found = relativePath.isASCII ? relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) : relativePath.lastIndex(of: "/")
        guard let slash = found else { return "" }
        return String(relativePath[..<slash])
    }
}
