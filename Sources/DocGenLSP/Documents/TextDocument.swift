/// An open document's text, changed as the client says, with LSP positions (UTF-16 offsets in a
/// line) turned into docgen's columns (Unicode scalars in a line) and back.
public struct TextDocument: Sendable {
    /// The document's URI.
    public let uri: String
    /// The client's version of the text.
    public var version: Int
    /// The text.
    public private(set) var text: String
    /// The lines of the text, without their line ends.
    public private(set) var lines: [Substring] = []

    /// A document holding `text`.
    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        lines = Self.lines(of: text)
    }

    /// Applies one change: the whole text, or a span replaced.
    public mutating func apply(_ change: TextDocumentContentChangeEvent) {
        if let range = change.range {
            let start = index(of: range.start)
            let end = max(start, index(of: range.end))
            text.replaceSubrange(start..<end, with: change.text)
        } else {
            text = change.text
        }
        lines = Self.lines(of: text)
    }

    /// The index in `text` of a position; a position past a line's end is its end, one past the
    /// last line the text's end.
    public func index(of position: Position) -> String.Index {
        guard position.line >= 0 else { return text.startIndex }
        guard position.line < lines.count else { return text.endIndex }
        let line = lines[position.line]
        let utf16 = line.utf16
        let offset = min(max(0, position.character), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        // Inside a surrogate pair: the scalar's start.
        return index.samePosition(in: text.unicodeScalars) == nil ? utf16.index(before: index) : index
    }

    /// The LSP position of docgen's 1-based line and 1-based scalar column.
    public func position(line: Int, column: Int) -> Position {
        let lineIndex = max(0, line - 1)
        guard lineIndex < lines.count else { return Position(line: lineIndex, character: 0) }
        var character = 0
        for scalar in lines[lineIndex].unicodeScalars.prefix(max(0, column - 1)) { character += scalar.utf16.count }
        return Position(line: lineIndex, character: character)
    }

    /// docgen's 1-based line and 1-based scalar column of an LSP position.
    public func lineAndColumn(of position: Position) -> (line: Int, column: Int) {
        guard position.line >= 0, position.line < lines.count else { return (position.line + 1, 1) }
        let line = lines[position.line]
        let index = self.index(of: position)
        return (position.line + 1, line.unicodeScalars[line.startIndex..<index].count + 1)
    }

    // Split on the scalar: "\r\n" is one `Character`, which a split on "\n" would not find.
    private static func lines(of text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Substring(line.last == "\r" ? line.dropLast() : line)
        }
    }
}
