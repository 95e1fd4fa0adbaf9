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
        guard let slash = relativePath.lastSlashIndex else { return "" }
        return String(relativePath[..<slash])
    }
}
