/// Markdown text as bytes, with a map from cmark's byte columns to character columns.
struct SourceText {
    /// The UTF-8 bytes cmark parses.
    let bytes: [UInt8]
    /// The line number of the text's first line in its file.
    let firstLine: Int
    private let lineStarts: [Int]
    // The number of scalars before every `checkpointStride`-th byte, so a column costs at most
    // two short scans however long its line is; counting from the line start each time was
    // quadratic on one long line with many inlines (thousands of footnote references).
    private let checkpoints: [Int]
    private static let checkpointStride = 64

    init(_ text: String, firstLine: Int) {
        self.bytes = Array(text.utf8)
        self.firstLine = firstLine
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.checkpointStride == 0 { checkpoints.append(scalars) }
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            // Count scalars: every byte that does not continue a multi-byte sequence.
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        if bytes.count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
        self.lineStarts = starts
        self.checkpoints = checkpoints
    }

    /// The position in the file of a 1-based line and 1-based byte column in this text.
    func position(line: Int, byteColumn: Int) -> SourcePosition {
        guard line >= 1, line <= lineStarts.count else {
            return SourcePosition(line: max(1, line) + firstLine - 1, column: max(1, byteColumn))
        }
        let start = lineStarts[line - 1]
        let end = min(bytes.count, start + max(0, byteColumn - 1))
        let column = 1 + scalars(before: end) - scalars(before: start)
        return SourcePosition(line: line + firstLine - 1, column: column)
    }

    /// The number of scalars in `bytes[..<offset]`; `offset` is at most `bytes.count`.
    private func scalars(before offset: Int) -> Int {
        let block = offset / Self.checkpointStride
        var count = checkpoints[block]
        var index = block * Self.checkpointStride
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
