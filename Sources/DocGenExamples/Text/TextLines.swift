import DocGenDiagnostics

/// Maps UTF-8 offsets in a piece of text to 1-based lines and character columns in the file it came from.
///
/// Columns count Unicode scalars, as `SourceLocation` does, so a Hangul syllable is one column.
/// Text that docgen rewrote before parsing still maps to the file as written: a replacement
/// longer than what it stands for (an elision made a placeholder) is a `Widening`, and a
/// synthetic context around an excerpt takes whole lines of its own before and after it.
struct TextLines: Sendable {
    /// A stretch of the text that is `extra` columns wider than what the file has there.
    struct Widening: Sendable, Equatable {
        /// The UTF-8 offsets of the replacement in the text.
        var start: Int
        var end: Int
        var extra: Int
    }

    /// The file the text belongs to.
    let file: String
    /// The file line of the text's first line.
    let firstLine: Int
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The replacements wider than the file's text, in order; empty for nearly every text.
    let widenings: [Widening]

    /// Indexes `text`, which starts at line `firstLine` of `file`.
    init(_ text: String, file: String, firstLine: Int, widenings: [Widening] = []) {
        self.file = file
        self.firstLine = firstLine
        self.widenings = widenings
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The file location of the byte at `utf8Offset` in the text.
    func location(utf8Offset: Int) -> SourceLocation {
        var offset = min(max(0, utf8Offset), bytes.count)
        // A position inside a replacement is where the replaced text starts.
        if let inside = widenings.first(where: { $0.start < offset && offset < $0.end }) { offset = inside.start }
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
        for widening in widenings where widening.end <= offset && widening.start >= lineStarts[low] {
            column -= widening.extra
        }
        return SourceLocation(file: file, line: firstLine + low, column: column)
    }

    /// The lines of `text`: this text after `prefixLines` whole lines of `prefixBytes` bytes
    /// (and maybe more after it), so the same code keeps the same file positions.
    func surrounded(_ text: String, prefixLines: Int, prefixBytes: Int) -> TextLines {
        let moved = widenings.map { Widening(start: $0.start + prefixBytes, end: $0.end + prefixBytes, extra: $0.extra) }
        return TextLines(text, file: file, firstLine: firstLine - prefixLines, widenings: moved)
    }

    /// The lines of `text`: this text with `width` bytes of docgen's own inserted at UTF-8
    /// offset `offset`, so the code around them keeps its file positions.
    func inserting(width: Int, at offset: Int, giving text: String) -> TextLines {
        var moved = widenings.map {
            $0.start < offset ? $0 : Widening(start: $0.start + width, end: $0.end + width, extra: $0.extra)
        }
        moved.append(Widening(start: offset, end: offset + width, extra: width))
        moved.sort { $0.start < $1.start }
        return TextLines(text, file: file, firstLine: firstLine, widenings: moved)
    }

    /// The file location of a line and column counted within the text (both 1-based).
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: firstLine + line - 1, column: column)
    }
}
