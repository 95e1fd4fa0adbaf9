/// A parsed Markdown document.
public struct Document: Hashable, Sendable {
    /// The top-level blocks in order, footnote definitions last.
    public var blocks: [Block]
    /// Problems found while converting, such as nesting too deep to render.
    public var warnings: [MarkdownWarning]

    /// Creates a document from blocks.
    public init(blocks: [Block], warnings: [MarkdownWarning] = []) {
        self.blocks = blocks
        self.warnings = warnings
    }
}

/// A problem the Markdown layer found, with where it is.
public struct MarkdownWarning: Hashable, Sendable {
    /// A lowercase sentence.
    public var message: String
    /// Where it is.
    public var position: SourcePosition
}
