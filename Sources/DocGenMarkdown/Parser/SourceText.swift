/// Markdown text as bytes, with a map from cmark's byte columns to character columns.
struct SourceText {
    /// The UTF-8 bytes cmark parses.
    let bytes: [UInt8]
    /// The line number of the text's first line in its file.
    let firstLine: Int
    private let lineStarts: [Int]

    init(_ text: String, firstLine: Int) {
        self.bytes = Array(text.utf8)
        self.firstLine = firstLine
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The position in the file of a 1-based line and 1-based byte column in this text.
    func position(line: Int, byteColumn: Int) -> SourcePosition {
        guard line >= 1, line <= lineStarts.count else {
            return SourcePosition(line: max(1, line) + firstLine - 1, column: max(1, byteColumn))
        }
        let start = lineStarts[line - 1]
        let end = min(bytes.count, start + max(0, byteColumn - 1))
        var column = 1
        var offset = start
        while offset < end {
            // Count scalars: every byte that does not continue a multi-byte sequence.
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return SourcePosition(line: line + firstLine - 1, column: column)
    }
}
