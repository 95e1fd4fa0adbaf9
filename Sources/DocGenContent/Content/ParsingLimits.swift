#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shapes of Markdown that Debian's cmark-gfm 0.29 cannot parse in time or memory linear
/// in their size, found in a page's bytes before cmark-gfm sees them, so that such a page is
/// refused with a diagnostic instead of hanging the build or exhausting memory.
///
/// - A paragraph of emphasis, code and links takes time that grows with its square: 1.4 MB
///   took 4 s, 13 MB minutes.
/// - A table is filled to its header's width on every row: 5,000 columns and 5,000 rows of a
///   few bytes each became 25 million cells and 6 GB.
package enum ParsingLimits {
    /// The longest run of lines without a blank line between them, outside fenced code.
    package static let maximumParagraphBytes = 1024 * 1024
    /// The most cells a table may have, counting every row at the header's width.
    package static let maximumTableCells = 100_000

    /// Why a page is refused, and the line where the offending block starts; nil for nearly
    /// every page.
    package static func refusal(of bytes: [UInt8]) -> (message: String, line: Int)? {
        // Without a pipe there is no table, and a paragraph over the limit needs a page over it.
        guard bytes.count > maximumParagraphBytes || bytes.contains(UInt8(ascii: "|")) else { return nil }
        var scan = Scan()
        bytes.withUnsafeBufferPointer { scan.read($0) }
        if scan.longestParagraph.length > maximumParagraphBytes {
            return (
                "a paragraph of \(scan.longestParagraph.length / 1024) KB starts here, over the \(maximumParagraphBytes / 1024) KB docgen parses (cmark-gfm's time grows with the square of a paragraph's length); split it with blank lines",
                scan.longestParagraph.line
            )
        }
        if let table = scan.largestTable, table.columns * table.rows > maximumTableCells {
            return (
                "a table of \(table.columns) columns and \(table.rows) rows starts here: \(table.columns * table.rows) cells, over the \(maximumTableCells) docgen renders (cmark-gfm fills every row to the header's width); split it",
                table.line
            )
        }
        return nil
    }

    /// One pass over a page's lines.
    private struct Scan {
        var longestParagraph = (length: 0, line: 1)
        var largestTable: (columns: Int, rows: Int, line: Int)?
        private var paragraph = (length: 0, line: 1)
        private var table: (columns: Int, rows: Int, line: Int)?
        private var fence: (byte: UInt8, count: Int)?

        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
            var line = 1
            var start = 0
            var previousStart = 0
            while start < bytes.count {
                let end = Self.lineEnd(in: bytes, from: start)
                readLine(
                    UnsafeBufferPointer(rebasing: bytes[start..<end]), number: line,
                    previous: UnsafeBufferPointer(rebasing: bytes[previousStart..<max(previousStart, start - 1)]))
                previousStart = start
                start = end + 1
                line += 1
            }
            endTable()
        }

        private mutating func readLine(_ content: UnsafeBufferPointer<UInt8>, number: Int, previous: UnsafeBufferPointer<UInt8>) {
            let indent = content.prefix { $0 == 0x20 }.count
            let rest = content.dropFirst(indent)
            let marker = rest.first.flatMap { $0 == 0x60 || $0 == 0x7E ? $0 : nil }
            let markerCount = marker.map { byte in rest.prefix { $0 == byte }.count } ?? 0
            let isBlank = content.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if indent < 4, let marker, markerCount >= 3,
                fence == nil || (fence?.byte == marker && markerCount >= fence?.count ?? 0)
            {
                fence = fence == nil ? (marker, markerCount) : nil
                paragraph = (0, number + 1)
                endTable()
                return
            }
            if fence != nil || isBlank {
                paragraph = (0, number + 1)
                endTable()
                return
            }
            paragraph.length += content.count + 1
            if paragraph.length > longestParagraph.length { longestParagraph = paragraph }
            if table != nil {
                table?.rows += 1
            } else if let columns = Self.delimiterRowColumns(content) {
                // The header is the line above; the delimiter row is not a row of cells.
                table = (max(columns, Self.cellCount(previous)), 1, number - 1)
            }
        }

        /// The offset of the line feed ending the line at `start`, or the end; `memchr` reads
        /// many bytes a step.
        private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            guard let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, bytes.count - start) else {
                return bytes.count
            }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }

        private mutating func endTable() {
            guard let table else { return }
            if table.columns * table.rows > (largestTable.map { $0.columns * $0.rows } ?? 0) { largestTable = table }
            self.table = nil
        }

        /// The columns of a table's delimiter row (`| --- | :-: |`); nil for any other line.
        private static func delimiterRowColumns(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
            var columns = 0
            var inCell = false
            var hasPipe = false
            for byte in line {
                switch byte {
                case UInt8(ascii: "|"):
                    hasPipe = true
                    inCell = false
                case UInt8(ascii: "-"):
                    if !inCell { columns += 1 }
                    inCell = true
                case UInt8(ascii: ":"), 0x20, 0x09, 0x0D: continue
                default: return nil
                }
            }
            return hasPipe && columns > 0 ? columns : nil
        }

        /// The cells of a header row: its pipes, less a leading and a trailing one.
        private static func cellCount(_ line: UnsafeBufferPointer<UInt8>) -> Int {
            let pipes = line.reduce(0) { $0 + ($1 == UInt8(ascii: "|") ? 1 : 0) }
            let trimmed = line.filter { $0 != 0x20 && $0 != 0x09 }
            return max(1, pipes + 1 - (trimmed.first == UInt8(ascii: "|") ? 1 : 0) - (trimmed.last == UInt8(ascii: "|") ? 1 : 0))
        }
    }
}
