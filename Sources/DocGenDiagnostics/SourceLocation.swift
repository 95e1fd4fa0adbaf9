/// A place in a file: its path as the user would type it, and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The file's path, relative to the working directory where possible.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    ///
    /// Columns count characters as editors do for UTF-8 text: one per Unicode scalar,
    /// so a Hangul syllable is one column.
    public var column: Int

    /// Creates a location; line and column are clamped to at least 1.
    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
    }

    /// `path:line:col`.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The same file at a position shifted by whole lines, for text embedded in a larger file.
    public func offset(lines: Int, columns: Int = 0) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: column + columns)
    }
}
