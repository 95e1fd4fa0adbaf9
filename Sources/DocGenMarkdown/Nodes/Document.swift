/// A parsed Markdown document.
public struct Document: Hashable, Sendable {
    /// The top-level blocks in order, footnote definitions last.
    public var blocks: [Block]
    /// Problems found while converting, such as nesting too deep to render.
    public var warnings: [MarkdownWarning]
    /// The code spans written between double backticks (``` ``Store/send(_:)`` ```), DocC's
    /// symbol links, in document order.
    public var symbolLinks: [SymbolLink]

    /// Creates a document from blocks.
    public init(blocks: [Block], warnings: [MarkdownWarning] = [], symbolLinks: [SymbolLink] = []) {
        self.blocks = blocks
        self.warnings = warnings
        self.symbolLinks = symbolLinks
    }
}

/// A code span between double backticks, which DocC reads as a link to a symbol.
public struct SymbolLink: Hashable, Sendable {
    /// The span's text: a symbol path such as `Store/send(_:)`.
    public var path: String
    /// Where its text starts.
    public var position: SourcePosition
}

/// A problem the Markdown layer found, with where it is.
public struct MarkdownWarning: Hashable, Sendable {
    /// A lowercase sentence.
    public var message: String
    /// Where it is.
    public var position: SourcePosition
}
