import DocGenDiagnostics

/// Diagram source as Unicode scalars with line starts, for turning offsets into locations.
///
/// Columns count Unicode scalars from 1, as ``SourceLocation`` does.
struct SourceText: Sendable {
    /// The scalars, with `\r` removed so line numbers match the Markdown file.
    var scalars: [Unicode.Scalar]
    /// The offset at which each line starts.
    private(set) var lineStarts: [Int]

    /// Splits the source into scalars and records where each line starts.
    init(_ source: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.unicodeScalars.count)
        var starts = [0]
        for scalar in source.unicodeScalars where scalar != "\r" {
            scalars.append(scalar)
            if scalar == "\n" { starts.append(scalars.count) }
        }
        self.scalars = scalars
        lineStarts = starts
    }

    /// The 0-based line and 0-based column of an offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low, offset - lineStarts[low])
    }

    /// The location of an offset in the Markdown file whose line `firstLine` holds line 0.
    func location(of offset: Int, file: String, firstLine: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(of: min(max(0, offset), scalars.count))
        return SourceLocation(file: file, line: firstLine + line, column: column + 1)
    }

    /// The range of offsets of one line, without its newline.
    func lineRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : scalars.count
        return start..<max(start, end)
    }

    /// The number of lines.
    var lineCount: Int { lineStarts.count }

    /// The text of a range.
    func string(_ range: Range<Int>) -> String {
        // Encoded straight into the string's storage: appending scalar by scalar to a
        // UnicodeScalarView took a tenth of parsing a diagram of long labels.
        var count = 0
        for scalar in scalars[range] { count += UTF8.width(scalar) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            for scalar in scalars[range] {
                UTF8.encode(scalar) { unit in
                    buffer[index] = unit
                    index += 1
                }
            }
            return index
        }
    }
}
