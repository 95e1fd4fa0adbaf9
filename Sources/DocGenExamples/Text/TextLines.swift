import DocGenDiagnostics

/// Maps UTF-8 offsets in a piece of text to 1-based lines and character columns in the file it came from.
///
/// Columns count Unicode scalars, as `SourceLocation` does, so a Hangul syllable is one column.
struct TextLines: Sendable {
    /// The file the text belongs to.
    let file: String
    /// The file line of the text's first line.
    let firstLine: Int
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Indexes `text`, which starts at line `firstLine` of `file`.
    init(_ text: String, file: String, firstLine: Int) {
        self.file = file
        self.firstLine = firstLine
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The file location of the byte at `utf8Offset` in the text.
    func location(utf8Offset: Int) -> SourceLocation {
        let offset = min(max(0, utf8Offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: firstLine + low, column: column)
    }

    /// The file location of a line and column counted within the text (both 1-based).
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: firstLine + line - 1, column: column)
    }
}
