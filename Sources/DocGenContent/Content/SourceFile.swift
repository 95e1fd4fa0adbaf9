import Foundation

/// A file found under the content folder.
public struct SourceFile: Sendable, Hashable {
    /// The path relative to the content folder, with `/` separators (`components/banner.md`).
    public var relativePath: String
    /// The file's path on disk.
    public var path: String
    /// The path shown in diagnostics (`Content/components/banner.md`).
    public var displayPath: String

    /// The file on disk.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: false) }

    /// A file at the path of a file URL.
    public init(relativePath: String, url: URL, displayPath: String) {
        self.init(relativePath: relativePath, path: url.path, displayPath: displayPath)
    }

    /// A file at a path; the scanner lists thousands, and a `URL` for each cost more than reading the folders.
    public init(relativePath: String, path: String, displayPath: String) {
        self.relativePath = relativePath
        self.path = path
        self.displayPath = displayPath
    }

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
