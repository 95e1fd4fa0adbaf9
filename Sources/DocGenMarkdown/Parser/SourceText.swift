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
        let bytes = Array(text.utf8)
        self.bytes = bytes
        self.firstLine = firstLine
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        // Block by block, so the inner loops are plain counts the compiler can vectorize.
        bytes.withUnsafeBufferPointer { buffer in
            var scalars = 0
            var blockStart = 0
            while blockStart < buffer.count {
                checkpoints.append(scalars)
                let blockEnd = min(buffer.count, blockStart + Self.checkpointStride)
                // Count scalars: every byte that does not continue a multi-byte sequence.
                var continuations = 0
                for offset in blockStart..<blockEnd { continuations &+= buffer[offset] & 0xC0 == 0x80 ? 1 : 0 }
                scalars += blockEnd - blockStart - continuations
                blockStart = blockEnd
            }
            if buffer.count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
            for offset in buffer.indices where buffer[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
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
