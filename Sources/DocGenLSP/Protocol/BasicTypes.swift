/// A place in a document: a 0-based line and a 0-based offset in UTF-16 code units (LSP 3.17).
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, its end excluded.
public struct Range: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Whether the two spans share a position (an empty span touching the other counts).
    func overlaps(_ other: Range) -> Bool {
        start <= other.end && other.start <= end
    }
}

/// A span of a document named by its URI.
public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: Range
}

/// A document named by its URI.
public struct TextDocumentIdentifier: Codable, Sendable {
    public var uri: String
}

/// A document and a position in it: what hover, definition and completion ask about.
public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

/// Text in Markdown or plain text.
public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind = "markdown"
    public var value: String
}

/// A replacement of a span.
public struct TextEdit: Codable, Hashable, Sendable {
    public var range: Range
    public var newText: String
}

/// Edits of documents by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [TextEdit]]
}
