#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        self.init(utf8: Array(text.utf8), firstLine: firstLine)
    }

    /// The text of UTF-8 `bytes`; cmark-gfm reads a byte sequence that is not UTF-8 as U+FFFD.
    init(utf8 bytes: [UInt8], firstLine: Int) {
        self.bytes = bytes
        self.firstLine = firstLine
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var scalars = 0
            var blockStart = 0
            while blockStart < buffer.count {
                checkpoints.append(scalars)
                let blockEnd = min(buffer.count, blockStart + Self.checkpointStride)
                scalars += blockEnd - blockStart - Self.continuationBytes(base + blockStart, count: blockEnd - blockStart)
                blockStart = blockEnd
            }
            if buffer.count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
            // Line starts with `memchr`, which scans many bytes per step.
            var offset = 0
            while offset < buffer.count, let newline = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline)) + 1
                starts.append(offset)
            }
        }
        self.lineStarts = starts
        self.checkpoints = checkpoints
    }

    /// The number of UTF-8 continuation bytes (`10xxxxxx`) among at most 64 bytes, eight at a
    /// time: one that does not continue a sequence starts a scalar.
    private static func continuationBytes(_ start: UnsafePointer<UInt8>, count: Int) -> Int {
        // Each byte lane of `lanes` counts the continuation bytes at its position, at most 8 of
        // them, and one multiplication adds the lanes up (no population count on baseline x86-64).
        var lanes: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            let word = UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)
            // Bit 7 set and bit 6 clear: shifting by one puts each byte's bit 6 under its bit 7.
            lanes &+= (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
            offset += 8
        }
        var total = Int(truncatingIfNeeded: (lanes &* 0x0101_0101_0101_0101) >> 56)
        while offset < count {
            if start[offset] & 0xC0 == 0x80 { total += 1 }
            offset += 1
        }
        return total
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

    /// The offset in `bytes` of a 1-based line and 1-based byte column; nil outside the text.
    func byteOffset(line: Int, byteColumn: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, byteColumn >= 1 else { return nil }
        let offset = lineStarts[line - 1] + byteColumn - 1
        return offset <= bytes.count ? offset : nil
    }

    /// The number of scalars in `bytes[..<offset]`; `offset` is at most `bytes.count`.
    private func scalars(before offset: Int) -> Int {
        let block = offset / Self.checkpointStride
        let start = block * Self.checkpointStride
        guard offset > start else { return checkpoints[block] }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return checkpoints[block] }
            return checkpoints[block] + (offset - start) - Self.continuationBytes(base + start, count: offset - start)
        }
    }
}
